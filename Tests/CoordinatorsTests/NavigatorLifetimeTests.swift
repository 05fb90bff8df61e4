import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The seed's `App` keeps only its root coordinator (`var appRootCoordinator =
/// AppRootCoordinator()`). In Wayfinder coordinators hold their navigator weakly, so the app
/// must keep the ``Navigator``; one that does not is told so by every coordinator and every
/// call, never by a silent empty stack.
@MainActor
@Suite struct NavigatorLifetimeTests {
    /// The seed's pattern: the navigator is a local, only the root coordinator is kept.
    private func seedApp() async throws -> (HomeCoordinator, DetailCoordinator, weakNavigator: () -> Navigator?) {
        let root = HomeCoordinator()
        let detail = DetailCoordinator()
        weak var lost: Navigator?
        do {
            let navigator = Navigator()
            try await navigator.start(root: root)
            try await root.navigate(to: detail)
            lost = navigator
        }
        return (root, detail, { lost })
    }

    @Test func seedAppKeepingOnlyItsRootCoordinator_everyCoordinatorSaysTheNavigatorIsGone() async throws {
        let (root, detail, navigator) = try await seedApp()
        #expect(navigator() == nil)
        #expect(root.lifecycle == .navigatorGone)
        #expect(detail.lifecycle == .navigatorGone)
        #expect(root.router.stack.isEmpty)
    }

    @Test func seedAppKeepingOnlyItsRootCoordinator_everyCallFailsWithNavigatorGone() async throws {
        let (root, detail, _) = try await seedApp()
        await #expect(throws: NavigationError.navigatorGone) { try await root.router.navigate(toRoute: .push(id: 1)) }
        await #expect(throws: NavigationError.navigatorGone) { try await detail.router.pop() }
        await #expect(throws: NavigationError.navigatorGone) { try await detail.finishFlow() }
        await #expect(throws: NavigationError.navigatorGone) { try await root.navigate(to: DetailCoordinator()) }
        await #expect(throws: NavigationError.navigatorGone) { try await root.restart() }
        await #expect(throws: NavigationError.navigatorGone) {
            try await DetailCoordinator().forcePresentation(mainCoordinator: root)
        }
        await #expect(throws: NavigationError.navigatorGone) { _ = try await detail.result(as: Int.self) }
        #expect(root.router.send(.push(.push(id: 2))).error == .navigatorGone)
    }

    @Test func navigatorGone_saysWhatToKeep() {
        #expect(
            NavigationError.navigatorGone.description
                == "the navigator was released; keep the Navigator for as long as its coordinators are used "
                + "(coordinators hold it weakly)")
    }

    @Test func appKeepingTheNavigator_keepsEveryCoordinatorActive() async throws {
        let navigator = Navigator()
        weak var root: HomeCoordinator?
        do {
            let home = HomeCoordinator()
            try await navigator.start(root: home)
            root = home
        }
        #expect(root?.lifecycle == .active)
        try await root?.router.navigate(toRoute: .push(id: 1))
        #expect(navigator.tree.topEntry?.route == AnyRoute(HomeRoute.push(id: 1)))
    }

    @Test func appLettingGoOfBoth_releasesNavigatorAndCoordinators_noCycle() async throws {
        weak var lostNavigator: Navigator?
        weak var lostRoot: HomeCoordinator?
        weak var lostDetail: DetailCoordinator?
        do {
            let navigator = Navigator()
            let root = HomeCoordinator()
            let detail = DetailCoordinator()
            try await navigator.start(root: root)
            try await root.navigate(to: detail)
            lostNavigator = navigator
            lostRoot = root
            lostDetail = detail
        }
        #expect(lostNavigator == nil && lostRoot == nil && lostDetail == nil)
    }
}
