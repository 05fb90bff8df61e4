import WayfinderRouting

extension RoutePath {
    // MARK: - Removing from an entry up

    // Inlinable, as the pops are: a system back pops through here. Called unspecialized, the
    // search for the entry asked the runtime for generic metadata on every back (~8,700
    // instructions of a push + system back, measured in issue 39).
    @inlinable func planPopFrom(
        _ id: EntryID, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        // Removing a bounded view's own root is refused by the scope rules, with the count.
        Edit(keep: try removableIndex(of: id, by: authority, request: request))
    }

    // MARK: - Changing one entry in place

    @usableFromInline func planRemove(
        _ id: EntryID, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        let index = try removableIndex(of: id, by: authority, request: request)
        if let rooted = active.first(where: { $0.rootIndex == index }) {
            throw .scopeRootCannotBeRemoved(request: request.text, target: id, scope: rooted.scope.id)
        }
        // A removed layer's pushed entries join the context below it, which must allow pushes.
        if entries[index].isModal, index + 1 < entries.count, !entries[index + 1].isModal {
            let opener = entries[contextStart(containing: index - 1)]
            guard opener.withNavigation else { throw pushWithoutNavigation(below: opener, request: request) }
        }
        return carrying(from: index + 1, onto: Edit(keep: index))
    }

    @usableFromInline func planUpdate(
        _ id: EntryID, route: Route?, attributes: [String: String]?, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        let index = try resolve(.id(id), request: request)
        if let bound = authority.bound, index < authority.viewStart {
            throw targetBelowScopeRoot(index, scope: bound, request: request)
        }
        let entry = entries[index]
        var updated = PendingEntry(keeping: entry)
        updated.route = route ?? entry.route
        updated.attributes = attributes ?? entry.attributes
        guard updated.route != entry.route || updated.attributes != entry.attributes else { return nil }
        // A scope rooted at the entry stays, before those rooted above it (`active` is in root order).
        var edit = Edit(keep: index, insert: [updated], carried: active.filter { $0.rootIndex == index }.map(\.scope))
        edit = carrying(from: index + 1, onto: edit)
        edit.ruleKeep = index + 1
        return edit
    }

    /// The index of the entry `id`, which `authority` may remove: not the root, and not below the
    /// root of the bounded view acting.
    @inlinable func removableIndex(
        of id: EntryID, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Int {
        let index = try resolve(.id(id), request: request)
        guard index > 0 else { throw .rootCannotBeRemoved(request: request.text, root: id) }
        if let bound = authority.bound, index < authority.viewStart {
            throw targetBelowScopeRoot(index, scope: bound, request: request)
        }
        return index
    }

    /// `edit` with the entries from `start` up inserted again as they are, and the scopes rooted
    /// among them carried over.
    func carrying(from start: Int, onto edit: Edit<Route>) -> Edit<Route> {
        var edit = edit
        guard start < entries.count else { return edit }
        edit.insert += entries[start...].map { PendingEntry(keeping: $0) }
        edit.carried += active.filter { $0.rootIndex >= start }.map(\.scope)
        return edit
    }
}
