import WayfinderRouting

/// An operation together with who asked for it; renders the `request` text of errors.
@usableFromInline struct Request<Route: RouteType> {
    @usableFromInline let operation: PathOperation<Route>
    @usableFromInline let scope: ScopeID?
    @usableFromInline let source: OperationSource
    /// The first id the path's generator has not issued yet, when the caller knows it: an id
    /// target at or past it was never issued, which is refused as such.
    @usableFromInline let unissued: EntryID?

    @inlinable init(
        operation: PathOperation<Route>, scope: ScopeID?, source: OperationSource, issued ids: EntryIDGenerator? = nil
    ) {
        self.operation = operation
        self.scope = scope
        self.source = source
        unissued = ids.map { EntryID(generation: $0.generation, serial: $0.nextSerial) }
    }

    /// `goBack(5)`, `push(d) as scope 'child'`, `goBack(1) (gesture)`.
    @usableFromInline var text: String {
        Self.text(operation.description, scope: scope, source: source)
    }

    /// A call followed by who made it.
    static func text(_ call: String, scope: ScopeID?, source: OperationSource) -> String {
        var text = call
        if let scope { text += " as scope \(scope)" }
        if source == .gesture { text += " (gesture)" }
        return text
    }
}

/// Who acts on a path and what bounds them, resolved once per operation.
@usableFromInline struct Authority {
    /// The acting scope, `nil` for the base scope.
    @usableFromInline let scope: ScopeID?
    /// Whether the scope rules apply (programmatic requests) or not (gestures).
    @usableFromInline let enforced: Bool
    /// Positions in `RoutePath.active` of the acting scope and its ancestors, nearest first.
    @usableFromInline let chain: ScopeChain
    /// Position of the nearest owned or bounded scope in `chain`, when the rules apply.
    @usableFromInline let bound: Int?
    /// The index of the root of the acting view: the bounding scope's root, or 0.
    @usableFromInline let viewStart: Int
    /// Position of the acting scope itself.
    @inlinable var own: Int? { chain.cursor }

    @inlinable init(scope: ScopeID?, enforced: Bool, chain: ScopeChain, bound: Int?, viewStart: Int) {
        self.scope = scope
        self.enforced = enforced
        self.chain = chain
        self.bound = bound
        self.viewStart = viewStart
    }
}

/// The positions in `RoutePath.active` of a scope and the scopes that began it, nearest first,
/// followed one parent link at a time (reading only as far as a caller looks). Its own
/// iterator: iterating a copy leaves the chain as it was.
@usableFromInline struct ScopeChain: Sequence, IteratorProtocol {
    /// The next scope to yield, `nil` once past the outermost (or for an empty chain).
    @usableFromInline var cursor: Int?
    /// The path's active scopes (shared, not copied).
    @usableFromInline let active: [ActiveScope]

    @inlinable init(start: Int?, active: [ActiveScope]) {
        self.cursor = start
        self.active = active
    }

    /// The chain of no scope: the base scope's.
    @inlinable static var empty: ScopeChain { ScopeChain(start: nil, active: []) }

    /// Follows the parent links.
    @inlinable mutating func next() -> Int? {
        guard let position = cursor else { return nil }
        cursor = active[position].parent
        return position
    }
}

/// The positions in `RoutePath.active` of the owned scopes, top first, followed through each
/// scope's link to the nearest owned scope at or below it: the other scopes are not visited.
@usableFromInline struct OwnedScopes: Sequence, IteratorProtocol {
    /// The next owned scope to yield, `nil` once past the lowest.
    @usableFromInline var cursor: Int?
    /// The path's active scopes (shared, not copied).
    @usableFromInline let active: [ActiveScope]

    @inlinable init(active: [ActiveScope]) {
        self.cursor = active.last?.owned
        self.active = active
    }

    /// Follows the link below the current scope.
    @inlinable mutating func next() -> Int? {
        guard let position = cursor else { return nil }
        cursor = position > 0 ? active[position - 1].owned : nil
        return position
    }
}

extension RoutePath {
    // MARK: - Resolving the actor

    /// The position in `active` of an active scope.
    @inlinable func position(of scope: ScopeID) -> Int? {
        active.lastIndex { $0.scope.id == scope }
    }

    /// Resolves the acting scope, its ancestors and the scope bounding its view.
    ///
    /// - Throws: ``PathError/unknownScope(request:scope:active:)`` when `scope` is not active.
    @inlinable @inline(__always) func authority(
        of scope: ScopeID?, source: OperationSource, request: Request<Route>
    ) throws(PathError) -> Authority {
        guard let scope else {
            return Authority(scope: nil, enforced: source == .program, chain: .empty, bound: nil, viewStart: 0)
        }
        guard let own = position(of: scope) else {
            throw .unknownScope(request: request.text, scope: scope, active: active.map(\.scope.id))
        }
        let chain = ancestry(of: own)
        let enforced = source == .program
        let bound = enforced ? active[own].bound : nil
        return Authority(
            scope: scope,
            enforced: enforced,
            chain: chain,
            bound: bound,
            viewStart: bound.map { active[$0].rootIndex } ?? 0
        )
    }

    /// The positions in `active` of the scope at `position` and of the scopes that began it,
    /// nearest first.
    @inlinable func ancestry(of position: Int) -> ScopeChain {
        ScopeChain(start: position, active: active)
    }

    // MARK: - Rules every edit obeys

    /// Checks the scope rules that hold whatever the operation: a bounded view keeps its root,
    /// and an owned scope is changed only from inside or removed as a whole.
    @inlinable @inline(__always) func checkScopeRules(
        _ edit: Edit<Route>, by authority: Authority, request: Request<Route>
    ) throws(PathError) {
        guard authority.enforced, !active.isEmpty else { return }
        let keep = edit.ruleKeep ?? edit.keep
        if let bound = authority.bound, keep <= active[bound].rootIndex {
            throw beyondScopeRoot(bound, request: request)
        }
        for position in OwnedScopes(active: active)
        where active[position].rootIndex < keep && !authority.chain.contains(position) {
            let owner = active[position].scope
            if keep < entries.count {
                throw .insideOwnedScope(request: request.text, owner: owner.id, root: owner.rootID)
            }
            if !edit.insert.isEmpty {
                throw .ownedScopeOnTop(request: request.text, owner: owner.id, root: owner.rootID)
            }
        }
    }

    /// The error for removing the root of the scope at `position` (or below it).
    @usableFromInline func beyondScopeRoot(_ position: Int, request: Request<Route>) -> PathError {
        let bounding = active[position]
        return .beyondScopeRoot(
            request: request.text,
            scope: bounding.scope.id,
            policy: bounding.scope.policy,
            root: bounding.scope.rootID,
            available: entries.count - 1 - bounding.rootIndex
        )
    }
}
