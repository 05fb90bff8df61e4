import WayfinderRouting
import WayfinderStacks

/// What the JSON views of a tree (`run --json`, `GET /tree.json`) add to its Codable form:
/// each entry's and coordinator's lifecycle phase and, where one is kept, its saved state.
///
/// Set on an encoder's `userInfo` under the key `treeView` (an extension of Foundation's coding-info key); a snapshot's
/// encoder never sets it, so snapshots store neither phases nor these copies of the state.
///
/// ```swift
/// let encoder = JSONEncoder()
/// encoder.userInfo[.treeView] = TreeView(tree)
/// let json = try encoder.encode(tree)   // entries carry "phase"
/// ```
public struct TreeView: Sendable {
    /// Every entry's phase.
    public var phases: [EntryID: EntryPhase]
    /// Every coordinator's phase.
    public var coordinatorPhases: [CoordinatorID: EntryPhase]
    /// The saved state of entries that have one.
    public var entryStates: [EntryID: StateBag]
    /// The saved state of flows that have one.
    public var flowStates: [CoordinatorID: StateBag]

    /// The view of `tree`, with the saved states given.
    public init(
        _ tree: NavigationTree, entryStates: [EntryID: StateBag] = [:], flowStates: [CoordinatorID: StateBag] = [:]
    ) {
        phases = tree.phases
        coordinatorPhases = tree.coordinatorPhases
        self.entryStates = entryStates
        self.flowStates = flowStates
    }
}

extension CodingUserInfoKey {
    /// The ``TreeView`` a JSON view of a tree adds to its entries and coordinators.
    public static let treeView: CodingUserInfoKey = {
        // `init?(rawValue:)` is failable only to satisfy RawRepresentable; it accepts every string.
        guard let key = CodingUserInfoKey(rawValue: "wayfinder.treeView") else {
            preconditionFailure("CodingUserInfoKey refused a constant key")
        }
        return key
    }()
}

/// An entry as a tree view encodes it: its own fields, then `phase` and `state`.
struct ViewedEntry: Encodable {
    let entry: Entry<AnyRoute>
    let view: TreeView

    private enum CodingKeys: String, CodingKey {
        case phase, state
    }

    func encode(to encoder: any Encoder) throws {
        try entry.encode(to: encoder)
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encodeIfPresent(view.phases[entry.id], forKey: .phase)
        try keyed.encodeIfPresent(view.entryStates[entry.id], forKey: .state)
    }
}
