import WayfinderRouting
import WayfinderStacks

extension ChildCoordinatable {
    // MARK: - Controlling its region

    /// Removes everything above the child's root, modal layers included.
    ///
    /// - Parameter completion: Called once the change is shown.
    /// - Throws: ``NavigationError`` when refused.
    public func popToChildRoot(_ completion: (@MainActor () -> Void)? = nil) async throws(NavigationError) {
        try await core.perform(.popToChildRoot)
        completion?()
    }

    /// Goes back to `item`, removing everything above it.
    ///
    /// - Parameter item: An entry of ``controlledStack``.
    /// - Throws: ``NavigationError/path(_:container:)`` with `targetBelowScopeRoot` for one of
    ///   the parent's entries.
    public func focusWithinScope(_ item: Entry<AnyRoute>) async throws(NavigationError) {
        try await core.perform(.focusWithinScope(item.id))
    }

    /// Applies any path operation as the child's scope; the bounded scope's rules decide.
    ///
    /// - Parameter operation: What to do, such as `.pop(1)` or `.dismiss(1)`.
    /// - Throws: ``NavigationError/path(_:container:)`` when it would pop beyond the child's root,
    ///   change the parent's entries or dismiss the parent.
    public func perform(_ operation: PathOperation<AnyRoute>) async throws(NavigationError) {
        try await core.perform(operation)
    }

    // MARK: - Routing through the parent

    /// Shows a screen route of the parent from the child's region: the entry belongs to the
    /// child's scope (and carries its attributes).
    ///
    /// - Parameter route: A `@Route` of the parent whose factory returns a screen route.
    /// - Returns: The child.
    /// - Throws: ``CoordinatorFamilyError/noParent(coordinator:request:)`` without a parent, and
    ///   ``NavigationError`` when refused.
    @discardableResult
    public func route<Output: RouteType>(
        to route: KeyPath<Parent, RouteTransition<Parent, RoutePresentation, Void, Output>>
    ) async throws(NavigationError) -> Self {
        try await requireParent("route(to:)").go(route, (), from: core, attributes: [:])
        return self
    }

    /// Shows a screen route of the parent made from `input`, from the child's region.
    ///
    /// - Parameters:
    ///   - route: A `@Route` of the parent whose factory returns a screen route.
    ///   - input: The factory's input.
    /// - Returns: The child.
    /// - Throws: ``CoordinatorFamilyError/noParent(coordinator:request:)`` without a parent, and
    ///   ``NavigationError`` when refused.
    @discardableResult
    public func route<Input, Output: RouteType>(
        to route: KeyPath<Parent, RouteTransition<Parent, RoutePresentation, Input, Output>>,
        _ input: Input
    ) async throws(NavigationError) -> Self {
        try await requireParent("route(to:)").go(route, input, from: core, attributes: [:])
        return self
    }

    /// Starts a child coordinator a route of the parent makes, placed above the child's
    /// screens; the parent owns it.
    ///
    /// - Parameter route: A `@Route` of the parent whose factory returns a coordinator.
    /// - Returns: The started coordinator.
    /// - Throws: ``CoordinatorFamilyError/noParent(coordinator:request:)`` without a parent,
    ///   what the child's `start` threw, as it threw it, and ``NavigationError`` when refused.
    @discardableResult
    public func route<Output: CoordinatorType>(
        to route: KeyPath<Parent, RouteTransition<Parent, RoutePresentation, Void, Output>>
    ) async throws -> Output {
        try await passingAppErrors { () throws(NavigationError) in
            try await requireParent("route(to:)").go(route, (), from: core)
        }
    }

    /// Starts a child coordinator a route of the parent makes from `input`, placed above the
    /// child's screens; the parent owns it.
    ///
    /// - Parameters:
    ///   - route: A `@Route` of the parent whose factory returns a coordinator.
    ///   - input: The factory's input.
    /// - Returns: The started coordinator.
    /// - Throws: ``CoordinatorFamilyError/noParent(coordinator:request:)`` without a parent,
    ///   what the child's `start` threw, as it threw it, and ``NavigationError`` when refused.
    @discardableResult
    public func route<Input, Output: CoordinatorType>(
        to route: KeyPath<Parent, RouteTransition<Parent, RoutePresentation, Input, Output>>,
        _ input: Input
    ) async throws -> Output {
        try await passingAppErrors { () throws(NavigationError) in
            try await requireParent("route(to:)").go(route, input, from: core)
        }
    }

    private func requireParent(_ request: String) throws(NavigationError) -> Parent {
        guard let parent = self.parent as Parent? else {
            throw .family(.noParent(coordinator: core.label, request: request))
        }
        return parent
    }
}
