import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The seed's deep linking with push notifications: whatever the user was doing, the link
/// lands on the item, as one change from the deep link.
///
/// In-place handler: the whole final tree is compared, after renumbering ids
/// (``TreeText/renumberingIDs(_:)``). Ids are never reused, so each start state has issued a
/// different number of them before the link; renumbering keeps every relation ids express
/// (which entry hosts which tabs, which scope an entry belongs to) and drops only that count.
///
/// `forcePresentation` handler: the link presents a new tab bar over whatever is on top and
/// leaves the rest alone, so the final trees differ by design. What is compared is what the
/// link created, the new tab bar's stack subtree and its coordinator subtree (renumbered), and
/// that removing exactly those subtrees gives back the tree from before the link.
@MainActor
@Suite struct DeepLinkTests {
    static let landed = """
        coordinators
          c0 AppRootCoordinator (coordinator, root)
            c1 MainTabCoordinator (tabs, presented)
              c2 HomeCoordinator (coordinator, tab)
              c3 SettingsCoordinator (coordinator, tab)
        stack c0.stack
          #0 launch
          #1 tabs tabBar=standard (fullScreenCover, with navigation) [c1]
            tabs c1
                home "Home" icon=house.fill
                stack c2.stack
                  #2 actionList
              * settings "Settings" icon=gearshape.fill
                stack c3.stack
                  #3 settings
                  #4 itemDetails(id: "product123")
        """

    static let presentedTabBar = """
        #0 tabs tabBar=standard (fullScreenCover, with navigation) [c0]
          tabs c0
              home "Home" icon=house.fill
              stack c1.stack
                #1 actionList
            * settings "Settings" icon=gearshape.fill
              stack c2.stack
                #2 settings
                #3 itemDetails(id: "product123")
        """

    static let presentedCoordinators = """
        c0 MainTabCoordinator (tabs, presented)
          c1 HomeCoordinator (coordinator, tab)
          c2 SettingsCoordinator (coordinator, tab)
        """

    // MARK: - Start states

    @Test(arguments: DeepLinkStartState.allCases)
    func startStates_showWhatTheirNamesSay(_ state: DeepLinkStartState) async throws {
        let start = try await DeepLinkApp(state, rendering: .recording)
        let top = start.app.navigator.tree.topEntry.map { "\($0.id) \($0.route.routeName)" }
        let expected: [DeepLinkStartState: String] = [
            .atRoot: "#2 actionList", .deepInAnotherTab: "#8 push", .sheetUp: "#4 sheet",
            .coverOverSheet: "#5 promo", .transitionInFlight: "#4 push",
        ]
        #expect(top == expected[state])
        #expect((start.app.navigator.inFlight != nil) == (state == .transitionInFlight))
        switch state {
        case .deepInAnotherTab:
            #expect(start.settings.router.routes == [.settings, .account, .itemDetails(id: "old")])
            #expect(start.tabs.currentPage == .home)
        case .coverOverSheet:
            #expect(start.home.router.modals.map(\.route.routeName) == ["sheet"])
            #expect(start.tabs.router.modals.map(\.style) == [.fullScreenCover])
        default:
            break
        }
    }

    // MARK: - In place

