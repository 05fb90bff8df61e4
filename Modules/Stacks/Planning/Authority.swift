import WayfinderRouting

/// An operation together with who asked for it; renders the `request` text of errors.
struct Request<Route: RouteType> {
    let operation: PathOperation<Route>
    let scope: ScopeID?
    let source: OperationSource
    /// The first id the path's generator has not issued yet, when the caller knows it: an id
    /// target at or past it was never issued, which is refused as such.
    let unissued: EntryID?

    init(operation: PathOperation<Route>, scope: ScopeID?, source: OperationSource, issued ids: EntryIDGenerator? = nil)
    {
        self.operation = operation
        self.scope = scope
        self.source = source
        unissued = ids.map { EntryID(generation: $0.generation, serial: $0.nextSerial) }
    }

    /// `goBack(5)`, `push(d) as scope 'child'`, `goBack(1) (gesture)`.
    var text: String {
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
struct Authority {
    /// The acting scope, `nil` for the base scope.
    let scope: ScopeID?
    /// Whether the scope rules apply (programmatic requests) or not (gestures).
    let enforced: Bool
    /// Positions in `RoutePath.active` of the acting scope and its ancestors, nearest first.
    let chain: ScopeChain
    /// Position of the nearest owned or bounded scope in `chain`, when the rules apply.
    let bound: Int?
    /// The index of the root of the acting view: the bounding scope's root, or 0.
    let viewStart: Int
    /// Position of the acting scope itself.
    var own: Int? { chain.start }
}

/// The positions in `RoutePath.active` of a scope and the scopes that began it, nearest first,
/// followed one parent link at a time (reading only as far as a caller looks).
struct ScopeChain: Sequence {
    /// The scope the chain starts at, `nil` for an empty chain.
    let start: Int?
    /// The path's active scopes (shared, not copied).
    let active: [ActiveScope]

    static let empty = ScopeChain(start: nil, active: [])

    func makeIterator() -> Iterator {
        Iterator(cursor: start, active: active)
    }

    /// Follows the parent links.
    struct Iterator: IteratorProtocol {
        var cursor: Int?
        let active: [ActiveScope]

        mutating func next() -> Int? {
            guard let position = cursor else { return nil }
            cursor = active[position].parent
            return position
        }
    }
}

extension RoutePath {
    // MARK: - Resolving the actor

    /// The position in `active` of an active scope.
    func position(of scope: ScopeID) -> Int? {
        active.lastIndex { $0.scope.id == scope }
    }

    /// Resolves the acting scope, its ancestors and the scope bounding its view.
    ///
    /// - Throws: ``PathError/unknownScope(request:scope:active:)`` when `scope` is not active.
    func authority(of scope: ScopeID?, source: OperationSource, request: Request<Route>) throws(PathError) -> Authority
    {
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
    func ancestry(of position: Int) -> ScopeChain {
        ScopeChain(start: position, active: active)
    }

    // MARK: - Rules every edit obeys

    /// Checks the scope rules that hold whatever the operation: a bounded view keeps its root,
    /// and an owned scope is changed only from inside or removed as a whole.
    func checkScopeRules(_ edit: Edit<Route>, by authority: Authority, request: Request<Route>) throws(PathError) {
        guard authority.enforced, !active.isEmpty else { return }
        let keep = edit.ruleKeep ?? edit.keep
        if let bound = authority.bound, keep <= active[bound].rootIndex {
            throw beyondScopeRoot(bound, request: request)
        }
        for position in active.indices.reversed()
        where active[position].scope.policy == .owned && active[position].rootIndex < keep
            && !authority.chain.contains(position)
        {
            let owner = active[position].scope
            if keep < entryList.count {
                throw .insideOwnedScope(request: request.text, owner: owner.id, root: owner.rootID)
            }
            if !edit.insert.isEmpty {
                throw .ownedScopeOnTop(request: request.text, owner: owner.id, root: owner.rootID)
            }
        }
    }

    /// The error for removing the root of the scope at `position` (or below it).
    func beyondScopeRoot(_ position: Int, request: Request<Route>) -> PathError {
        let bounding = active[position]
        return .beyondScopeRoot(
            request: request.text,
            scope: bounding.scope.id,
            policy: bounding.scope.policy,
            root: bounding.scope.rootID,
            available: entryList.count - 1 - bounding.rootIndex
        )
    }
}
