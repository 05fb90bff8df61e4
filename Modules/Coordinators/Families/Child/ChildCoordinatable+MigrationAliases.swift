import WayfinderRouting

// The ChildCoordinatable seed's name for its root, and the check it makes with it. The name
// compiles with a deprecation warning that names the Wayfinder type.

/// The ChildCoordinatable seed's `NavigationStackItem`: the route a child's root shows.
@available(
    *, deprecated, renamed: "AnyRoute",
    message: "Wayfinder calls NavigationStackItem AnyRoute (a stack entry is Entry<AnyRoute>)"
)
public typealias NavigationStackItem = AnyRoute

extension ChildCoordinatable {
    /// Whether a screen showing `route` is in ``controlledStack``: the seed's
    /// `canControl(_:)` for an item given by its route.
    ///
    /// - Parameter route: The route of an entry of the shared stack.
    /// - Returns: `true` when an entry the child controls shows `route`.
    public func canControl(_ route: AnyRoute) -> Bool {
        controlledStack.contains { $0.route == route }
    }
}
