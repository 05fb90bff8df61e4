import WayfinderStacks

/// Where an entry's lifecycle stands, derived from the tree alone.
///
/// | Phase | Rule |
/// |---|---|
/// | ``active`` | The top of a chain the user sees: the top of the visible path, and the tops of the stacks an active entry hosts (the selected tab page, embedded slots, the detail column). |
/// | ``covered`` | Something is pushed or presented above it in its own stack. Covered wins over background. |
/// | ``background`` | The top of a chain the user does not see: the top of an unselected tab page, or of any stack hosted by an entry that is not active. |
/// | ``ended`` | The entry left the tree. Reported once, in the commit that removed it. |
///
/// Host entries (a tab bar's entry, a screen with embedded slots) follow the same rule; the
/// entries of what they host have phases of their own. Phases are never stored: a snapshot
/// restores a tree, and the tree gives its phases again.
public enum EntryPhase: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The top of a chain the user sees.
    case active
    /// Something is pushed or presented above it in its own stack.
    case covered
    /// The top of a chain the user does not see.
    case background
    /// The entry left the tree.
    case ended

    /// The raw value: `active`, `covered`, `background`, `ended`.
    public var description: String { rawValue }

    /// Where a change's phase changes put this phase: ended first, newly active last.
    var reportOrder: Int {
        switch self {
        case .ended: 0
        case .covered: 1
        case .background: 2
        case .active: 3
        }
    }
}

/// One entry whose phase a commit changed.
public struct PhaseChange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The entry.
    public var entry: EntryID
    /// The container it is (or was, when ``to`` is ``EntryPhase/ended``) in.
    public var container: ContainerID
    /// Its phase before the commit; `nil` for an entry the commit added.
    public var from: EntryPhase?
    /// Its phase after the commit.
    public var to: EntryPhase

    /// Creates a phase change.
    public init(entry: EntryID, container: ContainerID, from: EntryPhase?, to: EntryPhase) {
        self.entry = entry
        self.container = container
        self.from = from
        self.to = to
    }

    /// `#3 active -> covered`, `#4 new -> active`.
    public var description: String {
        "\(entry) \(from?.rawValue ?? "new") -> \(to.rawValue)"
    }
}

extension [PhaseChange] {
    /// Sorts phase changes into their documented order: by the phase they reach (ended,
    /// covered, background, active), then by container, then by entry id.
    mutating func sortIntoReportOrder() {
        sort { lhs, rhs in
            if lhs.to.reportOrder != rhs.to.reportOrder { return lhs.to.reportOrder < rhs.to.reportOrder }
            if lhs.container != rhs.container { return lhs.container < rhs.container }
            return lhs.entry < rhs.entry
        }
    }
}
