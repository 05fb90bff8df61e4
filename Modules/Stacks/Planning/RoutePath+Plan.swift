import WayfinderRouting

extension RoutePath {
    // MARK: - Planning

    /// Decides what `request` does, checking every rule, without changing anything.
    ///
    /// - Returns: The edit, or `nil` when the request changes nothing.
    /// - Throws: ``PathError`` when the request is illegal.
    func plan(_ request: Request<Route>) throws(PathError) -> Edit<Route>? {
        let authority = try authority(of: request.scope, source: request.source, request: request)
        let edit: Edit<Route>?
        switch request.operation {
        case .push(let route):
            edit = try planPush(route, by: authority, request: request)
        case .present(let route, let style, let withNavigation):
            edit = try planPresent(route, style: style, withNavigation: withNavigation, by: authority, request: request)
        case .goBack(let count):
            edit = try planGoBack(count, by: authority, request: request)
        case .goBackTo(let target):
            edit = try planGoBack(to: target, by: authority, request: request)
        case .goBackToRoot:
            edit = keeping(through: authority.viewStart)
        case .popFrom(let id):
            edit = try planPopFrom(id, by: authority, request: request)
        case .remove(let id):
            edit = try planRemove(id, by: authority, request: request)
        case .update(let id, let route, let attributes):
            edit = try planUpdate(id, route: route, attributes: attributes, by: authority, request: request)
        case .pop(let count):
            edit = try planPop(count, by: authority, request: request)
        case .popTo(let target):
            edit = try planPop(to: resolve(target, request: request), by: authority, request: request)
        case .popToRoot:
            edit = isEmpty ? nil : try planPop(to: authority.viewStart, by: authority, request: request)
        case .popToCurrentNavigationRoot:
            edit = keeping(through: Swift.max(topContextStart, authority.viewStart))
        case .popAndPush(let count, let route):
            edit = try planPopAndPush(count, route, by: authority, request: request)
        case .dismiss(let count):
            edit = try planDismiss(count, by: authority, request: request)
        case .dismissAll:
            edit = planDismissAll(by: authority)
        case .replace(let specs):
            edit = try planReplace(specs, by: authority, request: request)
        case .setRoot(let route):
            edit = try planReplace([EntrySpec(route, style: .push)], by: authority, request: request)
        case .beginScope(let scope, let policy, let root):
            edit = try planBeginScope(scope, policy, root: root, by: authority, request: request)
        case .endScope(let scope):
            // Checks the scope rules itself, on behalf of the scope's parent when a scope ends itself.
            return try planEndScope(scope, by: authority, request: request)
        case .popToChildRoot:
            edit = keeping(through: authority.own.map { active[$0].rootIndex } ?? 0)
        case .focusWithinScope(let id):
            edit = try planFocus(id, by: authority, request: request)
        }
        guard var edit else { return nil }
        try checkScopeRules(edit, by: authority, request: request)
        handOver(&edit, from: authority)
        return edit
    }

    /// Gives the entries an edit creates to the nearest surviving scope when the edit ends the
    /// scope asking for it (a shared scope replacing the path from below its own root).
    func handOver(_ edit: inout Edit<Route>, from authority: Authority) {
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
    func keeping(through index: Int) -> Edit<Route>? {
        index + 1 < entryList.count ? Edit(keep: index + 1) : nil
    }

    /// Checks a count argument: throws when negative, returns `false` when zero.
    func isPositive(_ count: Int, request: Request<Route>) throws(PathError) -> Bool {
        guard count >= 0 else { throw .negativeCount(request: request.text, count: count) }
        guard count > 0 else { return false }
        guard !entryList.isEmpty else { throw .emptyPath(request: request.text) }
        return true
    }

    /// The index of the entry `target` aims at.
    ///
    /// - Throws: ``PathError/targetNotFound(request:target:path:)`` listing the path.
    func resolve(_ target: EntryTarget, request: Request<Route>) throws(PathError) -> Int {
        let found: Int? =
            switch target {
            case .index(let index): entryList.indices.contains(index) ? index : nil
            default: entryList.lastIndex(where: target.matches)
            }
        guard let found else {
            if case .id(let id) = target, let unissued = request.unissued, id >= unissued {
                throw .unissuedEntryID(request: request.text, id: id, next: unissued)
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
            throw .targetNotFound(request: request.text, target: phrase, path: summary(render))
        }
        return found
    }

    /// The entries rendered for an error message, at most 16 of them.
    func summary(_ render: (Entry<Route>) -> String) -> [String] {
        guard entryList.count > 16 else { return entryList.map(render) }
        return entryList.prefix(8).map(render) + ["… \(entries.count - 16) more"] + entryList.suffix(8).map(render)
    }

    /// The error for a target below the root of the scope at `position`.
    func targetBelowScopeRoot(_ target: Int, scope position: Int, request: Request<Route>) -> PathError {
        let scope = active[position].scope
        return .targetBelowScopeRoot(
            request: request.text,
            target: entryList[target].id,
            scope: scope.id,
            policy: scope.policy,
            root: scope.rootID
        )
    }
}
