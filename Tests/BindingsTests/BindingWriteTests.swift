import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct BindingWriteTests {
    private func started() async throws -> (Navigator, NavigationBindings, ListCoordinator, ContainerID) {
        let navigator = Navigator()
        let list = ListCoordinator()
        try await navigator.start(root: list)
        try await list.router.navigate(toRoute: .item(1))
        try await list.router.navigate(toRoute: .item(2))
        let container = try #require(navigator.tree.root?.container)
        return (navigator, NavigationBindings(navigator: navigator), list, container)
    }

    @Test func aPathShortenedByTwo_becomesTwoBackSwipes() async throws {
        let (navigator, bindings, _, container) = try await started()
        let root = try #require(bindings.projection.root?.root)
        let write = bindings.setPath([], ofLayerOpenedBy: root.id, in: container)
        #expect(write.tickets.count == 2)
        #expect(navigator.tree.root?.entries.map(\.route.routeName) == ["list"])
    }

    @Test func theSamePathWrittenTwice_isUnchangedTheSecondTime() async throws {
        let (navigator, bindings, _, container) = try await started()
        let stack = try #require(bindings.projection.root)
        let root = try #require(stack.root)
        let shorter = [stack.path[0].id]
        #expect(bindings.setPath(shorter, ofLayerOpenedBy: root.id, in: container).tickets.count == 1)
        #expect(bindings.setPath(shorter, ofLayerOpenedBy: root.id, in: container).tickets.isEmpty)
        #expect(navigator.tree.root?.entries.count == 2)
    }

    @Test func aLongerPath_isIgnored_pushesGoThroughTheNavigator() async throws {
        let (navigator, bindings, _, container) = try await started()
        let stack = try #require(bindings.projection.root)
        let root = try #require(stack.root)
        let write = bindings.setPath(
            stack.path.map(\.id) + [EntryID(serial: 99)], ofLayerOpenedBy: root.id, in: container)
        #expect(write.ignoredReason == "a UI can only shorten the path over list; pushes go through the navigator")
        #expect(navigator.tree.root?.entries.count == 3)
    }

    @Test func aSheetSetToNil_isASwipeDown_andAStaleOneIsIgnored() async throws {
        let (navigator, bindings, list, container) = try await started()
        try await list.router.present(.sheet, presentationStyle: nil)
        let sheet = try #require(bindings.projection.root?.modals.first)
        #expect(bindings.dismissItem(sheet.id, in: container).tickets.count == 1)
        #expect(navigator.tree.root?.entries.count == 3)
        #expect(bindings.dismissItem(sheet.id, in: container).ignoredReason == "\(sheet.id) is no longer presented")
    }

    @Test func aWriteUnderAnotherLayer_isIgnored() async throws {
        let (navigator, bindings, list, container) = try await started()
        try await list.router.present(.cover, presentationStyle: nil)
        let root = try #require(bindings.projection.root?.root)
        let write = bindings.setPath([], ofLayerOpenedBy: root.id, in: container)
        #expect(write.ignoredReason == "item is covered by cover")
        #expect(navigator.tree.root?.entries.count == 4)
    }

    @Test func aWriteRepeatedWhileItsGestureWaits_isIgnored() async throws {
        let renderer = HeldRenderer()
        let driver = RenderDriver(renderer: renderer)
        let navigator = Navigator(renderer: driver)
        let list = ListCoordinator()
        renderer.finishAtOnce = true
        try await navigator.start(root: list)
        try await list.router.navigate(toRoute: .item(1))
        try await list.router.present(.sheet, presentationStyle: nil, withNavigation: true)
        renderer.finishAtOnce = false
        let container = try #require(navigator.tree.root?.container)
        let bindings = NavigationBindings(navigator: navigator)
        // A change in flight: the gesture waits in the queue.
        list.router.send(.push(.item(2)))
        let sheet = try #require(bindings.projection.root?.modals.first)
        #expect(navigator.inFlight != nil)
        let first = bindings.dismissItem(sheet.id, in: container)
        let second = bindings.dismissItem(sheet.id, in: container)
        #expect(first.tickets.count == 1)
        #expect(second.ignoredReason == "dismissing sheet was already reported")
        renderer.finishAtOnce = true
        let step = try #require(driver.current)
        driver.transitionFinished(change: step.change, step: step.index)
        #expect(navigator.tree.root?.entries.map(\.route.routeName) == ["list", "item"])
    }

    @Test func selectingATab_isATabTap_andAMissingPageIsIgnored() async throws {
        let navigator = Navigator()
        let tabs = PagesCoordinator()
        try await navigator.start(root: tabs)
        let bindings = NavigationBindings(navigator: navigator)
        #expect(bindings.selectTab(1, of: tabs.id).tickets.count == 1)
        #expect(bindings.projection.tabBar(tabs.id)?.selection == 1)
        #expect(
            bindings.selectTab(5, of: tabs.id).ignoredReason
                == "the tab bar has no page #5; its pages are [\"first\", \"second\"]")
    }
}
