import WayfinderRouting
import WayfinderStacks

extension NavigationCoordinatable {
    // MARK: - Going back

    /// Removes everything above this coordinator's root, modal layers included.
    ///
    /// - Parameter completion: Called once the change is shown.
    /// - Throws: ``NavigationError`` when refused.
    public func popToRoot(_ completion: (@MainActor () -> Void)? = nil) async throws(NavigationError) {
        try await core.perform(core.placement?.isScope == true ? .popToChildRoot : .goBackToRoot)
        completion?()
    }

    /// Removes this coordinator's screens from the coordinator that showed it; the engine then
    /// finishes it and its children.
    ///
    /// - Parameter completion: Called once the change is shown.
    /// - Throws: ``NavigationError/rootCannotFinish(_:)`` or ``NavigationError/ownedCannotFinish(_:placement:)`` for the navigator's root and tab pages.
    public func dismissCoordinator(_ completion: (@MainActor () -> Void)? = nil) async throws(NavigationError) {
        try await core.endPlacement()
        completion?()
    }

    // MARK: - Focusing

    /// Goes back to the first (lowest) screen this coordinator showed through `route`, with
    /// any input, removing everything above it.
    ///
    /// - Parameter route: A `@Route` property whose factory returns a screen route.
    /// - Returns: This coordinator.
    /// - Throws: ``NavigationError/path(_:container:)`` with `targetNotFound` when the route is
    ///   not in the stack.
    @discardableResult
    public func focusFirst<Input, Output: RouteType>(
        _ route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>
    ) async throws(NavigationError) -> Self {
        try await focus(screen: route, input: nil)
        return self
    }

    /// Goes back to the first screen this coordinator showed through `route` with `input`.
    ///
    /// - Parameters:
    ///   - route: A `@Route` property whose factory returns a screen route.
    ///   - input: The input the screen was made with (compared as data).
    /// - Returns: This coordinator.
    /// - Throws: ``NavigationError/path(_:container:)`` with `targetNotFound` when not found.
    @discardableResult
    public func focusFirst<Input: Encodable, Output: RouteType>(
        _ route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>,
        _ input: Input
    ) async throws(NavigationError) -> Self {
        try await focus(screen: route, input: try routeMark(self[keyPath: route], input).input)
        return self
    }

    /// Goes back to the first child coordinator `route` made, removing everything above its
    /// first screen.
    ///
    /// - Parameter route: A `@Route` property whose factory returns a coordinator.
    /// - Returns: The child.
    /// - Throws: ``NavigationError/path(_:container:)`` with `targetNotFound` when no child made
    ///   by the route is in the stack.
    @discardableResult
    public func focusFirst<Input, Output: CoordinatorType>(
        _ route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>
    ) async throws(NavigationError) -> Output {
        try await focus(child: route, input: nil)
    }

    /// Goes back to the first child coordinator `route` made from `input`.
    ///
    /// - Parameters:
    ///   - route: A `@Route` property whose factory returns a coordinator.
    ///   - input: The input the child was made with (compared as data).
    /// - Returns: The child.
    /// - Throws: ``NavigationError/path(_:container:)`` with `targetNotFound` when not found.
    @discardableResult
    public func focusFirst<Input: Encodable, Output: CoordinatorType>(
        _ route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>,
        _ input: Input
    ) async throws(NavigationError) -> Output {
        try await focus(child: route, input: try routeMark(self[keyPath: route], input).input)
    }

    // MARK: - Switching roots

    /// Replaces everything this coordinator shows with a root: `root(\.loggedOut)`. Children it
    /// started are finished.
    ///
    /// - Parameter route: A `@Root` property.
    /// - Returns: This coordinator.
    /// - Throws: ``NavigationError`` when refused.
    @discardableResult
    public func root<Output: RouteType>(
        _ route: KeyPath<Self, RouteTransition<Self, RootSwitch, Void, Output>>
    ) async throws(NavigationError) -> Self {
        try await root(route, ())
    }

    /// Replaces everything this coordinator shows with a root made from `input`:
    /// `root(\.welcome, "Ada")`. Children it started are finished.
    ///
    /// - Parameters:
    ///   - route: A `@Root` property.
    ///   - input: The root factory's input.
    /// - Returns: This coordinator.
    /// - Throws: ``NavigationError`` when refused.
    @discardableResult
    public func root<Input, Output: RouteType>(
        _ route: KeyPath<Self, RouteTransition<Self, RootSwitch, Input, Output>>, _ input: Input
    ) async throws(NavigationError) -> Self {
        try await core.showRoot(
            AnyRoute(try keyPathRoute(self[keyPath: route], input)), style: nil, attributes: ownedStackAttributes)
        return self
    }

    /// Whether the root screen is the one `route` makes.
    ///
    /// - Parameter route: A `@Root` property.
    /// - Returns: `true` when this coordinator's first entry was made by `route`.
    public func isRoot<Input, Output: RouteType>(
        _ route: KeyPath<Self, RouteTransition<Self, RootSwitch, Input, Output>>
    ) -> Bool {
        guard let name = try? registeredName(of: self[keyPath: route].identity) else { return false }
        return stack.entries.first?.route.base(as: KeyPathRoute.self)?.name == name
    }

    // MARK: - Engine

    private func focus<Input, Output>(
        screen route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>, input: RouteInput?
    ) async throws(NavigationError) {
        let name = try registeredName(of: self[keyPath: route].identity)
        let scope = core.target?.scope
        let match = stack.entries.first { entry in
            guard entry.scope == scope, let made = entry.route.base(as: KeyPathRoute.self) else { return false }
            return made.name == name && (input == nil || made.input == input)
        }
        guard let match else { throw notFound(name, input) }
        try await core.perform(.focusWithinScope(match.id))
    }

    private func focus<Input, Output: CoordinatorType>(
        child route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>, input: RouteInput?
    ) async throws(NavigationError) -> Output {
        let name = try registeredName(of: self[keyPath: route].identity)
        let entries = stack.entries
        let state = navigator?.currentState ?? NavigationState()
        let found = core.children.compactMap { child -> (child: Output, index: Int)? in
            guard let output = child as? Output, let mark = stack.childRoutes[ObjectIdentifier(child)],
                mark.name == name, input == nil || mark.input == input,
                let root = child.core.rootEntry(in: state), let index = entries.firstIndex(where: { $0.id == root })
            else { return nil }
            return (output, index)
        }.min { $0.index < $1.index }
        guard let found else { throw notFound(name, input) }
        try await core.perform(.focusWithinScope(entries[found.index].id))
        return found.child
    }

    /// The refusal of a `focusFirst` that found nothing, listing the entries searched.
    private func notFound(_ name: String, _ input: RouteInput?) -> NavigationError {
        let target = "made by route '\(name)'" + (input.map { " with input \($0)" } ?? "")
        let container = core.target?.container ?? ContainerID(owner: id)
        let request = "focusFirst(\\.\(name))"
        return .path(
            .targetNotFound(request: request, target: target, path: stack.entries.map(\.description)),
            container: container)
    }
}
