import WayfinderCoordinators
import WayfinderStacks

/// The saved state bags of a snapshot: each entry's and each flow's (see
/// ``/WayfinderCoordinators/StateBag``), restored with their owner.
///
/// Stored in the snapshot under `states`, as lists sorted by owner, and left out when there is
/// none, so a snapshot without state reads and writes as before.
public struct SavedStates: Hashable, Sendable, Codable {
    /// Bags by entry.
    public var entries: [EntryID: StateBag]
    /// Bags by coordinator (a flow's).
    public var flows: [CoordinatorID: StateBag]

    /// Creates saved states.
    public init(entries: [EntryID: StateBag] = [:], flows: [CoordinatorID: StateBag] = [:]) {
        self.entries = entries
        self.flows = flows
    }

    /// Whether there is no bag at all.
    public var isEmpty: Bool { entries.isEmpty && flows.isEmpty }

    /// The bytes all bags take as stored (``/WayfinderCoordinators/StateBag/storedSize``).
    public var storedSize: Int {
        entries.values.reduce(0) { $0 + $1.storedSize } + flows.values.reduce(0) { $0 + $1.storedSize }
    }

    private enum CodingKeys: String, CodingKey {
        case entries, flows
    }

    private struct EntryBag: Codable {
        var entry: EntryID
        var state: StateBag
    }

    private struct FlowBag: Codable {
        var flow: CoordinatorID
        var state: StateBag
    }

    /// Decodes both lists; either may be absent.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        let entryBags = try keyed.decodeIfPresent([EntryBag].self, forKey: .entries) ?? []
        let flowBags = try keyed.decodeIfPresent([FlowBag].self, forKey: .flows) ?? []
        entries = Dictionary(entryBags.map { ($0.entry, $0.state) }, uniquingKeysWith: { _, last in last })
        flows = Dictionary(flowBags.map { ($0.flow, $0.state) }, uniquingKeysWith: { _, last in last })
    }

    /// Encodes both lists, sorted by owner; an empty one is left out.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        if !entries.isEmpty {
            try keyed.encode(
                entries.sorted { $0.key < $1.key }.map { EntryBag(entry: $0.key, state: $0.value) }, forKey: .entries)
        }
        if !flows.isEmpty {
            try keyed.encode(
                flows.sorted { $0.key < $1.key }.map { FlowBag(flow: $0.key, state: $0.value) }, forKey: .flows)
        }
    }
}
