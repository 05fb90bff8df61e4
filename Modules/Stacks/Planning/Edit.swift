import WayfinderRouting

/// What an operation does to a path, decided before anything changes: keep the first `keep`
/// entries, then append `insert`.
///
/// An operation that changes one entry in place (``PathOperation/remove(_:)``,
/// ``PathOperation/update(_:route:attributes:)``) has the same shape: the entries above it are
/// inserted again with the ids they had (``PendingEntry/id``), and the scopes rooted among them
/// (``carried``) are active again at their new places.
///
/// Every operation of a ``RoutePath`` has this shape, which is why a failed check never leaves
/// a half-applied change behind, why one operation costs only what it removes and inserts, and
/// why a transaction's net change is "the entries above the lowest kept count".
@usableFromInline struct Edit<Route: RouteType> {
    /// How many entries, from the root up, stay.
    @usableFromInline var keep: Int
    /// The entries to create on top of them, bottom first.
    @usableFromInline var insert: [PendingEntry<Route>]
    /// The scope the first inserted entry is the root of.
    @usableFromInline var scope: PendingScope?
    /// Scopes rooted at inserted entries that keep their ids: they stay active, neither ended
    /// nor begun.
    @usableFromInline var carried: [PathScope]
    /// The count the scope rules treat as kept, when it differs from ``keep``: an update
    /// changes the entry at `keep` without removing it.
    @usableFromInline var ruleKeep: Int?

    @inlinable init(
        keep: Int,
        insert: [PendingEntry<Route>] = [],
        scope: PendingScope? = nil,
        carried: [PathScope] = [],
        ruleKeep: Int? = nil
    ) {
        self.keep = keep
        self.insert = insert
        self.scope = scope
        self.carried = carried
        self.ruleKeep = ruleKeep
    }
}

/// An entry still without an id.
@usableFromInline struct PendingEntry<Route: RouteType> {
    /// The id an entry carried over keeps; `nil` for a new entry, which gets the next one.
    @usableFromInline var id: EntryID?
    @usableFromInline var route: Route
    @usableFromInline var style: PresentationStyle
    @usableFromInline var withNavigation: Bool
    @usableFromInline var scope: ScopeID?
    @usableFromInline var attributes: [String: String]
    /// The attributes the request itself gave, before the creating scope's were merged under them.
    @usableFromInline var ownAttributes: [String: String]

    @inlinable init(
        id: EntryID? = nil,
        route: Route,
        style: PresentationStyle,
        withNavigation: Bool,
        scope: ScopeID?,
        attributes: [String: String],
        ownAttributes: [String: String]
    ) {
        self.id = id
        self.route = route
        self.style = style
        self.withNavigation = withNavigation
        self.scope = scope
        self.attributes = attributes
        self.ownAttributes = ownAttributes
    }

    /// Whether `entry` already is what was asked for, so that it can be kept with its id: same
    /// route, style and navigation, and every attribute the request gave (attributes it would
    /// inherit from its scope do not count; the entry keeps those of the scope that created it).
    func matches(_ entry: Entry<Route>) -> Bool {
        entry.route == route && entry.style == style && entry.withNavigation == withNavigation
            && ownAttributes.allSatisfy { entry.attributes[$0.key] == $0.value }
    }

    /// The entry, with the id it gets now.
    @inlinable func entry(id: EntryID) -> Entry<Route> {
        Entry(id: id, route: route, style: style, withNavigation: withNavigation, scope: scope, attributes: attributes)
    }
}

extension PendingEntry {
    /// `entry` carried over as it is, keeping its id.
    init(keeping entry: Entry<Route>) {
        self.init(
            id: entry.id, route: entry.route, style: entry.style, withNavigation: entry.withNavigation,
            scope: entry.scope, attributes: entry.attributes, ownAttributes: entry.attributes)
    }
}

/// A scope about to begin.
@usableFromInline struct PendingScope {
    @usableFromInline var id: ScopeID
    @usableFromInline var policy: ScopePolicy
    @usableFromInline var parent: ScopeID?
    @usableFromInline var attributes: [String: String]

    @inlinable init(id: ScopeID, policy: ScopePolicy, parent: ScopeID?, attributes: [String: String]) {
        self.id = id
        self.policy = policy
        self.parent = parent
        self.attributes = attributes
    }
}
