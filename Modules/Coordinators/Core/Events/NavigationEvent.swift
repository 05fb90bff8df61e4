import WayfinderRouting
import WayfinderStacks

/// What observers hear after every committed transaction.
///
/// Events are Codable so that analytics can write them as JSON lines and persistence can keep
/// a journal of them.
public struct NavigationEvent: Hashable, Sendable, Codable {
    private enum CodingKeys: String, CodingKey {
        case sequence, kind, source, coordinator, inserted, removed, top, steps, phases
    }

    /// What kind of change this was.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// Screens were pushed.
        case push
        /// A modal layer was presented.
        case present
        /// Pushed screens were removed.
        case pop
        /// Modal layers were dismissed.
        case dismiss
        /// Screens were both removed and added.
        case replace
        /// A tab was selected.
        case selectTab
        /// A badge changed.
        case badge
        /// Tab pages or other non-entry state changed.
        case update
    }

    /// The sequence number of the change, counting from 1.
    public var sequence: UInt64
    /// What kind of change this was.
    public var kind: Kind
    /// Who caused it.
    public var source: NavigationSource
    /// The coordinator that asked, when one did.
    public var coordinator: CoordinatorID?
    /// Entries that appeared.
    public var inserted: [Entry<AnyRoute>]
    /// Entries that went away.
    public var removed: [Entry<AnyRoute>]
    /// The entry on top after the change (what the user now sees).
    public var top: Entry<AnyRoute>?
    /// The steps applied, as text (built when read: most observers never read them).
    public var steps: [String] {
        get { stepTexts.texts }
        set { stepTexts = StepTexts(newValue) }
    }
    private var stepTexts: StepTexts
    /// The entries whose lifecycle phase the change changed, in report order (see
    /// ``NavigationChange/phaseChanges``); worked out when read.
    public var phases: [PhaseChange] {
        get { phaseList.changes }
        set { phaseList = PhaseList(newValue) }
    }
    private var phaseList = PhaseList([])

    /// Creates an event.
    public init(
        sequence: UInt64, kind: Kind, source: NavigationSource, coordinator: CoordinatorID?,
        inserted: [Entry<AnyRoute>], removed: [Entry<AnyRoute>], top: Entry<AnyRoute>?, steps: [String]
    ) {
        self.sequence = sequence
        self.kind = kind
        self.source = source
        self.coordinator = coordinator
        self.inserted = inserted
        self.removed = removed
        self.top = top
        self.stepTexts = StepTexts(steps)
    }

    /// Builds the event describing `change`.
    public init(change: NavigationChange, coordinator: CoordinatorID?) {
        self = .blank
        stepTexts = StepTexts(change.steps.map(\.description))
        phaseList = PhaseList(change)
        describe(change, coordinator: coordinator)
    }

    // An initializer that computes the fields builds the event in a temporary and copies it
    // whole (ten references, ~290 instructions an event, measured): the engine copies a blank
    // event and fills it in place instead.

    /// An event with no entries and no steps, for ``describe(_:coordinator:joined:)`` to fill.
    static let blank = NavigationEvent(
        sequence: 0, kind: .update, source: .program, coordinator: nil, inserted: [], removed: [], top: nil, steps: [])

    /// Makes this the event describing `change`. Its step texts are built when read, from
    /// `joined` (every step joined, internal ones included) or, when `nil`, from the change's
    /// own steps.
    mutating func describe(_ change: NavigationChange, coordinator: CoordinatorID?, joined: [JoinedStep]?) {
        stepTexts = joined.map(StepTexts.init) ?? StepTexts(change.steps)
        phaseList = PhaseList(change)
        describe(change, coordinator: coordinator)
    }

    /// Sets every field but the steps from `change`.
    private mutating func describe(_ change: NavigationChange, coordinator: CoordinatorID?) {
        inserted = change.inserted
        removed = change.removed
        if !inserted.isEmpty && !removed.isEmpty {
            kind = .replace
        } else if !inserted.isEmpty {
            kind = inserted.contains { $0.style.isModal } ? .present : .push
        } else if !removed.isEmpty {
            kind = removed.contains { $0.style.isModal } ? .dismiss : .pop
        } else if change.steps.contains(where: { if case .selectTab = $0 { true } else { false } }) {
            kind = .selectTab
        } else if change.steps.contains(where: { if case .setBadge = $0 { true } else { false } }) {
            kind = .badge
        } else {
            kind = .update
        }
        sequence = change.id
        source = change.source
        self.coordinator = coordinator
        top = change.tree.topEntry
    }
}

