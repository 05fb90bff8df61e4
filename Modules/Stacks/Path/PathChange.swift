import WayfinderRouting

/// What one operation or one transaction did to a ``RoutePath``.
///
/// Every change has the same shape: the first ``keptCount`` entries stayed (those among them
/// whose content changed in place are also listed in ``updated``), the ``removed`` entries above
/// them went, and the ``inserted`` entries took their place. An entry is in both lists only when
/// an entry below it was removed from under it (``PathOperation/remove(_:)``): it keeps its id
/// and moves down.
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
    /// Kept entries whose route or attributes changed in place, with their new content
    /// (``PathOperation/update(_:route:attributes:)``).
    public var updated: [Entry<Route>]

    /// Creates a change; normally only a ``RoutePath`` does this.
    @inlinable public init(
        operations: [PathOperation<Route>],
        keptCount: Int,
        removed: [Entry<Route>],
        inserted: [Entry<Route>],
        endedScopes: [PathScope] = [],
        begunScopes: [PathScope] = [],
        updated: [Entry<Route>] = []
    ) {
        self.operations = operations
        self.keptCount = keptCount
        self.removed = removed
        self.inserted = inserted
        self.endedScopes = endedScopes
        self.begunScopes = begunScopes
        self.updated = updated
    }

    /// The number of entries before the change.
    @inlinable public var countBefore: Int { keptCount + removed.count }

    /// The number of entries after the change.
    @inlinable public var countAfter: Int { keptCount + inserted.count }

    /// Counts the entries that head both lists under the same id as kept: an entry carried
    /// over unchanged, or ``updated`` when its content changed.
    @inlinable mutating func keepCarriedIDs() {
        // A push or a pop (one list empty) carries nothing.
        guard !removed.isEmpty, !inserted.isEmpty else { return }
        var count = 0
        var changed: [Entry<Route>] = []
        while count < removed.count, count < inserted.count, removed[count].id == inserted[count].id {
            if removed[count] != inserted[count] { changed.append(inserted[count]) }
            count += 1
        }
        guard count > 0 else { return }
        keptCount += count
        removed.removeFirst(count)
        inserted.removeFirst(count)
        updated += changed
    }
}
