import WayfinderRouting

/// The navigation state of one flow: a flat array of entries, bottom to top.
///
/// Entry 0 is the root. Every later entry is either pushed onto the navigation context below
/// it or presented modally, which opens a new context (a layer, see ``contexts``); entries
/// pushed after a modal belong to that modal's context. Child flows work in *scopes*, regions of
/// the path starting at a root entry (see ``ScopePolicy``).
///
/// A path changes only through ``apply(_:as:source:ids:)`` (or the conveniences and
/// ``transaction(as:source:ids:_:)`` built on it), which either applies an operation and
/// returns what changed, or throws a ``PathError`` and leaves the path as it was.
///
/// ```swift
/// var ids = EntryIDGenerator()
/// var path = RoutePath(root: ShopRoute.home, ids: &ids)
/// try path.push(.item(id: 3), ids: &ids)
/// try path.presentSheet(.filters, ids: &ids)
/// try path.goBackToRoot(ids: &ids)
/// ```
///
/// Pushing, popping and dismissing cost O(1) amortised plus the entries they remove: derived
/// facts (the indices of modal entries, the root index of each scope) are kept up to date at the
/// top end rather than recomputed.
public struct RoutePath<Route: RouteType>: Sendable {
    // The operations' hot paths are `@inlinable`, down to these stored properties, so that a
    // module using a path of its own route type gets them specialised for that type: no generic
    // metadata lookups, no calls through value witnesses (see docs/performance.md, "Scaling").

    /// The entries, root first (``entries`` reads them). Changed only by the path's operations.
    @usableFromInline var list: EntryList<Route>
    /// The active scopes, ordered by the index of their root entry.
    @usableFromInline var active: [ActiveScope]
    /// The indices (at least 1) of modal entries, ascending: where each context above the base starts.
    @usableFromInline var modalIndices: [Int]

    // MARK: - Creating

    /// Creates an empty path; its first entry is set with ``PathOperation/setRoot(_:)`` or
    /// ``PathOperation/replace(_:)``.
    @inlinable public init() {
        list = []
        active = []
        modalIndices = []
    }

    /// Creates a path holding only a root entry.
    ///
    /// - Parameters:
    ///   - root: The root route.
    ///   - withNavigation: Whether screens may be pushed onto the root's context.
    ///   - ids: The generator the root's id comes from.
    @inlinable public init(root: Route, withNavigation: Bool = true, ids: inout EntryIDGenerator) {
        self.init()
        list.append(Entry(id: ids.next(), route: root, style: .push, withNavigation: withNavigation))
    }

    // MARK: - Reading

    /// The entries, root first, as a list that shares its storage with earlier versions of the
    /// path (see ``EntryList``): reading it costs nothing, whatever the depth. `Array(entries)`
    /// copies them.
    @inlinable public var entries: EntryList<Route> { list }

    /// The number of entries, root included.
    @inlinable public var count: Int { list.count }

    /// Whether the path has no entry, not even a root.
    @inlinable public var isEmpty: Bool { list.isEmpty }

    /// The root entry.
    @inlinable public var root: Entry<Route>? { list.first }

    /// The topmost entry: the screen on display.
    @inlinable public var top: Entry<Route>? { list.last }

    /// The number of entries above the root (0 for a path with only a root, or none).
    @inlinable public var depth: Int { Swift.max(list.count - 1, 0) }

    /// The number of modal layers presented above the base context.
    @inlinable public var presentedCount: Int { modalIndices.count }

    /// The ids of the entries, root first.
    public var entryIDs: [EntryID] { entries.map(\.id) }

    /// The index of the entry with this id, searching from the top.
    ///
    /// - Parameter id: An entry id.
    /// - Returns: Its index, or `nil` when no entry has it.
    @inlinable public func index(of id: EntryID) -> Int? {
        list.lastIndex { $0.id == id }
    }

    /// The index of the entry that opened the topmost navigation context (0 when nothing is
    /// presented).
    @inlinable var topContextStart: Int { modalIndices.last ?? 0 }

    /// How many entries the base context holds: those below the first entry above the root
    /// that opens a modal layer (a sheet or a cover), or every entry when none does.
    ///
    /// Read from the index of modal entries the path keeps anyway: the same at depth 10 and
    /// 10,000, and nothing added to a push (what `StackScene.baseContext(of:)` finds by walking
    /// the entries).
    @inlinable public var baseContextCount: Int { modalIndices.first ?? list.count }
}

/// A scope of a path together with where its root currently is.
@usableFromInline struct ActiveScope: Hashable, Sendable {
    @usableFromInline var scope: PathScope
    @usableFromInline var rootIndex: Int
    /// The position in `RoutePath.active` of the scope that began this one (always earlier:
    /// a parent's root lies below its child's). Positions do not move while a scope is active.
    @usableFromInline var parent: Int?
    /// The position of the nearest bounding scope among this one and its ancestors.
    @usableFromInline var bound: Int?
    /// The position of the nearest owned scope among this one and those before it in
    /// `RoutePath.active`: the scope rules visit the owned scopes alone, one link at a time,
    /// whatever the number of other scopes.
    @usableFromInline var owned: Int?

    @inlinable init(scope: PathScope, rootIndex: Int, parent: Int? = nil, bound: Int? = nil, owned: Int? = nil) {
        self.scope = scope
        self.rootIndex = rootIndex
        self.parent = parent
        self.bound = bound
        self.owned = owned
    }
}

extension RoutePath {
    /// The active record of a scope about to be appended to ``active``, linked to its parent.
    @inlinable func activeScope(_ scope: PathScope, rootIndex: Int) -> ActiveScope {
        let parent = scope.parent.flatMap { id in active.lastIndex { $0.scope.id == id } }
        let bound = scope.policy.isBounding ? active.count : parent.flatMap { active[$0].bound }
        let owned = scope.policy == .owned ? active.count : active.last?.owned
        return ActiveScope(scope: scope, rootIndex: rootIndex, parent: parent, bound: bound, owned: owned)
    }
}

// MARK: - Equality

extension RoutePath: Hashable {
    /// Two paths are equal when they hold the same entries and scopes.
    public static func == (lhs: RoutePath, rhs: RoutePath) -> Bool {
        lhs.list == rhs.list && lhs.active == rhs.active
    }

    /// Hashes the entries and scopes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(list)
        hasher.combine(active)
    }
}

extension RoutePath: CustomStringConvertible {
    /// The entries, one per line, root first.
    public var description: String {
        "[" + entries.map(\.description).joined(separator: ", ") + "]"
    }
}
