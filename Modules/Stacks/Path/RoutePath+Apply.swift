import WayfinderRouting

extension RoutePath {
    // MARK: - Applying operations

    /// Applies one operation.
    ///
    /// The operation is checked completely before anything changes, so a thrown error leaves the
    /// path (and `ids`) exactly as they were. Operations that would change nothing (going back to
    /// the root while at the root, dismissing all when nothing is presented, a count of 0)
    /// return `nil`.
    ///
    /// - Parameters:
    ///   - operation: What to do.
    ///   - scope: The scope asking, `nil` for the base scope (see ``ScopePolicy``).
    ///   - source: ``OperationSource/gesture`` for a user gesture the renderer reports, which
    ///     scope rules do not bind.
    ///   - ids: The generator new entries take their ids from.
    /// - Returns: What changed, or `nil` when nothing did.
    /// - Throws: ``PathError`` saying what was asked and what was found.
    @discardableResult
    @inlinable public mutating func apply(
        _ operation: PathOperation<Route>,
        as scope: ScopeID? = nil,
        source: OperationSource = .program,
        ids: inout EntryIDGenerator
    ) throws(PathError) -> PathChange<Route>? {
        guard var change = try applyUnlisted(operation, as: scope, source: source, ids: &ids) else { return nil }
        change.operations = [operation]
        return change
    }

    /// Applies one operation as ``apply(_:as:source:ids:)`` does, for a caller that keeps the
    /// operation itself: the change's ``PathChange/operations`` is empty, and no list is made.
    ///
    /// - Parameter sharedEntries: Whether another value holds this path's entries (the last
    ///   published tree does for every committed path): a removal then copies only the entries
    ///   that stay (see ``EntryList/removeLast(_:copyingWhatStays:)``).
    @inlinable package mutating func applyUnlisted(
        _ operation: PathOperation<Route>,
        as scope: ScopeID?,
        source: OperationSource,
        ids: inout EntryIDGenerator,
        sharedEntries: Bool = false
    ) throws(PathError) -> PathChange<Route>? {
        let request = Request(operation: operation, scope: scope, source: source, issued: ids)
        guard let edit = try plan(request) else { return nil }
        let done = commit(edit, ids: &ids, sharedEntries: sharedEntries)
        var change = PathChange(
            operations: [],
            keptCount: edit.keep,
            removed: done.removed,
            inserted: done.inserted,
            endedScopes: done.ended,
            begunScopes: done.begun
        )
        change.keepCarriedIDs()
        return change
    }

    /// Checks an operation without applying it.
    ///
    /// - Parameters:
    ///   - operation: What would be done.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - source: Who asks.
    /// - Throws: The ``PathError`` that ``apply(_:as:source:ids:)`` would throw.
    @inlinable public func check(
        _ operation: PathOperation<Route>,
        as scope: ScopeID? = nil,
        source: OperationSource = .program
    ) throws(PathError) {
        _ = try plan(Request(operation: operation, scope: scope, source: source))
    }

    /// Whether an operation would be accepted.
    ///
    /// - Parameters:
    ///   - operation: What would be done.
    ///   - scope: The scope asking, `nil` for the base scope.
    ///   - source: Who asks.
    /// - Returns: `true` when ``apply(_:as:source:ids:)`` would not throw.
    @inlinable public func canApply(
        _ operation: PathOperation<Route>,
        as scope: ScopeID? = nil,
        source: OperationSource = .program
    ) -> Bool {
        do {
            try check(operation, as: scope, source: source)
            return true
        } catch {
            return false
        }
    }

    // MARK: - Committing

    /// What a committed edit removed and created.
    @usableFromInline struct Committed {
        @usableFromInline var removed: [Entry<Route>]
        @usableFromInline var inserted: [Entry<Route>]
        @usableFromInline var ended: [PathScope]
        @usableFromInline var begun: [PathScope]

        @inlinable init(removed: [Entry<Route>], inserted: [Entry<Route>], ended: [PathScope], begun: [PathScope]) {
            self.removed = removed
            self.inserted = inserted
            self.ended = ended
            self.begun = begun
        }
    }

    /// Performs a checked edit: truncate, then append. Cannot fail.
    @inlinable mutating func commit(
        _ edit: Edit<Route>, ids: inout EntryIDGenerator, sharedEntries: Bool = false
    ) -> Committed {
        var (removed, ended) = truncate(to: edit.keep, sharedEntries: sharedEntries)
        var inserted: [Entry<Route>] = []
        if !edit.insert.isEmpty { inserted.reserveCapacity(edit.insert.count) }
        for index in edit.insert.indices {
            let entry = edit.insert[index].entry(id: edit.insert[index].id ?? ids.next())
            inserted.append(entry)
            append(entry)
        }
        if !edit.carried.isEmpty {
            // Scopes whose root entry was carried over stay active where that entry is now.
            for scope in edit.carried {
                if let offset = inserted.firstIndex(where: { $0.id == scope.rootID }) {
                    active.append(activeScope(scope, rootIndex: edit.keep + offset))
                }
            }
            ended.removeAll { edit.carried.contains($0) }
        }
        var begun: [PathScope] = []
        if let scope = edit.scope, let root = inserted.first {
            let record = PathScope(
                id: scope.id,
                policy: scope.policy,
                rootID: root.id,
                parent: scope.parent,
                attributes: scope.attributes
            )
            active.append(activeScope(record, rootIndex: edit.keep))
            begun.append(record)
        }
        return Committed(removed: removed, inserted: inserted, ended: ended, begun: begun)
    }

    /// Removes the entries from `keep` up, and the scopes rooted there.
    @inlinable mutating func truncate(
        to keep: Int, sharedEntries: Bool = false
    ) -> (entries: [Entry<Route>], scopes: [PathScope]) {
        guard keep < entries.count else { return ([], []) }
        let removed = list.entries(from: keep)
        list.truncate(to: keep, copyingWhatStays: sharedEntries)
        while let last = modalIndices.last, last >= keep {
            modalIndices.removeLast()
        }
        var ended: [PathScope] = []
        while let last = active.last, last.rootIndex >= keep {
            ended.append(last.scope)
            active.removeLast()
        }
        return (removed, ended.count > 1 ? ended.reversed() : ended)
    }

    /// Appends an entry, keeping the index of modal entries current.
    @inlinable mutating func append(_ entry: Entry<Route>) {
        if !entries.isEmpty, entry.style.isModal {
            modalIndices.append(entries.count)
        }
        list.append(entry)
    }
}
