import WayfinderRouting

// The name this type had until 0.3 (issue 39). `NavigationContext` is WayfinderCoordinators'
// context of an owner in the tree, and `import Wayfinder` brings both modules: a deprecated
// alias here would leave that name ambiguous wherever both are imported, the very confusion
// the rename ends. So the old name is unavailable rather than deprecated: where only Stacks is
// imported it fails with the new name and a fix-it; where both are, it means the context.

/// The name ``PathContext`` had until 0.3: one layer of a ``RoutePath``.
@available(*, unavailable, renamed: "PathContext", message: "Wayfinder calls it PathContext since 0.3")
public typealias NavigationContext<Route: RouteType> = PathContext<Route>
