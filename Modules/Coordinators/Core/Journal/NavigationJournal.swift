import WayfinderStacks

/// A bounded record of every transaction a ``Navigator`` commits or refuses: the devtools'
/// timeline, and what a session recording is checked against.
///
/// The journal is off unless attached; a navigator without one checks a `nil` reference once
/// per commit and records nothing. Once attached it keeps the newest ``capacity`` entries
/// (10,000 by default) in a ring: the oldest are dropped, counted in ``dropped``, and the tree
/// they left becomes ``startTree``.
///
/// ```swift
/// let navigator = Navigator()
/// let journal = NavigationJournal()
/// navigator.journal = journal
/// try await navigator.start(root: AppCoordinator())
/// for entry in journal.entries {
///     print(entry.sequence, entry.source, entry.api, entry.kind)
/// }
/// ```
///
/// ``document`` is the whole journal as one `Codable` value (``JournalDocument``), which is
/// what `GET /journal.json` serves.
@MainActor
public final class NavigationJournal {
    /// How many entries a journal keeps unless told otherwise.
    public static let defaultCapacity = 10_000

    /// The most entries kept; the oldest are dropped past it.
    public let capacity: Int
    /// How many entries were ever recorded (the last entry's ``JournalEntry/sequence``).
    public private(set) var recorded: UInt64 = 0
    /// The tree before the oldest entry kept: the navigator's tree when the journal was
    /// attached, or the tree the newest dropped entry left.
    public private(set) var startTree: NavigationTree = .empty

    /// The entries, in a ring once full: `ring[oldest]` is the oldest.
    private var ring: [JournalEntry] = []
    private var oldest = 0
    /// The tree after the newest entry.
    private var lastTree: NavigationTree = .empty
    /// What the interceptors decided about the transaction being proposed, until it is
    /// committed or refused.
    private var pendingDecisions: [InterceptorRecord] = []
    /// The change handed to the renderer and not completed yet, with its entry and when.
    private var rendering: (change: UInt64, sequence: UInt64, since: ContinuousClock.Instant)?

    /// Creates an empty journal.
    ///
    /// - Parameter capacity: The most entries kept (at least 1).
    public init(capacity: Int = NavigationJournal.defaultCapacity) {
        self.capacity = Swift.max(1, capacity)
        ring.reserveCapacity(Swift.min(self.capacity, 1_024))
    }

    // MARK: - Reading

    /// The entries kept, oldest first.
    public var entries: [JournalEntry] {
        Array(ring[oldest...]) + ring[..<oldest]
    }

    /// How many entries are kept.
    public var count: Int { ring.count }

    /// How many entries were dropped to stay within ``capacity``.
    public var dropped: UInt64 { recorded - UInt64(ring.count) }

    /// The entry numbered `sequence`, when it is still kept.
    public func entry(_ sequence: UInt64) -> JournalEntry? {
        position(of: sequence).map { ring[$0] }
    }

    /// The tree before the entry numbered `sequence` (the previous entry's tree, or
    /// ``startTree`` for the oldest), when it is still kept.
    public func tree(before sequence: UInt64) -> NavigationTree? {
        guard let position = position(of: sequence) else { return nil }
        if position == oldest { return startTree }
        return ring[(position + ring.count - 1) % ring.count].tree
    }

    /// The whole journal as one `Codable` value.
    public var document: JournalDocument {
        JournalDocument(capacity: capacity, recorded: recorded, dropped: dropped, start: startTree, entries: entries)
    }

    /// Drops every entry; the current tree becomes ``startTree``. Numbering goes on.
    public func removeAll() {
        ring.removeAll(keepingCapacity: true)
        oldest = 0
        startTree = lastTree
        pendingDecisions.removeAll()
    }

    private func position(of sequence: UInt64) -> Int? {
        guard sequence >= 1, sequence <= recorded, sequence > dropped else { return nil }
        return (oldest + Int(sequence - dropped - 1)) % ring.count
    }

    // MARK: - Recording (called by the engine and renderers)

    /// Starts from `tree`: the navigator's tree when the journal is attached. A journal that
    /// holds entries keeps them (an app reloaded with its state goes on recording).
    func attach(tree: NavigationTree) {
        if ring.isEmpty { startTree = tree }
        lastTree = tree
        pendingDecisions.removeAll()
        rendering = nil
    }

    /// Notes one interceptor's decision about `proposal`; a decision other than allow ends the
    /// proposal, which is recorded as refused.
    func decided(
        _ decision: InterceptorDecision, by interceptor: String, on proposal: NavigationProposal,
        navigator: Navigator
    ) {
        pendingDecisions.append(InterceptorRecord(interceptor: interceptor, decision: decision))
        let outcome: JournalEntry.Outcome
        switch decision {
        case .allow: return
        case .deny: outcome = .denied
        case .redirect: outcome = .redirected
        }
        let steps = proposal.request.steps
        append(
            JournalEntry(
                sequence: recorded + 1, outcome: outcome, source: proposal.source,
                api: Self.api(source: proposal.source, steps: steps, joined: nil, callerName: nil), caller: nil,
                steps: steps.map(\.description), decisions: take(), change: nil, event: nil, tree: lastTree))
    }

