import WayfinderCoordinators
import WayfinderRouting

/// A headless navigator whose root is one stack coordinator, optionally with four plugins.
@MainActor
public final class RouterFixture {
    public let navigator: Navigator
    public let root: StackCoordinator
    let log: EventLog?

    /// Starts the navigator, with the four plugins of ``Navigator/installBenchmarkPlugins()`` or none,
    /// and with a ``NavigationJournal`` of the default capacity when `journal` (off by default,
    /// as in an app: the `router0` figure is the journal-off cost).
    public init(plugins: Bool, journal: Bool = false) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        log = plugins ? navigator.installBenchmarkPlugins() : nil
        root = StackCoordinator(root: .home)
        try await navigator.start(root: root)
        if journal { navigator.journal = NavigationJournal() }
    }

    /// `navigate(toRoute:)` then `pop()`, `count` times: two transactions each.
    public func pushPop(_ count: Int) async throws {
        for index in 0..<count {
            try await root.router.navigate(toRoute: .item(id: index))
            try await root.router.pop()
        }
    }

    /// Pushes `depth` routes in one transaction (unmeasured set-up for popToRoot).
    public func fill(depth: Int) async throws {
        try await navigator.transaction {
            for index in 0..<depth {
                try await root.router.navigate(toRoute: .pushed(index))
            }
        }
    }
}

/// ``RouterFixture`` with routes named as `@RouteNames` names them (``NamedBenchRoute``).
@MainActor
public final class NamedRouterFixture {
    /// A coordinator whose screens are named routes.
    final class Root: Coordinator<NamedBenchRoute> {
        override func start(animated: Bool = true) async throws {
            try await startFlow(route: NamedBenchRoute(.home), animated: animated)
        }
    }

    let navigator: Navigator
    let root = Root()
    let log: EventLog?

    /// Starts the navigator, with the four plugins of ``Navigator/installBenchmarkPlugins()`` or none,
    /// and with a ``NavigationJournal`` of the default capacity when `journal` (off by default:
    /// the `router4named` figure is the journal-off cost).
    public init(plugins: Bool, journal: Bool = false) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        log = plugins ? navigator.installBenchmarkPlugins() : nil
        try await navigator.start(root: root)
        if journal { navigator.journal = NavigationJournal() }
    }

    /// `navigate(toRoute:)` then `pop()`, `count` times: two transactions each.
    public func pushPop(_ count: Int) async throws {
        for index in 0..<count {
            try await root.router.navigate(toRoute: NamedBenchRoute(.item(id: index)))
            try await root.router.pop()
        }
    }
}
