import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The seed's TabCoordinator: pages with their own coordinators and stacks, selection, and
/// finding the coordinator of a page.
@MainActor
@Suite struct TabCoordinatorTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func seedTabExample_presentedFullScreenFromAParent_wholeTree(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let root = HomeCoordinator()
        try await app.start(root: root)
        let tabCoordinator = CustomAppTabCoordinator()
        try await app.run { try await root.navigate(to: tabCoordinator, presentationStyle: .fullScreenCover) }
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
                c1 CustomAppTabCoordinator (tabs, presented)
                  c2 HomeCoordinator (coordinator, tab)
                  c3 SettingsCoordinator (coordinator, tab)
            stack c0.stack
              #0 actionList
              #1 tabs tabBar=CustomTabView (fullScreenCover, with navigation) [c1]
                tabs c1
                  * home "Home" icon=house.fill
                    stack c2.stack
                      #2 actionList
                    settings "Settings" icon=gearshape.fill
                    stack c3.stack
                      #3 settings
            """)
        #expect(tabCoordinator.pages == [.home, .settings])
        #expect(tabCoordinator.currentPage == .home)
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(HomeRoute.actionList))
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func eachTabHasItsOwnStack_selectionShowsItsTop(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        let settings = try #require(tabs.coordinator(for: .settings) as? SettingsCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.navigateToPushView(id: 2) }
        try await app.run { try await settings.navigateToItemDetails(id: "a") }
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        #expect(settings.router.routes == [.settings, .itemDetails(id: "a")])
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(HomeRoute.push(id: 2)))

        try await app.run { try await tabs.selectPage(.settings) }
        #expect(tabs.currentPage == .settings)
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(SettingsRoute.itemDetails(id: "a")))
        try await app.run { try await settings.router.pop() }
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        expectTree(
            app.navigator,
            """
            coordinators
              c0 CustomAppTabCoordinator (tabs, root)
                c1 HomeCoordinator (coordinator, tab)
                c2 SettingsCoordinator (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=CustomTabView
                tabs c0
                    home "Home" icon=house.fill
                    stack c1.stack
                      #1 actionList
                      #3 push(id: 1)
                      #4 push(id: 2)
                  * settings "Settings" icon=gearshape.fill
                    stack c2.stack
                      #2 settings
            """)
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 tabs tabBar=CustomTabView, +#1 actionList, +#2 settings; top #1 actionList
            #2 push by program; +#3 push(id: 1); top #3 push(id: 1)
            #3 push by program; +#4 push(id: 2); top #4 push(id: 2)
            #4 push by program; +#5 itemDetails(id: "a"); top #4 push(id: 2)
            #5 selectTab by program; top #5 itemDetails(id: "a")
            #6 pop by program; -#5 itemDetails(id: "a"); top #2 settings
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func settingCurrentPage_selectsIt_likeTheSeedsPublishedProperty(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering, initialPage: .settings)
        #expect(tabs.currentPage == .settings)
        tabs.currentPage = .home
        try app.completeAll()
        #expect(tabs.currentPage == .home)
        #expect(app.events.kinds == [.push, .selectTab])
    }

    @Test func getCoordinatorSelected_returnsTheSelectedPagesCoordinator() async throws {
        let (app, tabs) = try await startedTabs(.headless, initialPage: .settings)
        #expect(app.navigator.root === tabs)
        let selected = try tabs.getCoordinatorSelected()
        #expect(selected is SettingsCoordinator)
        #expect(selected === tabs.coordinator(for: .settings))
        #expect(selected.id == CoordinatorID(2))
    }

    @Test func getCoordinatorSelected_beforeTheTabBarStarted_throwsTabCoordinatorError() {
        let tabs = CustomAppTabCoordinator()
        #expect(throws: TabCoordinatorError.coordinatorSelected) { try tabs.getCoordinatorSelected() }
        #expect(TabCoordinatorError.coordinatorSelected.description == "no coordinator runs the selected tab")
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func getCoordinatorSelected_afterTheTabBarFinished_throwsTabCoordinatorError(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let tabs = CustomAppTabCoordinator()
        try await app.run { try await home.navigate(to: tabs) }
        #expect(try tabs.getCoordinatorSelected() is HomeCoordinator)
        try await app.run { try await tabs.finishFlow() }
        #expect(throws: TabCoordinatorError.coordinatorSelected) { try tabs.getCoordinatorSelected() }
    }

    @Test func getCoordinatorWith_returnsThePageCoordinatorAtThatPosition_orNil() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        #expect(app.navigator.root === tabs)
        #expect(tabs.getCoordinator(with: 0) is HomeCoordinator)
        #expect(tabs.getCoordinator(with: 1) is SettingsCoordinator)
        #expect(tabs.getCoordinator(with: 1) === tabs.coordinator(for: .settings))
        #expect(tabs.getCoordinator(with: 2) == nil)
        #expect(tabs.getCoordinator(with: -1) == nil)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func tappingAnotherTab_selectsIt_asAUserChange(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        app.events.reset()
        app.navigator.handle(.tabTapped(tabs.id, index: 1))
        try app.completeAll()
        #expect(tabs.currentPage == .settings)
        expectTrace(
            app.events,
            """
            #2 selectTab by user; top #2 settings
            """)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func tappingATabThatDoesNotExist_isRefused(_ rendering: TestNavigator.Rendering) async throws {
        let (app, tabs) = try await startedTabs(rendering)
        let ticket = app.navigator.handle(.tabTapped(tabs.id, index: 4))
        #expect(ticket.error?.description == "tab bar c0 has no tab #4; pages: home, settings")
        let unknownBar = app.navigator.handle(.tabTapped(CoordinatorID(9), index: 0))
        #expect(unknownBar.error?.description == "coordinator c9 has no tab bar")
        #expect(app.navigator.changeCount == 1)
    }
}
