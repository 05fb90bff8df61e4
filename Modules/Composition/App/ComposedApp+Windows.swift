import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
    // MARK: - Opening windows

    /// Opens a window and focuses it, in one transaction: one whose first screen is `route`
    /// with `parameters`, or, without a route, one that starts as the manifest's
    /// `windows: start:` says (the app's root coordinator by default). The limit of
    /// `windows: max:` holds.
    ///
    /// ```swift
    /// let window = try await app.openWindow(showing: "item", parameters: ["id": .int(3)])
    /// ```
    ///
    /// - Parameters:
    ///   - route: The route the window shows first, or `nil`.
    ///   - parameters: The route's parameters, checked against its declaration.
    ///   - source: Who asks: the program, a deep link, the user (a "New window" control).
    /// - Returns: The new window's id.
    /// - Throws: ``CompositionError/unknownRoute(_:)`` and
    ///   ``CompositionError/invalidParameters(route:reason:)`` for a route that cannot be shown,
    ///   ``CompositionError/navigation(_:request:)`` when the limit is reached or an interceptor
    ///   refuses; nothing changed then.
    @discardableResult
    public func openWindow(
        showing route: String? = nil, parameters: [String: ParameterValue] = [:], source: NavigationSource = .program
    ) async throws(CompositionError) -> WindowID {
        let shown = try route.map { name throws(CompositionError) in try factory.route(name, parameters: parameters) }
        let root = try windowRoot(showing: shown)
        return try await windowing("window open" + (route.map { " \($0)" } ?? "")) {
            try await self.navigator.openWindow(root: root, source: source)
        }
    }

    /// Tears a screen, and the screens above it, off into a new window that starts as
    /// ``openWindow(showing:parameters:source:)`` starts one without a route; the screens go on
    /// top of its first screen with their ids, contexts and saved state, and it gets focus.
    ///
    /// - Parameters:
    ///   - entry: A screen that may move (`Navigator.moveEntry(_:to:source:animated:)` says which).
    ///   - source: Who asks.
    /// - Returns: The new window's id.
    /// - Throws: ``CompositionError/navigation(_:request:)`` for a screen that cannot move, the
    ///   limit, or an interceptor's refusal; nothing changed then.
    @discardableResult
    public func moveToNewWindow(
        _ entry: EntryID, source: NavigationSource = .program
    ) async throws(CompositionError)
        -> WindowID
    {
        let root = try windowRoot(showing: nil)
        return try await windowing("window move new") {
            try await self.navigator.moveEntry(entry, toNewWindow: root, source: source)
        }
    }

    // MARK: - Finding windows

    /// The open window whose first screen is `route` with the same parameters (the window a
    /// `reuse` deep link focuses), the earliest opened when several are.
    ///
    /// - Parameter route: A route with its parameters.
    /// - Returns: The window, or `nil` when none shows it first.
    public func window(showing route: DefaultRoute) -> WindowID? {
        let tree = navigator.tree
        return tree.windowStates.first { state in
            guard let first = tree.window(state.id)?.root?.entries.first?.route.baseRoute as? DefaultRoute else {
                return false
            }
            return first.name == route.name && first.parameters == route.parameters
        }?.id
    }

    // MARK: - Helpers

    /// A new, unstarted root coordinator for a window: one showing `route`, or else as the
    /// manifest's `windows: start:` says (a route, or the app's root coordinator).
    func windowRoot(showing route: DefaultRoute?) throws(CompositionError) -> any CoordinatorType {
        let start = try manifest.windows?.startRoute.map { name throws(CompositionError) in try factory.route(name) }
        guard let shown = route ?? start else { return try factory.make(manifest.app.root.value) }
        return ManifestFlowCoordinator(
            name: shown.name, spec: CoordinatorSpec(kind: CoordinatorKind.stack.rawValue, root: shown.name),
            factory: factory, rootRoute: shown)
    }

    /// Runs a window operation of the navigator, its refusals as composition errors naming
    /// `request`.
    func windowing<T>(_ request: String, _ body: () async throws -> T) async throws(CompositionError) -> T {
        do {
            return try await body()
        } catch {
            throw Self.refusal(error, request: request)
        }
    }
}
