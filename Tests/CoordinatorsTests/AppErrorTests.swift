import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The seed's `start()` that refuses to run: the app's own error type.
struct NotLoggedIn: Error, Equatable {}

/// A flow whose `start` throws the app's own error before showing anything.
final class GuardedCoordinator: Coordinator<AppRoute> {
    override func start(animated: Bool = true) async throws {
        throw NotLoggedIn()
    }
}

/// A flow whose `start` shows its screen, then starts a guarded child, passing its error on.
final class OuterCoordinator: Coordinator<AppRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .promo, animated: animated)
        try await navigate(to: GuardedCoordinator(), presentationStyle: .sheet)
    }
}

/// A flow that starts normally the first time and refuses a restart.
final class OnceCoordinator: Coordinator<AppRoute> {
    var starts = 0
    override func start(animated: Bool = true) async throws {
        starts += 1
        if starts > 1 { throw NotLoggedIn() }
        try await startFlow(route: .promo, animated: animated)
    }
}

/// A base coordinator showing one screen, to host embedded children.
final class HostScreenCoordinator: BaseCoordinator {
    override func build() -> AnyRoute { AnyRoute(DefaultRoute("host")) }
}

/// An error the app throws from a coordinator's `start` (or any override the engine calls)
/// reaches whoever started it as that error, catchable by its own type.
@MainActor
@Suite struct AppErrorTests {
    @Test func rootStartThrowing_reachesTheCallerOfNavigatorStart_asTheAppsOwnError() async throws {
        let navigator = Navigator()
        await #expect(throws: NotLoggedIn.self) { try await navigator.start(root: GuardedCoordinator()) }
        #expect(navigator.root == nil)
        #expect(navigator.tree == .empty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func childStartThrowing_reachesNavigateTo_asTheAppsOwnError_andNothingChanges(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let child = GuardedCoordinator()
        do {
            try await app.run { try await home.navigate(to: child) }
            Issue.record("navigate(to:) did not throw")
        } catch let error as NotLoggedIn {
            #expect(error == NotLoggedIn())
        }
        expectTree(app.navigator, HomeTree.atRoot)
        #expect(child.lifecycle == .finished && home.children.isEmpty)
        #expect(app.finish() == .clean)
    }

    @Test func grandchildStartThrowing_reachesTheOutermostCaller_asTheAppsOwnError() async throws {
        let (app, home) = try await startedHome(.headless)
        await #expect(throws: NotLoggedIn.self) { try await home.navigate(to: OuterCoordinator()) }
        expectTree(app.navigator, HomeTree.atRoot)
    }

    @Test func restartThrowing_reachesTheCaller_asTheAppsOwnError_andKeepsTheScreens() async throws {
        let (app, home) = try await startedHome(.headless)
        let once = OnceCoordinator()
        try await home.navigate(to: once, presentationStyle: .sheet)
        let before = app.navigator.tree
        await #expect(throws: NotLoggedIn.self) { try await once.restart() }
        #expect(app.navigator.tree == before)
        #expect(once.lifecycle == .active)
    }

    @Test func forcePresentationThrowing_reachesTheCaller_asTheAppsOwnError() async throws {
        let (app, home) = try await startedHome(.headless)
        await #expect(throws: NotLoggedIn.self) {
            try await GuardedCoordinator().forcePresentation(mainCoordinator: home)
        }
        expectTree(app.navigator, HomeTree.atRoot)
    }

    @Test func presentExpectingThrowing_reachesTheCaller_asTheAppsOwnError() async throws {
        let (app, home) = try await startedHome(.headless)
        await #expect(throws: NotLoggedIn.self) {
            _ = try await home.present(GuardedCoordinator(), expecting: String.self)
        }
        expectTree(app.navigator, HomeTree.atRoot)
    }

    @Test func embeddedChildStartThrowing_reachesTheCaller_asTheAppsOwnError() async throws {
        let navigator = Navigator()
        let host = HostScreenCoordinator()
        try await navigator.start(root: host)
        let before = navigator.tree
        await #expect(throws: NotLoggedIn.self) { try await host.embed(GuardedCoordinator(), in: "map") }
        await #expect(throws: NotLoggedIn.self) { try await host.showDetail(GuardedCoordinator()) }
        #expect(navigator.tree == before)
        #expect(host.childCoordinators.isEmpty)
    }

    @Test func refusalsStillArriveAsNavigationErrors() async throws {
        let (app, home) = try await startedHome(.headless)
        try await home.navigate(to: DetailCoordinator())
        await #expect(throws: NavigationError.alreadyStarted(CoordinatorID(0))) {
            try await Navigator().start(root: home)
        }
        withExtendedLifetime(app) {}
    }
}
