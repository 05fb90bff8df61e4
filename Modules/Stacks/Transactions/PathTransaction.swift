import WayfinderRouting

/// Several operations applied to a ``RoutePath`` as one change; see
/// ``RoutePath/transaction(as:source:ids:_:)``.
///
/// Operations apply to ``path`` one after another, each checked against the state the previous
/// ones left, so later operations may rely on earlier ones. Nobody outside sees these
/// intermediate states: the transaction ends with a single ``PathChange`` from the state before
/// to the state after, or, if anything throws, with the path as it was before.
public struct PathTransaction<Route: RouteType>: Sendable {
    /// The path as the operations so far have left it.
    public internal(set) var path: RoutePath<Route>
    /// The scope the operations act for unless one says otherwise.
    public let scope: ScopeID?
    /// Who asks for the operations.
    public let source: OperationSource
    /// The operations accepted so far.
    public internal(set) var operations: [PathOperation<Route>] = []

    /// The id generator, handed back to the caller at the end.
    var ids: EntryIDGenerator
    /// How many original entries, from the root up, no operation has removed yet.
    var keptCount: Int
    /// The original entries removed so far, one chunk per operation, topmost chunk first.
    var removedChunks: [[Entry<Route>]] = []
    /// The scopes before the transaction, to restore on rollback and to report ended ones.
    let originalScopes: [ActiveScope]

    init(path: RoutePath<Route>, scope: ScopeID?, source: OperationSource, ids: EntryIDGenerator) {
        self.path = path
        self.scope = scope
        self.source = source
        self.ids = ids
        self.keptCount = path.entries.count
        self.originalScopes = path.active
    }

    // MARK: - Applying

    /// Applies one operation for the transaction's scope.
    ///
    /// - Parameter operation: What to do.
    /// - Returns: Whether it changed anything.
    /// - Throws: ``PathError``; the transaction's path is then as before this operation, and
    ///   letting the error escape the body rolls the whole transaction back.
    @discardableResult
    public mutating func apply(_ operation: PathOperation<Route>) throws(PathError) -> Bool {
        try apply(operation, as: scope)
    }

    /// Applies one operation for another scope than the transaction's.
    ///
    /// - Parameters:
    ///   - operation: What to do.
    ///   - scope: The scope asking, `nil` for the base scope.
    /// - Returns: Whether it changed anything.
    /// - Throws: ``PathError``.
    @discardableResult
    public mutating func apply(_ operation: PathOperation<Route>, as scope: ScopeID?) throws(PathError) -> Bool {
        let request = Request(operation: operation, scope: scope, source: source, issued: ids)
        guard let edit = try path.plan(request) else {
            operations.append(operation)
            return false
        }
        // Entries below keptCount are untouched originals: those about to go are recorded.
        if edit.keep < keptCount {
            removedChunks.append(Array(path.entries[edit.keep..<keptCount]))
            keptCount = edit.keep
        }
        _ = path.commit(edit, ids: &ids)
        operations.append(operation)
        return true
    }

    /// Goes back to the topmost entry matching `predicate`, recorded as `goBackTo(.id(…))`.
    ///
    /// - Throws: ``PathError``, including when nothing matches.
    @discardableResult
    public mutating func goBackTo(where predicate: (Entry<Route>) -> Bool) throws(PathError) -> Bool {
        try apply(.goBackTo(.id(try path.match(predicate, call: "goBackTo(where:)", scope: scope))))
    }

    // MARK: - Ending

    /// The original entries removed, in path order.
    var removed: [Entry<Route>] {
        Array(removedChunks.reversed().joined())
    }

    /// The net change from the original path to ``path``, or `nil` when they hold the same entries.
    func change() -> PathChange<Route>? {
        let removed = removed
        let inserted = path.list.entries(from: keptCount)
        guard !removed.isEmpty || !inserted.isEmpty else { return nil }
        var change = PathChange(
            operations: operations,
            keptCount: keptCount,
            removed: removed,
            inserted: inserted,
            // A scope carried over by an in-place change is the same scope: neither ended nor begun.
            endedScopes: originalScopes.filter { $0.rootIndex >= keptCount }.map(\.scope).filter {
                !path.scopes.contains($0)
            },
            begunScopes: path.active.filter { $0.rootIndex >= keptCount }.map(\.scope).filter { scope in
                !originalScopes.contains { $0.scope == scope }
            }
        )
        change.keepCarriedIDs()
        return change
    }

    /// Puts the original entries and scopes back, undoing every operation.
    mutating func rollBack() {
        _ = path.truncate(to: keptCount)
        for entry in removed {
            path.append(entry)
        }
        path.active = originalScopes
    }
}
