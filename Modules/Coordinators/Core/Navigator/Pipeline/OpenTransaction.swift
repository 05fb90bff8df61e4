import WayfinderRouting
import WayfinderStacks

/// A transaction being built.
///
/// It changes ``working``, and keeps the state as it was when it opened in ``before``, the
/// working-state seam (``StateBefore``): a whole copy, or a log of what it touched.
@MainActor
final class OpenTransaction {
    let serial: UInt64
    let source: NavigationSource
    /// The state as it was when the transaction opened.
    var before: StateBefore
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
    /// For a transaction that puts back what a refused gesture removed (``EngineRequest/Work/putBack(_:)``):
    /// what the UI shows in each container it puts back, the change's `before`; `nil` otherwise.
    var shownBefore: [ContainerID: EntryList<AnyRoute>]?
    /// For a transaction whose leave checks were asked before it opened: the screens whose
    /// checks said yes; checked when it commits. `nil` otherwise.
    var confirmedLeaves: Set<EntryID>?
    /// The steps the interceptors approved before the transaction opened (``EngineRequest/approvedAt``);
    /// they are not asked again when these are all its steps. `nil` otherwise.
    var approvedSteps: [NavigationStep]?
    /// The screens the transaction moves between windows, for its proposal (Windows/).
    var windowMoves: [WindowMove] = []

    init(
        serial: UInt64, source: NavigationSource, state: NavigationState, ids: EntryIDGenerator,
        coordinator: CoordinatorID?, redirects: Int, inPlace: Bool = false
    ) {
        self.serial = serial
        self.source = source
        self.before = StateBefore(state, inPlace: inPlace)
        self.idsBefore = ids
        self.working = state
        self.coordinator = coordinator
        self.redirects = redirects
    }

    /// A container's path as it was when the transaction opened.
    func pathBefore(_ container: ContainerID) -> ContainerPath? {
        before.path(container, working: working)
    }

    /// A tab bar as it was when the transaction opened.
    func tabsBefore(_ coordinator: CoordinatorID) -> TabState? {
        before.tabs(coordinator, working: working)
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
            container: id, before: shownBefore?[id] ?? pathBefore(id)?.entries ?? [],
            after: working.stacks[id]?.entries ?? [],
            unchanged: effects.kept(in: id) ?? 0)
        // Same ids can still mean a change (an entry's content replaced, entries reordered):
        // dropping it would commit the state without rebuilding the tree.
        return change.isEmpty ? nil : change
    }

    /// The committed state as it was when the transaction opened.
    var committed: NavigationState {
        before.state(working: working)
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
