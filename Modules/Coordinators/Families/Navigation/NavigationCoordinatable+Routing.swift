import WayfinderRouting
import WayfinderStacks

extension NavigationCoordinatable {
    // MARK: - Routing to screens

    /// Shows the screen a route without input makes: `route(to: \.settings)`.
    ///
    /// - Parameter route: A `@Route` property whose factory returns a screen route.
    /// - Returns: This coordinator.
    /// - Throws: ``NavigationError`` when refused; nothing changed then.
    @discardableResult
    public func route<Output: RouteType>(
        to route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Void, Output>>
    ) async throws(NavigationError) -> Self {
        try await go(route, (), from: core, attributes: ownedStackAttributes)
        return self
    }

    /// Shows the screen a route makes from `input`: `route(to: \.detail, 3)`.
    ///
    /// - Parameters:
    ///   - route: A `@Route` property whose factory returns a screen route.
    ///   - input: The factory's input, kept as data in the entry.
    /// - Returns: This coordinator.
    /// - Throws: ``NavigationError`` when refused; nothing changed then.
    @discardableResult
    public func route<Input, Output: RouteType>(
        to route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>,
        _ input: Input
    ) async throws(NavigationError) -> Self {
        try await go(route, input, from: core, attributes: ownedStackAttributes)
        return self
    }

    // MARK: - Routing to child coordinators

    /// Starts the child coordinator a route without input makes, pushed or presented from this
    /// coordinator, in one transaction.
    ///
    /// - Parameter route: A `@Route` property whose factory returns a coordinator.
    /// - Returns: The started child.
    /// - Throws: What the child's `start` threw, as it threw it; ``NavigationError`` when
    ///   refused, or when the child showed nothing.
    @discardableResult
    public func route<Output: CoordinatorType>(
        to route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Void, Output>>
    ) async throws -> Output {
        try await passingAppErrors { () throws(NavigationError) in try await go(route, (), from: core) }
    }

    /// Starts the child coordinator a route makes from `input`.
    ///
    /// - Parameters:
    ///   - route: A `@Route` property whose factory returns a coordinator.
    ///   - input: The factory's input.
    /// - Returns: The started child.
    /// - Throws: What the child's `start` threw, as it threw it; ``NavigationError`` when
    ///   refused, or when the child showed nothing.
    @discardableResult
    public func route<Input, Output: CoordinatorType>(
        to route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>,
        _ input: Input
    ) async throws -> Output {
        try await passingAppErrors { () throws(NavigationError) in try await go(route, input, from: core) }
    }

    // MARK: - Engine

    /// Shows a screen route of this coordinator on behalf of `actor` (this coordinator, or a
    /// child coordinatable delegating to it).
    func go<Input, Output: RouteType>(
        _ route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>,
        _ input: Input,
        from actor: CoordinatorCore,
        attributes: [String: String]
    ) async throws(NavigationError) {
        let transition = self[keyPath: route]
        let presentation = transition.presentation
        try await actor.show(
            AnyRoute(try keyPathRoute(transition, input)), style: presentation.style,
            withNavigation: presentation.withNavigation, attributes: attributes)
    }

    /// Starts the child a route of this coordinator makes, placed in `actor`'s region; this
    /// coordinator becomes its parent and remembers the route that made it.
    func go<Input, Output: CoordinatorType>(
        _ route: KeyPath<Self, RouteTransition<Self, RoutePresentation, Input, Output>>,
        _ input: Input,
        from actor: CoordinatorCore
    ) async throws(NavigationError) -> Output {
        let transition = self[keyPath: route]
        let mark = try routeMark(transition, input)
        let child = transition.make(self, input)
        let presentation = transition.presentation
        try await core.place(child, in: actor, style: presentation.style, policy: presentation.policy) {
            try await child.start(animated: true)
        }
        stack.mark(child, mark)
        return child
    }
}
