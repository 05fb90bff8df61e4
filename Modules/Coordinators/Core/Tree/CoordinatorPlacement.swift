/// How a coordinator is placed in the navigation tree.
///
/// Stored as its raw value (`root`, `tab`, `pushed`, ...) in snapshots and shown in
/// ``NavigationTree/rendered``.
public enum CoordinatorPlacement: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The navigator's root coordinator.
    case root
    /// A page of a tab bar; the tab bar decides when it ends.
    case tab
    /// A flow pushed into another coordinator's stack.
    case pushed
    /// A flow presented modally over another coordinator's stack.
    case presented
    /// A coordinator embedded in a named slot of another's screen.
    case embedded
    /// The detail column of a split layout.
    case detail
    /// Attached but not started yet.
    case idle
    /// Finished: its screens are gone.
    case finished

    /// Whether the coordinator is a flow that can finish on its own (pushed or presented).
    public var isFlow: Bool { self == .pushed || self == .presented }

    /// Whether the coordinator owns a container hosted by another's screen (embedded or detail).
    public var isHosted: Bool { self == .embedded || self == .detail }

    /// The raw value.
    public var description: String { rawValue }
}
