import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The seed's Basic Usage: a `HomeCoordinator` pushing, presenting a sheet, presenting the
/// custom tab coordinator, closing, and a child flow ending itself. Every step is checked
/// against the whole rendered tree, with an immediate and a holding renderer.
@MainActor
@Suite struct BasicUsageTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func seedBasicUsage_eachActionOfTheActionList_wholeTreeAfterEachStep(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        expectTree(app.navigator, HomeTree.atRoot)

        try await app.run { try await home.navigateToPushView(id: 3) }
        try await app.run { try await home.presentSheet() }
        expectTree(
            app.navigator,
            """
            coordinators
              c0 HomeCoordinator (coordinator, root)
            stack c0.stack
              #0 actionList
              #1 push(id: 3)
              #2 sheet (sheet, with navigation)
            """)

        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(home.router.routes == [.actionList, .push(id: 3)])
        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(home.router.routes == [.actionList])

        try await app.run { try await home.presentCustomTabs() }
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
              #3 tabs tabBar=CustomTabView (sheet, with navigation) [c1]
                tabs c1
                  * home "Home" icon=house.fill
                    stack c2.stack
                      #4 actionList
                    settings "Settings" icon=gearshape.fill
                    stack c3.stack
                      #5 settings
            """)
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 actionList; top #0 actionList
            #2 push by program; +#1 push(id: 3); top #1 push(id: 3)
            #3 present by program; +#2 sheet; top #2 sheet
            #4 dismiss by program; -#2 sheet; top #1 push(id: 3)
            #5 pop by program; -#1 push(id: 3); top #0 actionList
            #6 present by program; +#3 tabs tabBar=CustomTabView, +#4 actionList, +#5 settings; top #4 actionList
            """)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func pushedChildFlow_endThisCoordinator_removesItsScreensAndReleasesIt(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let leaks = LeakCheck()
        do {
            let child = leaks.track(HomeCoordinator(name: "ChildHome"))
            try await app.run { try await home.navigate(to: child, presentationStyle: .push) }
            try await app.run { try await child.navigateToPushView(id: 2) }
            expectTree(
                app.navigator,
                """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                    c1 ChildHome (coordinator, pushed)
                stack c0.stack
                  #0 actionList
                  #1 actionList [c1]
                  #2 push(id: 2) [c1]
                """)
            #expect(child.router.routes == [.actionList, .push(id: 2)])
            try await app.run { try await child.endThisCoordinator() }
        }
        leaks.expectReleased()
        #expect(home.children.isEmpty)
        expectTree(app.navigator, HomeTree.atRoot)
        #expect(app.finish() == .clean)
    }
}
