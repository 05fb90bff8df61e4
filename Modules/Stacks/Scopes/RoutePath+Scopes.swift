import WayfinderRouting

extension RoutePath {
    // MARK: - Scopes

    /// The active scopes, ordered by the index of their root entry.
    public var scopes: [PathScope] { active.map(\.scope) }

    /// The active scope with this id.
    ///
    /// - Parameter id: A scope id.
    /// - Returns: The scope, or `nil` when it is not active (never began, or ended).
    public func scope(_ id: ScopeID) -> PathScope? {
        position(of: id).map { active[$0].scope }
    }

    /// The index of a scope's root entry.
    ///
    /// - Parameter scope: A scope id.
    /// - Returns: The index, or `nil` when the scope is not active.
    public func rootIndex(of scope: ScopeID) -> Int? {
        position(of: scope).map { active[$0].rootIndex }
    }

    /// The entries a scope controls: from its own root up to the top, stopping below the root of
    /// any owned scope it is outside of.
    ///
    /// For `nil` (the base scope) the region starts at the path's root. A scope may go back to
    /// (focus) any of these entries; it may remove all of them but its root, unless it is
    /// ``ScopePolicy/shared`` and unbounded.
    ///
    /// - Parameter scope: A scope id, or `nil` for the base scope.
    /// - Returns: The entries, empty when the scope is not active.
    public func controlledStack(of scope: ScopeID?) -> ArraySlice<Entry<Route>> {
        guard let range = controlledRange(of: scope) else { return [] }
        return ArraySlice(entries[range])
    }

    /// Whether a scope controls an entry: whether it is in ``controlledStack(of:)``.
    ///
    /// - Parameters:
    ///   - entryID: An entry id.
    ///   - scope: A scope id, or `nil` for the base scope.
    /// - Returns: `false` when the entry or the scope is not in the path.
    public func canControl(_ entryID: EntryID, by scope: ScopeID?) -> Bool {
        guard let range = controlledRange(of: scope), let index = index(of: entryID) else { return false }
        return range.contains(index)
    }

    /// The index range of ``controlledStack(of:)``.
    func controlledRange(of scope: ScopeID?) -> Range<Int>? {
        var start = 0
        if let scope {
            guard let own = position(of: scope) else { return nil }
            start = active[own].rootIndex
        }
        // The lowest owned scope above `start`. Scopes are ordered by their roots, and the
        // acting scope's ancestors are rooted below it, so none of them is above `start`.
        var foreignOwned: Int?
        for position in OwnedScopes(active: active) {
            guard active[position].rootIndex > start else { break }
            foreignOwned = position
        }
        return start..<(foreignOwned.map { active[$0].rootIndex } ?? entries.count)
    }
}
