import WayfinderRouting

extension RoutePath {
    // MARK: - Transactions

    /// Applies several operations as one change.
    ///
    /// ```swift
    /// let change = try path.transaction(ids: &ids) { transaction in
    ///     try transaction.apply(.popToRoot)
    ///     try transaction.apply(.push(.cart))
    /// }
    /// // change.removed: everything that was above the root; change.inserted: [cart]
    /// ```
    ///
    /// The change is the net difference by entry id between the path before and after, however
    /// many operations ran: going back from depth 50 and pushing one entry is one change with 50
    /// removed and 1 inserted; pushing and then going back is no change at all (`nil`). The cost
    /// is that of the operations plus the entries removed and inserted, never the whole path.
    ///
    /// If `body` throws, every operation is undone and the error is rethrown: observers never
    /// see any state but the one before and the one after. Ids issued inside a rolled-back
    /// transaction are not issued again (the generator keeps advancing), since `body` may have
    /// seen them.
    ///
    /// - Parameters:
    ///   - scope: The scope the operations act for, `nil` for the base scope.
    ///   - source: Who asks for them.
    ///   - ids: The generator new entries take their ids from.
    ///   - body: Applies operations to the transaction.
    /// - Returns: The net change, or `nil` when the entries are the same as before.
    /// - Throws: Whatever `body` throws; the path is then unchanged.
    @discardableResult
    public mutating func transaction<Failure: Error>(
        as scope: ScopeID? = nil,
        source: OperationSource = .program,
        ids: inout EntryIDGenerator,
        _ body: (inout PathTransaction<Route>) throws(Failure) -> Void
    ) throws(Failure) -> PathChange<Route>? {
        var transaction = PathTransaction(path: self, scope: scope, source: source, ids: ids)
        // Let go of our reference so the transaction edits the entries in place, not a copy.
        self = RoutePath()
        do {
            try body(&transaction)
        } catch {
            transaction.rollBack()
            ids = transaction.ids
            self = transaction.path
            throw error
        }
        ids = transaction.ids
        let change = transaction.change()
        self = transaction.path
        return change
    }
}