    @Test(arguments: DeepLinkStartState.settled, TestNavigator.Rendering.allCases)
    func inPlaceDeepLink_fromEveryStartState_landsOnTheSameTree_inOneChange(
        _ state: DeepLinkStartState, _ rendering: TestNavigator.Rendering
    ) async throws {
        let start = try await DeepLinkApp(state, rendering: rendering)
        let app = start.app
        let changesBefore = app.navigator.changeCount
        try await app.run {
            try await handlePushNotificationDeepLink(targetTab: .settings, itemId: "product123", tabs: start.tabs)
        }
        expectTree(app.navigator, Self.landed, renumberingIDs: true)
        #expect(app.navigator.changeCount == changesBefore + 1)
        #expect(app.events.events.last?.source == .deepLink)
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(SettingsRoute.itemDetails(id: "product123")))
        #expect(app.finish() == .clean)
    }

    @Test func inPlaceDeepLink_whileATransitionIsInFlight_queuesAndAppliesAfterCompletion() async throws {
        let start = try await DeepLinkApp(.transitionInFlight, rendering: .recording)
        let app = start.app
        let renderer = try #require(app.recording)
        #expect(renderer.pending.count == 1)

        let link = Task {
            try await handlePushNotificationDeepLink(targetTab: .settings, itemId: "product123", tabs: start.tabs)
        }
        await Task.yield()
        #expect(app.navigator.queuedCount == 1)
        #expect(start.home.router.routes == [.actionList, .push(id: 4)])

        try await app.run { try await link.value }
        expectTree(app.navigator, Self.landed, renumberingIDs: true)
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 launch; top #0 launch
            #2 present by program; +#1 tabs tabBar=standard, +#2 actionList, +#3 settings; top #2 actionList
            #3 push by program; +#4 push(id: 4); top #4 push(id: 4)
            #4 replace by deepLink; +#5 itemDetails(id: "product123"), -#4 push(id: 4); top #5 itemDetails(id: "product123")
            """)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func seedDeepLink_fromTheAppAtRoot_wholeTreeWithItsOwnIDs(_ rendering: TestNavigator.Rendering) async throws {
        let start = try await DeepLinkApp(.atRoot, rendering: rendering)
        try await start.app.run {
            try await handlePushNotificationDeepLink(targetTab: .settings, itemId: "product123", tabs: start.tabs)
        }
        expectTree(start.app.navigator, Self.landed)
        expectTrace(
            start.app.events,
            """
            #1 push by program; +#0 launch; top #0 launch
            #2 present by program; +#1 tabs tabBar=standard, +#2 actionList, +#3 settings; top #2 actionList
            #3 push by deepLink; +#4 itemDetails(id: "product123"); top #4 itemDetails(id: "product123")
            """)
    }

    // MARK: - forcePresentation

    @Test(arguments: DeepLinkStartState.settled, TestNavigator.Rendering.allCases)
    func forcePresentationDeepLink_fromEveryStartState_presentsTheSameTabBar_andLeavesTheRestAlone(
        _ state: DeepLinkStartState, _ rendering: TestNavigator.Rendering
    ) async throws {
        let start = try await DeepLinkApp(state, rendering: rendering)
        try await expectForcePresentationLands(start)
    }

    @Test func forcePresentationDeepLink_whileATransitionIsInFlight_queuesAndPresentsAfterCompletion() async throws {
        let start = try await DeepLinkApp(.transitionInFlight, rendering: .recording)
        try await expectForcePresentationLands(start)
    }

    private func expectForcePresentationLands(
        _ start: DeepLinkApp, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let app = start.app
        let before = app.navigator.tree.rendered
        let changesBefore = app.navigator.changeCount
        let presented = try await app.run {
            try await handlePushNotificationDeepLinkByForcePresentation(
                targetTab: .settings, itemId: "product123", rootCoordinator: start.root
            )
        }
        let after = app.navigator.tree.rendered
        let entry = try #require(presented.router.entries.first, sourceLocation: sourceLocation)
        let stackPrefix = "\(entry.id) tabs"
        let coordinatorPrefix = "\(presented.id) MainTabCoordinator"

        let stackSubtree = try #require(TreeText.subtree(of: after, at: stackPrefix), sourceLocation: sourceLocation)
        let coordinatorSubtree = try #require(
            TreeText.subtree(of: after, at: coordinatorPrefix), sourceLocation: sourceLocation)
        expectText(
            TreeText.renumberingIDs(stackSubtree), Self.presentedTabBar, what: "presented tab bar",
            sourceLocation: sourceLocation)
        expectText(
            TreeText.renumberingIDs(coordinatorSubtree), Self.presentedCoordinators, what: "presented coordinators",
            sourceLocation: sourceLocation
        )
        let rest = TreeText.removingSubtree(of: after, at: stackPrefix).flatMap {
            TreeText.removingSubtree(of: $0, at: coordinatorPrefix)
        }
        expectText(rest ?? "", before, what: "tree around the presented tab bar", sourceLocation: sourceLocation)

        #expect(app.navigator.changeCount == changesBefore + 1, sourceLocation: sourceLocation)
        #expect(app.events.events.last?.source == .deepLink, sourceLocation: sourceLocation)
        #expect(
            app.navigator.tree.topEntry?.route == AnyRoute(SettingsRoute.itemDetails(id: "product123")),
            sourceLocation: sourceLocation
        )
        #expect(app.finish() == .clean, sourceLocation: sourceLocation)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func forcePresentationDeepLink_fromTheAppAtRoot_isPresentedByTheTopCoordinator(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let start = try await DeepLinkApp(.atRoot, rendering: rendering)
        let presented = try await start.app.run {
            try await handlePushNotificationDeepLinkByForcePresentation(
                targetTab: .settings, itemId: "product123", rootCoordinator: start.root)
        }
        #expect(presented.parent === start.home)
        expectTree(
            start.app.navigator,
            """
            coordinators
              c0 AppRootCoordinator (coordinator, root)
                c1 MainTabCoordinator (tabs, presented)
                  c2 HomeCoordinator (coordinator, tab)
                    c4 MainTabCoordinator (tabs, presented)
                      c5 HomeCoordinator (coordinator, tab)
                      c6 SettingsCoordinator (coordinator, tab)
                  c3 SettingsCoordinator (coordinator, tab)
            stack c0.stack
              #0 launch
              #1 tabs tabBar=standard (fullScreenCover, with navigation) [c1]
                tabs c1
                  * home "Home" icon=house.fill
                    stack c2.stack
                      #2 actionList
                      #4 tabs tabBar=standard (fullScreenCover, with navigation) [c4]
                        tabs c4
                            home "Home" icon=house.fill
                            stack c5.stack
                              #5 actionList
                          * settings "Settings" icon=gearshape.fill
                            stack c6.stack
                              #6 settings
                              #7 itemDetails(id: "product123")
                    settings "Settings" icon=gearshape.fill
                    stack c3.stack
                      #3 settings
            """)
    }
}
