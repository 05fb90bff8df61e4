import WayfinderRouting
import WayfinderStacks

/// A transaction being built.
///
/// It works in one of two ways. A transaction whose body may suspend (``Navigator/transaction(source:animated:_:)``,
/// a coordinator's start) keeps the committed state whole in ``before`` and changes a copy, so
/// other tasks keep reading the committed state meanwhile. A request applied while the navigator
/// is idle runs from open to commit without suspending: it takes the navigator's state over and
/// changes it in place, keeping in ``originals`` only what it touched, as it was. Then nothing
/// is copied but what changes, and a refused change is undone from ``originals``.
@MainActor
final class OpenTransaction {
    let serial: UInt64
    let source: NavigationSource
    /// The committed state, whole, for a transaction that changes a copy; empty for one that
    /// changes the state in place (see ``originals``).
    let before: NavigationState
    /// For a transaction that changes the state in place: what it touched, as it was.
    var originals: TouchedOriginals?
    /// The entry id generator when the transaction opened; restored if it is dropped, so a
    /// refused change leaves no trace, not even in the ids later entries get.
    let idsBefore: EntryIDGenerator
    var working: NavigationState
    var steps: [NavigationStep] = []
    /// Every step joined, internal ones included, once an internal one joined; their text is
    /// built only when an event needs it. `nil` while only data steps joined: then they are
    /// ``steps``, and no second list is kept (or allocated).
    var internalSteps: [JoinedStep]?
    var tickets: [NavigationTicket] = []
    /// Whether every request joined so far asked for animation (`false` wins).
    var animated = true
    /// Whether each of ``steps`` asked for animation.
    var animatedSteps: [Bool] = []
    var touchedContainers: Set<ContainerID> = []
    var touchedTabs: Set<CoordinatorID> = []
    var coordinator: CoordinatorID?
    var redirects: Int
    /// What the joined steps did besides changing the state: whether they may have taken a
    /// coordinator's placement away (so did a reconcile that dropped a container or tab bar;
    /// coordinators are reaped on commit only then), and how much of each container they left
    /// untouched.
    var effects = StepEffects()

    init(
        serial: UInt64, source: NavigationSource, state: NavigationState, ids: EntryIDGenerator,
        coordinator: CoordinatorID?, redirects: Int, inPlace: Bool = false
    ) {
        self.serial = serial
        self.source = source
        self.before = inPlace ? NavigationState() : state
        self.originals = inPlace ? TouchedOriginals() : nil
        self.idsBefore = ids
        self.working = state
        self.coordinator = coordinator
        self.redirects = redirects
    }

    /// A container's path as it was when the transaction opened.
    func pathBefore(_ container: ContainerID) -> ContainerPath? {
        guard let originals else { return before.stacks[container] }
        return TouchedOriginals.value(of: container, in: originals.stacks) ?? working.stacks[container]
    }

    /// A tab bar as it was when the transaction opened.
    func tabsBefore(_ coordinator: CoordinatorID) -> TabState? {
        guard let originals else { return before.tabs[coordinator] }
        return TouchedOriginals.value(of: coordinator, in: originals.tabs) ?? working.tabs[coordinator]
    }

    /// What the transaction changed in each container it touched, by container id; containers
    /// it touched but left as they were are not listed.
    var containerChanges: [ContainerChange] {
        // One container (most requests) needs no sorted copy of the set.
        if touchedContainers.count == 1, let id = touchedContainers.first {
            return containerChange(id).map { [$0] } ?? []
        }
        return touchedContainers.sorted().compactMap(containerChange)
    }

    /// What the transaction changed in a container it touched, or `nil` when it is as it was.
    private func containerChange(_ id: ContainerID) -> ContainerChange? {
        let change = ContainerChange(
            container: id, before: pathBefore(id)?.entryList ?? [], after: working.stacks[id]?.entryList ?? [],
            unchanged: effects.kept(in: id) ?? 0)
        // Same ids can still mean a change (an entry's content replaced, entries reordered):
        // dropping it would commit the state without rebuilding the tree.
        return change.isEmpty ? nil : change
    }

    /// The committed state as it was when the transaction opened: for one that changes the
    /// state in place, rebuilt from the working state and what it touched.
    var committed: NavigationState {
        guard let originals else { return before }
        var state = working
        originals.restore(into: &state)
        return state
    }

}

/// A step as a transaction keeps it for its event: a data step, or an internal one's text.
enum JoinedStep: Sendable {
    case step(NavigationStep)
    case text(String)

    /// The step as text.
    var description: String {
        switch self {
        case .step(let step): step.description
        case .text(let description): description
        }
    }
}

/// What a transaction that changes the navigator's state in place touched, as it was before:
/// recorded before the first change to each part, so the transaction can be undone and its
/// change described without a copy of the whole state.
///
/// A request touches one or two parts, so each record is a short list searched from the start,
/// not a dictionary (whose storage and hashing would cost more than the search).
struct TouchedOriginals {
    /// Container paths (`nil`: the container did not exist).
    var stacks: [(id: ContainerID, value: ContainerPath?)] = []
    /// Tab bars (`nil`: the bar did not exist).
    var tabs: [(id: CoordinatorID, value: TabState?)] = []
    /// Hostings (`nil`: the entry hosted nothing).
    var hostings: [(id: EntryID, value: Hosting?)] = []

    /// The recorded value for `id`: `.some(nil)` when it did not exist, `nil` when not recorded.
    static func value<ID: Equatable, Value>(of id: ID, in records: [(id: ID, value: Value?)]) -> Value?? {
        records.first { $0.id == id }.map(\.value)
    }

    /// Records a container's path unless it was recorded already.
    mutating func record(stack container: ContainerID, in state: NavigationState) {
        if !stacks.contains(where: { $0.id == container }) { stacks.append((container, state.stacks[container])) }
    }

    /// Records a tab bar unless it was recorded already.
    mutating func record(tabs coordinator: CoordinatorID, in state: NavigationState) {
        if !tabs.contains(where: { $0.id == coordinator }) { tabs.append((coordinator, state.tabs[coordinator])) }
    }

    /// Records an entry's hosting unless it was recorded already.
    mutating func record(hosting entry: EntryID, in state: NavigationState) {
        if !hostings.contains(where: { $0.id == entry }) { hostings.append((entry, state.hostings[entry])) }
    }

    /// Records what a data step may change.
    mutating func record(_ step: NavigationStep, in state: NavigationState) {
        switch step {
        case .path(let container, _, _):
            record(stack: container, in: state)
        case .selectTab(let coordinator, let index):
            record(tabs: coordinator, in: state)
            // Reselecting the selected page may pop its stack to the root.
            if let bar = state.tabs[coordinator], bar.pages.indices.contains(index) {
                record(stack: bar.pages[index].container, in: state)
            }
        case .setBadge(let coordinator, _, _):
            record(tabs: coordinator, in: state)
        }
    }

    /// Puts back everything recorded.
    func restore(into state: inout NavigationState) {
        for (container, path) in stacks { state.stacks[container] = path }
        for (coordinator, bar) in tabs { state.tabs[coordinator] = bar }
        for (entry, hosting) in hostings { state.hostings[entry] = hosting }
    }
}
