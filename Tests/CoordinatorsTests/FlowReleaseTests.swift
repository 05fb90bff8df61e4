import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A finished flow and everything under it is deallocated: the coordinator, its children, their
/// routers and the modal flows they presented. Proved with weak references.
@MainActor
@Suite struct FlowReleaseTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishFlow_ofAPushedChild_releasesItsChildrenRoutersAndModals(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        do {
            let child = DetailCoordinator()
            try await app.run { try await home.navigate(to: child, presentationStyle: .push) }
            let modal = HomeCoordinator(name: "ModalHome")
            try await app.run { try await child.navigate(to: modal, presentationStyle: .sheet) }
            try await app.run { try await modal.router.navigate(toRoute: .push(id: 7)) }
            let grandchild = DetailCoordinator(first: 8)
            try await app.run { try await modal.navigate(to: grandchild, presentationStyle: .push) }
            try await app.run { try await grandchild.router.present(.sheet) }
            let tabs = CustomAppTabCoordinator()
            try await app.run { try await grandchild.navigate(to: tabs, presentationStyle: .fullScreenCover) }
            leaks.trackTree(child)
            for router in [child.router, modal.router, grandchild.router] {
                leaks.track(router, as: "router")
            }
            leaks.track(tabs.router, as: "tabs router")
            #expect(
                leaks.alive == [
                    "c1 DetailCoordinator", "c2 ModalHome", "c3 DetailCoordinator", "c4 CustomAppTabCoordinator",
                    "c5 HomeCoordinator", "c6 SettingsCoordinator", "router", "router", "router", "tabs router",
                ])
            expectTree(
                app.navigator,
                """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                    c1 DetailCoordinator (coordinator, pushed)
                      c2 ModalHome (coordinator, presented)
                        c3 DetailCoordinator (coordinator, pushed)
                          c4 CustomAppTabCoordinator (tabs, presented)
                            c5 HomeCoordinator (coordinator, tab)
                            c6 SettingsCoordinator (coordinator, tab)
                stack c0.stack
                  #0 actionList
                  #1 push(id: 1) [c1]
                  #2 actionList (sheet, with navigation) [c2]
                  #3 push(id: 7) [c2]
                  #4 push(id: 8) [c3]
                  #5 sheet (sheet, with navigation) [c3]
                  #6 tabs tabBar=CustomTabView (fullScreenCover, with navigation) [c4]
                    tabs c4
                      * home "Home" icon=house.fill
                        stack c5.stack
                          #7 actionList
                        settings "Settings" icon=gearshape.fill
                        stack c6.stack
                          #8 settings
                """)
            try await app.run { try await child.finishFlow() }
            #expect(child.lifecycle == .finished)
        }
        leaks.expectReleased()
        #expect(app.navigator.liveCoordinators.map(\.id) == [home.id])
        expectTree(app.navigator, HomeTree.atRoot)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishFlowWithValue_ofAPresentedChild_releasesIt(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        do {
            let login = leaks.track(LoginCoordinator())
            leaks.track(login.router, as: "login router")
            try await app.run { try await home.navigate(to: login) }
            try await app.run { try await login.finishFlow(with: "ann") }
        }
        leaks.expectReleased()
        #expect(home.children.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishFlow_ofAPresentedTabBar_releasesEveryPageCoordinator(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        do {
            let tabs = CustomAppTabCoordinator()
            try await app.run { try await home.navigate(to: tabs) }
            let settings = try #require(tabs.coordinator(for: .settings) as? SettingsCoordinator)
            try await app.run { try await settings.navigateToItemDetails(id: "a") }
            leaks.trackTree(tabs)
            #expect(leaks.alive == ["c1 CustomAppTabCoordinator", "c2 HomeCoordinator", "c3 SettingsCoordinator"])
            try await app.run { try await tabs.finishFlow() }
        }
        leaks.expectReleased()
        expectTree(app.navigator, HomeTree.atRoot)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishedTabBarStillHeldByItsOwner_releasesItsPageCoordinators(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let app = TestNavigator(rendering)
        let root = AppRootCoordinator()
        try await app.start(root: root)
        let tabs = try await app.run { try await root.showMainTabs() }
        let leaks = LeakCheck()
        for page in tabs.pages {
            leaks.track(coordinator: try #require(tabs.coordinator(for: page)))
        }
        try await app.run { try await tabs.finishFlow() }
        leaks.expectReleased()
        #expect(tabs.getCoordinator(with: 0) == nil)
        #expect(app.navigator.liveCoordinators.count == 1)
    }

    @Test func dismissingAPresentedChildsSheet_byTheParent_releasesTheChild() async throws {
        let (app, home) = try await startedHome(.recording)
        let leaks = LeakCheck()
        do {
            let modal = leaks.track(HomeCoordinator(name: "ModalHome"))
            try await app.run { try await home.navigate(to: modal, presentationStyle: .sheet) }
        }
        #expect(leaks.alive == ["HomeCoordinator"])
        try await app.run { try await home.router.dismiss() }
        leaks.expectReleased()
        #expect(app.navigator.liveCoordinators.count == 1)
    }
}
