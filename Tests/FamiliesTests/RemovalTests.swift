import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct RemovalTests {
    @Test(arguments: Family.allCases, RemovalCause.allCases)
    func removal_finishesAndFreesExactlyTheRemovedCoordinatorsOnce(family: Family, cause: RemovalCause) async throws {
        let scenario = try await RemovalScenario(family)
        try await scenario.remove(by: cause)

        #expect(scenario.log.finished == Self.finished(family, cause))
        #expect(scenario.child == nil)
        #expect(scenario.grandchild == nil)
        #expect(scenario.embedded == nil)
        #expect((scenario.host == nil) == (cause == .ancestorFinished || cause == .tabReset))
        #expect((scenario.page == nil) == (cause == .tabReset))
        #expect(scenario.navigator.tree.rendered == Self.tree(family, cause))
        #expect(scenario.navigator.liveCoordinators.count == scenario.navigator.tree.coordinators?.count)
    }

    @Test(arguments: Family.allCases)
    func backGesture_onTheGrandchildsFirstScreen_finishesOnlyTheGrandchild(family: Family) async throws {
        let scenario = try await RemovalScenario(family)
        while let top = scenario.navigator.path(of: scenario.pageContainer)?.top, top.id >= scenario.grandchildRoot {
            try await scenario.navigator.handle(.backSwipe(top.id, completed: true)).value()
        }
        #expect(scenario.grandchild == nil)
        #expect(scenario.child != nil)
        #expect(scenario.log.finished == [family == .child ? "Flow" : family == .navigation ? "Host++" : "Grandchild"])
    }

    @Test(arguments: Family.allCases)
    func cancelledBackGesture_changesNothing(family: Family) async throws {
        let scenario = try await RemovalScenario(family)
        let before = scenario.navigator.tree
        let count = scenario.navigator.changeCount
        try await scenario.navigator.handle(.backSwipe(scenario.childRoot, completed: false)).value()
        #expect(scenario.navigator.tree == before)
        #expect(scenario.navigator.changeCount == count)
        #expect(scenario.log.finished.isEmpty)
    }

    // MARK: - Expectations

    /// The `didFinish` calls, in order: the engine finishes children before parents, content
    /// hosted by a screen before its siblings, and a gesture removes one screen at a time.
    private static func finished(_ family: Family, _ cause: RemovalCause) -> [String] {
        let removed: [String] =
            switch (family, cause) {
            case (.navigation, _): ["Host++", "Host+"]
            case (.child, .backGesture): ["Flow", "DetailCoordinator"]
            case (.child, _): ["DetailCoordinator", "Flow"]
            case (.base, .backGesture): ["Grandchild", "Embedded", "Child"]
            case (.base, _): ["Embedded", "Grandchild", "Child"]
            }
        switch cause {
        case .programmaticPop, .backGesture, .popToRoot: return removed
        case .ancestorFinished: return removed + ["Host"]
        case .tabReset: return removed + ["Host", "Page"]
        }
    }

    private static func tree(_ family: Family, _ cause: RemovalCause) -> String {
        let (kind, screen) =
            switch family {
            case .navigation: ("navigation", "list")
            case .child: ("navigation", "home")
            case .base: ("base", "list")
            }
        switch cause {
        case .programmaticPop, .backGesture, .popToRoot:
            return """
                coordinators
                  c0 Tabs (tabs, root)
                    c1 Page (navigation, tab)
                      c3 Host (\(kind), pushed)
                    c2 Other (navigation, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * page "page"
                        stack c1.stack
                          #1 home
                          #3 \(screen) [c3]
                        other "other"
                        stack c2.stack
                          #2 list
                """
        case .ancestorFinished:
            return """
                coordinators
                  c0 Tabs (tabs, root)
                    c1 Page (navigation, tab)
                    c2 Other (navigation, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * page "page"
                        stack c1.stack
                          #1 home
                        other "other"
                        stack c2.stack
                          #2 list
                """
        case .tabReset:
            return """
                coordinators
                  c0 Tabs (tabs, root)
                    c2 Other (navigation, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                      * other "other"
                        stack c2.stack
                          #2 list
                """
        }
    }
}
