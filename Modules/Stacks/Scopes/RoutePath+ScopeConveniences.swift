import WayfinderRouting

extension RoutePath {
    // MARK: - Scope operations

    /// Begins a scope whose root entry is `root`, on behalf of `parent`.
    ///
    /// - Parameters:
    ///   - id: The new scope's id; must not be active.
    ///   - policy: What the scope and its parent may do.
    ///   - root: The root route.
    ///   - style: How the root is shown; `.push` unless given (a child flow may also be presented).
    ///   - withNavigation: For a presented root, whether pushes are allowed inside it.
    ///   - attributes: Renderer attributes for every entry the scope creates.
    ///   - parent: The scope beginning it, `nil` for the base scope.
    ///   - ids: The id generator.
    /// - Returns: The change; its ``PathChange/begunScopes`` holds the new scope.
    /// - Throws: ``PathError`` when the id is taken, the path is empty, or the root cannot be shown.
    @discardableResult
    @inlinable public mutating func beginScope(
        _ id: ScopeID,
        policy: ScopePolicy,
        root: Route,
        style: PresentationStyle = .push,
        withNavigation: Bool? = nil,
        attributes: [String: String] = [:],
        as parent: ScopeID? = nil,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        let spec = EntrySpec(root, style: style, withNavigation: withNavigation, attributes: attributes)
        return try apply(.beginScope(id, policy, root: spec), as: parent, ids: &ids)
    }

    /// Ends a scope: removes its root and everything above it.
    ///
    /// - Throws: ``PathError`` when the scope is not active or the asker may not end it.
    @discardableResult
    @inlinable public mutating func endScope(
        _ id: ScopeID, as scope: ScopeID? = nil, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.endScope(id), as: scope, ids: &ids)
    }

    /// Goes back to the asking scope's own root.
    @discardableResult
    @inlinable public mutating func popToChildRoot(
        as scope: ScopeID?, ids: inout EntryIDGenerator
    ) throws(PathError)
        -> PathChange<Route>?
    {
        try apply(.popToChildRoot, as: scope, ids: &ids)
    }

    /// Goes back to an entry of the asking scope's own region.
    ///
    /// - Throws: ``PathError/targetBelowScopeRoot(request:target:scope:policy:root:)`` for an
    ///   entry below the scope's root.
    @discardableResult
    @inlinable public mutating func focusWithinScope(
        _ entryID: EntryID, as scope: ScopeID?, ids: inout EntryIDGenerator
    )
        throws(PathError) -> PathChange<Route>?
    {
        try apply(.focusWithinScope(entryID), as: scope, ids: &ids)
    }
}
