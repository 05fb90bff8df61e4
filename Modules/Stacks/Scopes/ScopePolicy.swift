/// How much of a ``RoutePath`` a scope (a child flow) may change, and what its parent may still do.
///
/// The three policies are one mechanism: a scope is the region of the path from its root entry
/// to the top. They differ in two rules only:
///
/// | | parent may push while child active | child's `goBackToRoot` reaches | child may remove its root or below |
/// |---|---|---|---|
/// | ``shared`` | yes | the parent's root | yes |
/// | ``owned`` | no (typed refusal) | the child's root | no |
/// | ``bounded`` | yes | the child's root | no |
///
/// The rules bind programmatic requests (``OperationSource/program``). User gestures
/// (``OperationSource/gesture``) already happened on screen and may remove any top entry.
public enum ScopePolicy: String, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    /// FlowStacks' approach 1: child and parent share one path with no restrictions;
    /// `goBackToRoot` from the child goes back to the parent's root.
    case shared
    /// FlowStacks' approach 2: the child's region behaves as its own path. While it is active
    /// (its region is then always the top of the path) only the child and the scopes it begins
    /// may push, present or change entries inside it; others may only remove it as a whole.
    /// The child cannot remove its root or anything below it; `goBackToRoot` from the child goes
    /// back to the child's root.
    case owned
    /// ChildCoordinatable: the child shares the parent's path (the parent may still push on
    /// top), but cannot remove its root or anything below it; `goBackToRoot` from the child goes
    /// back to the child's root.
    case bounded

    /// Whether the scope may not remove its root or anything below it.
    @inlinable var isBounding: Bool { self != .shared }

    /// The policy name.
    public var description: String { rawValue }
}
