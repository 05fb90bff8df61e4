import WayfinderRouting

/// What one operation or one transaction did to a ``RoutePath``.
///
/// Every change has the same shape: the first ``keptCount`` entries stayed, the ``removed``
/// entries above them went, and the ``inserted`` entries took their place. Entries are compared
/// by id, so an entry in both lists is impossible and a renderer can animate removals and
/// insertions directly.
public struct PathChange<Route: RouteType>: Hashable, Codable, Sendable {
    /// The operations applied, in order (for a transaction, every accepted one).
    public var operations: [PathOperation<Route>]
    /// How many entries, from the root up, were left untouched.
    public var keptCount: Int
    /// The entries removed, in path order (bottom first).
    public var removed: [Entry<Route>]
    /// The entries created, in path order (bottom first).
    public var inserted: [Entry<Route>]
    /// The scopes that ended because their root was removed, bottom first.
    public var endedScopes: [PathScope]
    /// The scopes that began, bottom first.
    public var begunScopes: [PathScope]

    /// Creates a change; normally only a ``RoutePath`` does this.
    public init(
        operations: [PathOperation<Route>],
        keptCount: Int,
        removed: [Entry<Route>],
        inserted: [Entry<Route>],
        endedScopes: [PathScope] = [],
        begunScopes: [PathScope] = []
    ) {
        self.operations = operations
        self.keptCount = keptCount
        self.removed = removed
        self.inserted = inserted
        self.endedScopes = endedScopes
        self.begunScopes = begunScopes
    }

    /// The number of entries before the change.
    public var countBefore: Int { keptCount + removed.count }

    /// The number of entries after the change.
    public var countAfter: Int { keptCount + inserted.count }
}
