/// An active scope of a ``RoutePath``: the region from its root entry to the top of the path.
///
/// A scope begins with ``PathOperation/beginScope(_:_:root:)``, which pushes (or presents) its
/// root entry, and ends when that root entry is removed, by whatever operation removes it.
public struct PathScope: Hashable, Codable, Sendable {
    /// The scope's name, unique among active scopes.
    public let id: ScopeID
    /// What the scope and its parent may do.
    public let policy: ScopePolicy
    /// The entry the scope's region starts at.
    public let rootID: EntryID
    /// The scope that began this one, `nil` for the base scope.
    public let parent: ScopeID?
    /// Renderer attributes given to every entry this scope creates (those of the parent scope,
    /// overridden by the ones given when it began).
    public let attributes: [String: String]

    /// Creates a scope record; normally only a ``RoutePath`` does this.
    ///
    /// - Parameters:
    ///   - id: The scope's name.
    ///   - policy: Its policy.
    ///   - rootID: The id of its root entry.
    ///   - parent: The scope that began it, `nil` for the base scope.
    ///   - attributes: Attributes for the entries it creates.
    public init(
        id: ScopeID,
        policy: ScopePolicy,
        rootID: EntryID,
        parent: ScopeID? = nil,
        attributes: [String: String] = [:]
    ) {
        self.id = id
        self.policy = policy
        self.rootID = rootID
        self.parent = parent
        self.attributes = attributes
    }
}