    /// Records a committed change, just before the renderer is handed it.
    func committed(
        _ change: NavigationChange, coordinator: CoordinatorID?, joined: [JoinedStep]?, navigator: Navigator
    ) {
        var event = NavigationEvent.blank
        event.describe(change, coordinator: coordinator, joined: joined)
        let callerName = coordinator.flatMap { navigator.coordinator($0)?.core.name }
        let caller = coordinator.map { id in callerName.map { "\($0) (\(id))" } ?? "\(id)" }
        append(
            JournalEntry(
                sequence: recorded + 1, outcome: .committed, source: change.source,
                api: Self.api(
                    source: change.source, steps: change.steps, joined: joined,
                    callerName: callerName ?? coordinator.map { "\($0)" }),
                caller: caller, steps: event.steps, decisions: take(), change: change.id, event: event,
                tree: change.tree))
        rendering = (change.id, recorded, .now)
    }

    /// Records a request whose screens' loaders were cancelled or failed: nothing was committed,
    /// so the tree is the last one.
    func loadEnded(_ outcome: JournalEntry.Outcome, source: NavigationSource, steps: [NavigationStep]) {
        append(
            JournalEntry(
                sequence: recorded + 1, outcome: outcome, source: source,
                api: Self.api(source: source, steps: steps, joined: nil, callerName: nil), caller: nil,
                steps: steps.map(\.description), decisions: take(), change: nil, event: nil, tree: lastTree))
    }

    /// Records a write to a saved state bag: not a transaction, so the tree is the last one.
    func stateWritten(_ write: StateEvent) {
        append(
            JournalEntry(
                sequence: recorded + 1, outcome: .stateWritten, source: write.source, api: "Navigator.setState",
                caller: nil, steps: ["set \(write.key) of \(write.owner) to \(write.value?.description ?? "nothing")"],
                decisions: [], change: nil, event: nil, tree: lastTree, state: write))
    }

    /// Records a layout change: not a transaction, so the tree is the last one.
    func layoutChanged(_ event: LayoutEvent, tree: NavigationTree) {
        append(
            JournalEntry(
                sequence: recorded + 1, outcome: .layoutChanged, source: .program, api: "Navigator.setWindowWidth",
                caller: nil, steps: [event.description], decisions: [], change: nil, event: nil, tree: tree,
                layout: event))
    }

    /// Records the steps a step-planning renderer made of the change `id`.
    ///
    /// Renderers that plan by capabilities (the binding layer's `RenderDriver`) call it from
    /// `render(_:for:)`; a change whose entry is gone already is ignored.
    ///
    /// - Parameters:
    ///   - id: The change's id.
    ///   - capabilities: What one UI update of the renderer may hold.
    ///   - steps: The planned steps, as text.
    public func planned(change id: UInt64, capabilities: RendererCapabilities, steps: [String]) {
        guard let sequence = sequence(ofChange: id), let position = position(of: sequence) else { return }
        ring[position].plan = RenderPlanRecord(capabilities: capabilities, steps: steps)
    }

    /// Records that the renderer completed the change `id`.
    func completed(_ id: UInt64) {
        guard let shown = rendering, shown.change == id else { return }
        rendering = nil
        guard let position = position(of: shown.sequence) else { return }
        let elapsed = shown.since.duration(to: .now).components
        ring[position].completion = CompletionRecord(
            entriesBetween: recorded - shown.sequence,
            seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }

    private func sequence(ofChange id: UInt64) -> UInt64? {
        if let shown = rendering, shown.change == id { return shown.sequence }
        return nil
    }

    private func take() -> [InterceptorRecord] {
        defer { pendingDecisions.removeAll(keepingCapacity: true) }
        return pendingDecisions
    }

    private func append(_ entry: JournalEntry) {
        recorded = entry.sequence
        lastTree = entry.tree
        if ring.count < capacity {
            ring.append(entry)
            return
        }
        startTree = ring[oldest].tree
        ring[oldest] = entry
        oldest = (oldest + 1) % ring.count
    }

    // MARK: - Naming the API

    /// The API a request came through, as far as the engine can tell from its source, its
    /// steps and the coordinator that asked: `gesture` (a renderer's report), `deep link`,
    /// `Navigator.restore`, `devtools`, `<coordinator>.<operation>` (`cart.push`) when a
    /// coordinator asked, `Navigator.send` for data steps and `Navigator.transaction` for
    /// anything else. Every part is read from a typed value: the source's case, the first
    /// step's case (``/WayfinderStacks/PathOperation/name``), the coordinator's name.
    ///
    /// - Parameters:
    ///   - source: Who caused the change.
    ///   - steps: Its data steps.
    ///   - joined: Every step, internal ones included, when one was.
    ///   - callerName: The asking coordinator's name (``CoordinatorCore/name``), when one asked.
    /// - Returns: The API's name.
    nonisolated static func api(
        source: NavigationSource, steps: [NavigationStep], joined: [JoinedStep]?, callerName: String?
    ) -> String {
        switch source {
        case .user: return "gesture"
        case .deepLink: return "deep link"
        case .restoration: return "Navigator.restore"
        case .devtools: return "devtools"
        case .program: break
        }
        let operation = steps.first.map(Self.operationName) ?? "transaction"
        if let callerName {
            return "\(callerName).\(operation)"
        }
        return joined == nil && !steps.isEmpty ? "Navigator.send" : "Navigator.transaction"
    }

    /// `push`, `selectTab`: a step's operation without its arguments.
    private nonisolated static func operationName(_ step: NavigationStep) -> String {
        switch step {
        case .path(_, _, let operation): operation.name
        case .selectTab: "selectTab"
        case .setBadge: "setBadge"
        }
    }
}
