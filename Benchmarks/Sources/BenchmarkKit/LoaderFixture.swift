import WayfinderCoordinators
import WayfinderRouting

// Issue 41: what a route loader costs a push.

extension RouterFixture {
    /// Loads every `item` screen with a loader that returns at once (its entry's id): the
    /// `routerLoader` scenario, a push that starts one loader and commits when it is done.
    public func loadItems() {
        navigator.loaders.register(RouteLoader("item") { $0.entry }, forRoute: "item")
    }

    /// Registers a loader for a route the scenario never pushes: the `routerLoaderElsewhere`
    /// scenario, the cost of looking for a loader that the pushed route does not have.
    public func loadElsewhere() {
        navigator.loaders.register(RouteLoader("reviews") { $0.entry }, forRoute: "reviews")
    }
}

extension NamedRouterFixture {
    /// ``RouterFixture/loadElsewhere()`` for routes named by a `switch`: the
    /// `routerNamedLoaderElsewhere` scenario, where looking up the pushed route's name is cheap.
    public func loadElsewhere() {
        navigator.loaders.register(RouteLoader("reviews") { $0.entry }, forRoute: "reviews")
    }
}