extension NavigationEvent: CustomStringConvertible {
    /// `#3 push by program: +#4 item(id: 3); top #4`.
    public var description: String {
        var parts = ["#\(sequence) \(kind.rawValue) by \(source)"]
        let changes =
            inserted.map { "+\($0.id) \(NavigationTree.routeLabel($0.route))" }
            + removed.map { "-\($0.id) \(NavigationTree.routeLabel($0.route))" }
        if !changes.isEmpty { parts.append(changes.joined(separator: ", ")) }
        if let top { parts.append("top \(top.id) \(NavigationTree.routeLabel(top.route))") }
        return parts.joined(separator: "; ")
    }
}

extension NavigationEvent {
    /// Equal when every field is, the steps compared as text.
    public static func == (lhs: NavigationEvent, rhs: NavigationEvent) -> Bool {
        lhs.sequence == rhs.sequence && lhs.kind == rhs.kind && lhs.source == rhs.source
            && lhs.coordinator == rhs.coordinator && lhs.inserted == rhs.inserted && lhs.removed == rhs.removed
            && lhs.top == rhs.top && lhs.steps == rhs.steps && lhs.phases == rhs.phases
    }

    /// Hashes every field, the steps as text.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(sequence)
        hasher.combine(kind)
        hasher.combine(source)
        hasher.combine(coordinator)
        hasher.combine(inserted)
        hasher.combine(removed)
        hasher.combine(top)
        hasher.combine(steps)
        hasher.combine(phases)
    }

    /// Decodes every field; `coordinator` and `top` may be absent.
    public init(from decoder: any Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            sequence: try keyed.decode(UInt64.self, forKey: .sequence),
            kind: try keyed.decode(Kind.self, forKey: .kind),
            source: try keyed.decode(NavigationSource.self, forKey: .source),
            coordinator: try keyed.decodeIfPresent(CoordinatorID.self, forKey: .coordinator),
            inserted: try keyed.decode([Entry<AnyRoute>].self, forKey: .inserted),
            removed: try keyed.decode([Entry<AnyRoute>].self, forKey: .removed),
            top: try keyed.decodeIfPresent(Entry<AnyRoute>.self, forKey: .top),
            steps: try keyed.decode([String].self, forKey: .steps))
        phases = try keyed.decodeIfPresent([PhaseChange].self, forKey: .phases) ?? []
    }

    /// Encodes every field, the steps as text; `coordinator` and `top` only when present.
    public func encode(to encoder: any Encoder) throws {
        var keyed = encoder.container(keyedBy: CodingKeys.self)
        try keyed.encode(sequence, forKey: .sequence)
        try keyed.encode(kind, forKey: .kind)
        try keyed.encode(source, forKey: .source)
        try keyed.encodeIfPresent(coordinator, forKey: .coordinator)
        try keyed.encode(inserted, forKey: .inserted)
        try keyed.encode(removed, forKey: .removed)
        try keyed.encodeIfPresent(top, forKey: .top)
        try keyed.encode(steps, forKey: .steps)
        let phases = phases
        if !phases.isEmpty { try keyed.encode(phases, forKey: .phases) }
    }
}

/// An event's phase changes: a list, or the change they are worked out from when read.
private struct PhaseList: Sendable {
    private enum Storage {
        case list([PhaseChange])
        case change(NavigationChange)
    }

    private let storage: Storage

    init(_ changes: [PhaseChange]) { storage = .list(changes) }
    init(_ change: NavigationChange) { storage = .change(change) }

    var changes: [PhaseChange] {
        switch storage {
        case .list(let changes): changes
        case .change(let change): change.phaseChanges
        }
    }
}

/// An event's steps: text, or the joined steps their text is built from when read.
private struct StepTexts: Sendable {
    private enum Storage {
        case texts([String])
        case joined([JoinedStep])
        case steps([NavigationStep])
    }

    private let storage: Storage

    init(_ texts: [String]) { storage = .texts(texts) }
    init(_ joined: [JoinedStep]) { storage = .joined(joined) }
    init(_ steps: [NavigationStep]) { storage = .steps(steps) }

    var texts: [String] {
        switch storage {
        case .texts(let texts): texts
        case .joined(let joined): joined.map(\.description)
        case .steps(let steps): steps.map(\.description)
        }
    }
}
