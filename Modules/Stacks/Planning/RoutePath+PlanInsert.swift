import WayfinderRouting

extension RoutePath {
    // MARK: - Pushing and presenting

    @inlinable @inline(__always) func planPush(
        _ route: Route, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard !entries.isEmpty else { throw .emptyPath(request: request.text) }
        try checkPushAllowed(request: request)
        return Edit(
            keep: entries.count,
            insert: [try pending(.push(route), at: entries.count, by: authority, request: request)]
        )
    }

    @inlinable func planPresent(
        _ route: Route,
        style: PresentationStyle?,
        withNavigation: Bool,
        by authority: Authority,
        request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard !entries.isEmpty else { throw .emptyPath(request: request.text) }
        let style = style ?? route.presentationStyle
        guard style.isModal else { throw .notModal(request: request.text, style: style.summary) }
        let spec = EntrySpec(route, style: style, withNavigation: withNavigation)
        return Edit(
            keep: entries.count, insert: [try pending(spec, at: entries.count, by: authority, request: request)])
    }

    /// Throws unless the topmost context allows pushes.
    @inlinable @inline(__always) func checkPushAllowed(request: Request<Route>) throws(PathError) {
        guard list.withNavigation(at: topContextStart) else {
            throw pushWithoutNavigation(below: list[topContextStart], request: request)
        }
    }

    /// The error for pushing into the context `opener` opened without navigation.
    @usableFromInline func pushWithoutNavigation(below opener: Entry<Route>, request: Request<Route>) -> PathError {
        .pushWithoutNavigation(request: request.text, contextRoot: "\(opener.id) \(opener.route.routeName)")
    }

    /// Resolves a spec into the entry it becomes at `index`, created by the acting scope.
    @inlinable @inline(__always) func pending(
        _ spec: EntrySpec<Route>,
        at index: Int,
        by authority: Authority,
        request: Request<Route>
    ) throws(PathError) -> PendingEntry<Route> {
        let isRoot = index == 0
        let style = isRoot ? .push : spec.style ?? spec.route.presentationStyle
        do {
            try style.validate()
        } catch {
            throw .invalidStyle(request: request.text, error)
        }
        let opensContext = isRoot || style.isModal
        var attributes = spec.attributes
        if let own = authority.own, !active[own].scope.attributes.isEmpty {
            attributes = active[own].scope.attributes.merging(spec.attributes) { $1 }
        }
        return PendingEntry(
            route: spec.route,
            style: style,
            withNavigation: opensContext ? spec.withNavigation ?? true : false,
            scope: authority.scope,
            attributes: attributes,
            ownAttributes: spec.attributes
        )
    }

    // MARK: - Replacing

    @usableFromInline func planReplace(
        _ specs: [EntrySpec<Route>], by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        let start = authority.viewStart
        guard !specs.isEmpty else {
            if let bound = authority.bound { throw beyondScopeRoot(bound, request: request) }
            throw .emptyReplacement(request: request.text)
        }
        var pending: [PendingEntry<Route>] = []
        pending.reserveCapacity(specs.count)
        for (offset, spec) in specs.enumerated() {
            pending.append(try self.pending(spec, at: start + offset, by: authority, request: request))
        }
        var kept = 0
        while kept < pending.count, start + kept < entries.count, pending[kept].matches(entries[start + kept]) {
            kept += 1
        }
        let keep = start + kept
        if keep == entries.count, kept == pending.count { return nil }
        try checkPushes(in: pending[kept...], after: keep, request: request)
        return Edit(keep: keep, insert: Array(pending[kept...]))
    }

    /// Throws unless every pushed entry of `inserted`, appended after the first `keep` entries,
    /// lands in a context that allows pushes.
    func checkPushes(
        in inserted: ArraySlice<PendingEntry<Route>>, after keep: Int, request: Request<Route>
    ) throws(PathError) {
        var allowsPush = true
        var contextRoot = ""
        if keep > 0 {
            let opener = entries[contextStart(containing: keep - 1)]
            allowsPush = opener.withNavigation
            contextRoot = "\(opener.id) \(opener.route.routeName)"
        }
        for (index, entry) in zip(keep..., inserted) {
            if index == 0 || entry.style.isModal {
                allowsPush = entry.withNavigation
                contextRoot = "\(entry.route.routeName) (new)"
            } else if !allowsPush {
                throw .pushWithoutNavigation(request: request.text, contextRoot: contextRoot)
            }
        }
    }

    // MARK: - Scopes

    @usableFromInline func planBeginScope(
        _ scope: ScopeID,
        _ policy: ScopePolicy,
        root: EntrySpec<Route>,
        by authority: Authority,
        request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard !entries.isEmpty else { throw .emptyPath(request: request.text) }
        if let existing = position(of: scope) {
            throw .scopeAlreadyActive(request: request.text, scope: scope, root: active[existing].scope.rootID)
        }
        var entry = try pending(root, at: entries.count, by: authority, request: request)
        if !entry.style.isModal { try checkPushAllowed(request: request) }
        entry.scope = scope
        let pendingScope = PendingScope(
            id: scope, policy: policy, parent: authority.scope, attributes: entry.attributes)
        return Edit(keep: entries.count, insert: [entry], scope: pendingScope)
    }

    @usableFromInline func planEndScope(
        _ scope: ScopeID, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard let position = position(of: scope) else {
            throw .unknownScope(request: request.text, scope: scope, active: active.map(\.scope.id))
        }
        let ending = active[position]
        var acting = authority
        if let actor = authority.scope, actor == scope {
            // Ending itself, a scope acts as its parent would: its own bounds vanish with it.
            acting = try self.authority(of: ending.scope.parent, source: request.source, request: request)
        } else if let actor = authority.scope, authority.enforced, !isAncestor(actor, of: position) {
            throw .cannotEndScope(request: request.text, scope: scope, actor: actor)
        }
        let edit = Edit<Route>(keep: ending.rootIndex)
        try checkScopeRules(edit, by: acting, request: request)
        return edit
    }

    /// Whether `ancestor` began the scope at `position`, directly or through other scopes.
    func isAncestor(_ ancestor: ScopeID, of position: Int) -> Bool {
        ancestry(of: position).dropFirst().contains { active[$0].scope.id == ancestor }
    }
}
