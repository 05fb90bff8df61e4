import WayfinderRouting

extension RoutePath {
    // MARK: - Going back

    @inlinable @inline(__always) func planGoBack(
        _ count: Int, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard try isPositive(count, request: request) else { return nil }
        let available = entries.count - 1 - authority.viewStart
        guard count <= available else {
            if let bound = authority.bound { throw beyondScopeRoot(bound, request: request) }
            throw .notEnoughEntries(
                request: request.text, requested: count, available: available, root: entries[0].id)
        }
        return Edit(keep: entries.count - count)
    }

    @inlinable func planGoBack(
        to target: EntryTarget, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        let index = try resolve(target, request: request)
        if let bound = authority.bound, index < authority.viewStart {
            throw targetBelowScopeRoot(index, scope: bound, request: request)
        }
        return keeping(through: index)
    }

    @usableFromInline func planFocus(
        _ id: EntryID, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        let index = try resolve(.id(id), request: request)
        // The scope's own region, even for a shared scope, whose view is wider.
        if let own = authority.own, index < active[own].rootIndex {
            throw targetBelowScopeRoot(index, scope: own, request: request)
        }
        return keeping(through: index)
    }

    // MARK: - Popping

    @inlinable @inline(__always) func planPop(
        _ count: Int, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard try isPositive(count, request: request) else { return nil }
        let contextStart = topContextStart
        guard count <= entries.count - 1 - Swift.max(contextStart, authority.viewStart) else {
            if let bound = authority.bound, authority.viewStart >= contextStart {
                throw beyondScopeRoot(bound, request: request)
            }
            throw .notEnoughPushedEntries(
                request: request.text,
                requested: count,
                available: entries.count - 1 - contextStart,
                contextRoot: entries[contextStart].id
            )
        }
        return Edit(keep: entries.count - count)
    }

    @inlinable @inline(__always) func planPop(
        to index: Int, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        if let bound = authority.bound, index < authority.viewStart {
            throw targetBelowScopeRoot(index, scope: bound, request: request)
        }
        let contextStart = topContextStart
        guard index >= contextStart else {
            throw .targetOutsideContext(
                request: request.text,
                target: entries[index].id,
                contextRoot: entries[contextStart].id
            )
        }
        return keeping(through: index)
    }

    @inlinable func planPopAndPush(
        _ count: Int,
        _ route: Route,
        by authority: Authority,
        request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        // Popping stays inside the topmost context, so the push goes into that same context.
        let popped = try planPop(count, by: authority, request: request)
        guard var push = try planPush(route, by: authority, request: request) else { return popped }
        push.keep = popped?.keep ?? push.keep
        return push
    }

    // MARK: - Dismissing

    @inlinable func planDismiss(
        _ count: Int, by authority: Authority, request: Request<Route>
    ) throws(PathError) -> Edit<Route>? {
        guard try isPositive(count, request: request) else { return nil }
        // Layers opened strictly above the view's root: a scope cannot dismiss its own root.
        let presented = modalIndices.count - firstModalPosition(above: authority.viewStart)
        guard count <= presented else {
            throw .notEnoughModals(
                request: request.text,
                requested: count,
                presented: presented,
                root: entries[authority.viewStart].id,
                scope: authority.bound.map { active[$0].scope.id }
            )
        }
        return Edit(keep: modalIndices[modalIndices.count - count])
    }

    @inlinable func planDismissAll(by authority: Authority) -> Edit<Route>? {
        let first = firstModalPosition(above: authority.viewStart)
        return first < modalIndices.count ? Edit(keep: modalIndices[first]) : nil
    }
}
