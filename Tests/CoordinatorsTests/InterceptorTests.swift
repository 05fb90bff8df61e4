import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Interceptors see every change before it is committed: they allow it, deny it (nothing
/// changes, the caller gets a typed error), or redirect it (something else happens instead and
/// the refused request, kept as data, can be resumed later).
@MainActor
@Suite struct InterceptorTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func deny_leavesTheStateUnchanged_andThrowsATypedError(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        app.navigator.addInterceptor(NoSheets())
        let before = app.navigator.tree
        app.events.reset()
        do {
            try await app.run { try await home.presentSheet() }
            Issue.record("the sheet was presented")
        } catch let error as NavigationError {
            #expect(error == .denied(by: "no-sheets", reason: "sheets are disabled in this build"))
            #expect(error.description == "denied by no-sheets: sheets are disabled in this build")
        }
        #expect(app.navigator.tree == before)
        #expect(app.events.events.isEmpty)
        try await app.run { try await home.navigateToPushView(id: 1) }
        expectTree(app.navigator, HomeTree.pushedOnce)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func deniedChildStart_dropsTheChild(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        app.navigator.addInterceptor(NoSheets())
        let leaks = LeakCheck()
        await #expect(throws: NavigationError.denied(by: "no-sheets", reason: "sheets are disabled in this build")) {
            try await app.run {
                try await home.navigate(to: leaks.track(DetailCoordinator()), presentationStyle: .sheet)
            }
        }
        #expect(home.children.isEmpty)
        leaks.expectReleased()
        #expect(app.navigator.liveCoordinators.count == 1)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func redirect_presentsLoginInstead_andResumesTheKeptRequestAfterSignIn(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let app = TestNavigator(rendering)
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        let auth = AuthGuard()
        app.navigator.addInterceptor(auth)

        do {
            try await app.run { try await settings.router.navigate(toRoute: .account) }
            Issue.record("the account screen was shown")
        } catch let error as NavigationError {
            #expect(error.description == "redirected by auth-guard: sign in to see your account")
        }
        #expect(
            auth.keptRequest
                == NavigationRequest([
                    .path(ContainerID(owner: settings.id), scope: nil, .push(AnyRoute(SettingsRoute.account)))
                ]))
        expectTree(
            app.navigator,
            """
            coordinators
              c0 SettingsCoordinator (coordinator, root)
            stack c0.stack
              #0 settings
              #1 login (fullScreenCover)
            """)

        let navigator = app.navigator
        _ = try await app.run { try await auth.signIn(on: navigator)?.value() }
        expectTree(
            app.navigator,
            """
            coordinators
              c0 SettingsCoordinator (coordinator, root)
            stack c0.stack
              #0 settings
              #2 account
            """)
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 settings; top #0 settings
            #2 present by program; +#1 login; top #1 login
            #3 replace by program; +#2 account, -#1 login; top #2 account
            """)
        #expect(auth.keptRequest == nil)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func redirectLoop_isCutAtTheLimit_nothingChanges_andTheCallerLearnsWhy(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let looping = LoopingGuard()
        app.navigator.addInterceptor(looping)
        app.navigator.redirectLimit = 3
        let before = app.navigator.tree
        app.events.reset()
        do {
            try await app.run { try await home.navigateToPushView(id: 1) }
            Issue.record("the push was committed")
        } catch let error as NavigationError {
            #expect(error == .redirectLoop(limit: 3))
            #expect(error.description == "interceptors redirected more than 3 times in a row; the request was dropped")
        }
        #expect(looping.consulted == 4)
        #expect(app.navigator.tree == before)
        #expect(app.events.events.isEmpty)
        #expect(app.finish() == .clean)
    }

    @Test func redirectLoop_withTheDefaultLimit_consultsTheInterceptorLimitPlusOneTimes() async throws {
        let (app, home) = try await startedHome(.recording)
        let looping = LoopingGuard()
        app.navigator.addInterceptor(looping)
        let ticket = home.router.send(.push(.push(id: 1)))
        #expect(ticket.error == .redirectLoop(limit: 8))
        #expect(looping.consulted == 9)
        #expect(app.finish() == .clean)
    }

    @Test func interceptorsRunInTheOrderAdded_theFirstThatDoesNotAllowDecides() async throws {
        let (app, home) = try await startedHome(.headless)
        let looping = LoopingGuard()
        let noSheets = app.navigator.addInterceptor(NoSheets())
        app.navigator.addInterceptor(looping)
        await #expect(throws: NavigationError.denied(by: "no-sheets", reason: "sheets are disabled in this build")) {
            try await home.presentSheet()
        }
        #expect(looping.consulted == 0)
        app.navigator.removeInterceptor(noSheets)
        await #expect(throws: NavigationError.redirectLoop(limit: 8)) { try await home.presentSheet() }
        #expect(looping.consulted == 9)
    }
}
