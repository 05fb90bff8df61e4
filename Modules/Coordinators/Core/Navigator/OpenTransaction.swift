import WayfinderRouting
import WayfinderStacks

/// A transaction being built.
@MainActor
final class OpenTransaction {
    let serial: UInt64
    let source: NavigationSource
    let before: NavigationState
    /// The entry id generator when the transaction opened; restored if it is dropped, so a
    /// refused change leaves no trace, not even in the ids later entries get.
    let idsBefore: EntryIDGenerator
    var working: NavigationState
    var steps: [NavigationStep] = []
    /// Every step joined, internal ones included; their text is built only when an event needs it.
    var joined: [JoinedStep] = []
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
        coordinator: CoordinatorID?, redirects: Int
    ) {
        self.serial = serial
        self.source = source
        self.before = state
        self.idsBefore = ids
        self.working = state
        self.coordinator = coordinator
        self.redirects = redirects
    }

    /// Every step as text, internal ones (gestures, tab bars, coordinators' roots) included.
    var descriptions: [String] {
        joined.map { step in
            switch step {
            case .step(let step): step.description
            case .text(let description): description
            }
        }
    }
}

/// A step as a transaction keeps it for its event: a data step, or an internal one's text.
enum JoinedStep {
    case step(NavigationStep)
    case text(String)
}
