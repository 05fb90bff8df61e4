import WayfinderRouting

extension RoutePath {
    // MARK: - Planning

    /// Decides what `request` does, checking every rule, without changing anything.
    ///
    /// - Returns: The edit, or `nil` when the request changes nothing.
    /// - Throws: ``PathError`` when the request is illegal.
    @inlinable func plan(_ request: Request<Route>) throws(PathError) -> Edit<Route>? {
        let authority = try authority(of: request.scope, source: request.source, request: request)
        let planned: Edit<Route>?
        switch request.operation {
        case .push(let route):
            planned = try planPush(route, by: authority, request: request)
        case .present(let route, let style, let withNavigation):
            planned = try planPresent(
                route, style: style, withNavigation: withNavigation, by: authority, request: request)
        case .goBack(let count):
            planned = try planGoBack(count, by: authority, request: request)
        case .goBackTo(let target):
            planned = try planGoBack(to: target, by: authority, request: request)
        case .goBackToRoot:
            planned = keeping(through: authority.viewStart)
        case .popFrom(let id):
            planned = try planPopFrom(id, by: authority, request: request)
        case .remove(let id):
            planned = try planRemove(id, by: authority, request: request)
        case .update(let id, let route, let attributes):
            planned = try planUpdate(id, route: route, attributes: attributes, by: authority, request: request)
        case .pop(let count):
            planned = try planPop(count, by: authority, request: request)
        case .popTo(let target):
            planned = try planPop(to: resolve(target, request: request), by: authority, request: request)
        case .popToRoot:
            planned = isEmpty ? nil : try planPop(to: authority.viewStart, by: authority, request: request)
        case .popToCurrentNavigationRoot:
            planned = keeping(through: Swift.max(topContextStart, authority.viewStart))
        case .popAndPush(let count, let route):
            planned = try planPopAndPush(count, route, by: authority, request: request)
        case .dismiss(let count):
            planned = try planDismiss(count, by: authority, request: request)
        case .dismissAll:
            planned = planDismissAll(by: authority)
        case .replace(let specs):
            planned = try planReplace(specs, by: authority, request: request)
        case .setRoot(let route):
            planned = try planReplace([EntrySpec(route, style: .push)], by: authority, request: request)
        case .beginScope(let scope, let policy, let root):
            planned = try planBeginScope(scope, policy, root: root, by: authority, request: request)
        case .endScope(let scope):
            // Checks the scope rules itself, on behalf of the scope's parent when a scope ends itself.
            return try planEndScope(scope, by: authority, request: request)
        case .popToChildRoot:
            planned = keeping(through: authority.own.map { active[$0].rootIndex } ?? 0)
        case .focusWithinScope(let id):
            planned = try planFocus(id, by: authority, request: request)
        }
        // Consumed rather than copied: the edit is handed on as it is.
        guard var edit = consume planned else { return nil }
        try checkScopeRules(edit, by: authority, request: request)
        handOver(&edit, from: authority)
        return edit
    }

    /// Gives the entries an edit creates to the nearest surviving scope when the edit ends the
    /// scope asking for it (a shared scope replacing the path from below its own root).
    @inlinable @inline(__always) func handOver(_ edit: inout Edit<Route>, from authority: Authority) {
        guard let own = authority.own, edit.keep <= active[own].rootIndex else { return }
        let heir = authority.chain.first { active[$0].rootIndex < edit.keep }.map { active[$0].scope }
        // Entries carried over keep their scope: only new ones are handed over.
        for index in edit.insert.indices
        where edit.insert[index].scope == authority.scope && edit.insert[index].id == nil {
            edit.insert[index].scope = heir?.id
            edit.insert[index].attributes = (heir?.attributes ?? [:]).merging(edit.insert[index].ownAttributes) { $1 }
        }
    }

    // MARK: - Shared steps

    /// Keeps the entries up to and including `index`; `nil` when nothing lies above it.
    @inlinable @inline(__always) func keeping(through index: Int) -> Edit<Route>? {
        index + 1 < entries.count ? Edit(keep: index + 1) : nil
    }

    /// Checks a count argument: throws when negative, returns `false` when zero.
    @inlinable @inline(__always) func isPositive(_ count: Int, request: Request<Route>) throws(PathError) -> Bool {
        guard count >= 0 else { throw .negativeCount(request: request.text, count: count) }
        guard count > 0 else { return false }
        guard !entries.isEmpty else { throw .emptyPath(request: request.text) }
        return true
    }

    /// The index of the entry `target` aims at.
    ///
    /// - Throws: ``PathError/targetNotFound(request:target:path:)`` listing the path.
    @inlinable func resolve(_ target: EntryTarget, request: Request<Route>) throws(PathError) -> Int {
        let found: Int? =
            switch target {
            case .index(let index): list.indices.contains(index) ? index : nil
            default: list.lastIndex(where: target.matches)
            }
        guard let found else { throw notFound(target, request: request) }
        return found
    }

    /// The error for a target no entry matches: an id never issued, or one listing the path.
    @usableFromInline func notFound(_ target: EntryTarget, request: Request<Route>) -> PathError {
        if case .id(let id) = target, let unissued = request.unissued, id >= unissued {
            return .unissuedEntryID(request: request.text, id: id, next: unissued)
        }
        let phrase: String
        let render: (Entry<Route>) -> String
        switch target {
        case .id(let id):
            (phrase, render) = ("\(id)", { "\($0.id)" })
        case .index(let index):
            (phrase, render) = ("at index \(index)", { "\($0.id)" })
        case .routeName(let name):
            (phrase, render) = ("named '\(name)'", { "\($0.id) \($0.route.routeName)" })
        case .routeType(let name):
            (phrase, render) = ("of type '\(name)'", { "\($0.id) \($0.route.baseRegisteredName)" })
        }
        return .targetNotFound(request: request.text, target: phrase, path: summary(render))
    }

    /// The entries rendered for an error message, at most 16 of them.
    @usableFromInline func summary(_ render: (Entry<Route>) -> String) -> [String] {
        guard entries.count > 16 else { return entries.map(render) }
        return entries.prefix(8).map(render) + ["… \(entries.count - 16) more"] + entries.suffix(8).map(render)
    }

    /// The error for a target below the root of the scope at `position`.
    @usableFromInline func targetBelowScopeRoot(
        _ target: Int, scope position: Int, request: Request<Route>
    ) -> PathError {
        let scope = active[position].scope
        return .targetBelowScopeRoot(
            request: request.text,
            target: entries[target].id,
            scope: scope.id,
            policy: scope.policy,
            root: scope.rootID
        )
    }
}
