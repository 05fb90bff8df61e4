import WayfinderRouting
import WayfinderStacks

/// The working-state seam: how a transaction keeps the state as it was when it opened, so it
/// can describe its change and be dropped.
///
/// A transaction whose body may suspend keeps the committed state whole (a copy) and changes
/// another, so other tasks keep reading the committed state meanwhile. A request applied while
/// the navigator is idle runs from open to commit without suspending: it takes the state over,
/// changes it in place and keeps an ``InPlaceUndo`` log of what it touched, as it was. The
/// pipeline asks this seam what was, and tells it what is about to change; it never needs to
/// know which of the two it holds.
struct StateBefore {
    /// The committed state, whole, for a transaction that changes a copy; empty for one that
    /// changes the state in place.
    private let copy: NavigationState
    /// For a transaction that changes the state in place: what it touched, as it was.
    private var log: InPlaceUndo?

    /// Keeps `state`, whole or (`inPlace`) as a log to fill as the transaction changes it.
    init(_ state: NavigationState, inPlace: Bool) {
        copy = inPlace ? NavigationState() : state
        log = inPlace ? InPlaceUndo() : nil
    }

    /// Whether the transaction changes the navigator's state in place: the navigator holds no
    /// committed state of its own meanwhile.
    var changesInPlace: Bool { log != nil }

    /// Records what a data step may change, before it changes `working`.
    mutating func willApply(_ step: NavigationStep, to working: NavigationState) {
        log?.record(step, in: working)
    }

    /// Records a container's path, a tab bar or a hosting about to be dropped from `working`.
    mutating func willDrop(
        stack container: ContainerID? = nil, tabs coordinator: CoordinatorID? = nil, hosting entry: EntryID? = nil,
        from working: NavigationState
    ) {
        if let container { log?.record(stack: container, in: working) }
        if let coordinator { log?.record(tabs: coordinator, in: working) }
        if let entry { log?.record(hosting: entry, in: working) }
    }

    /// A container's path as it was when the transaction opened.
    func path(_ container: ContainerID, working: NavigationState) -> ContainerPath? {
        guard let log else { return copy.stacks[container] }
        return InPlaceUndo.value(of: container, in: log.stacks) ?? working.stacks[container]
    }

    /// A tab bar as it was when the transaction opened.
    func tabs(_ coordinator: CoordinatorID, working: NavigationState) -> TabState? {
        guard let log else { return copy.tabs[coordinator] }
        return InPlaceUndo.value(of: coordinator, in: log.tabs) ?? working.tabs[coordinator]
    }

    /// The state as it was when the transaction opened.
    func state(working: NavigationState) -> NavigationState {
        guard let log else { return copy }
        var state = working
        log.restore(into: &state)
        return state
    }

    /// For a transaction changing the state in place: puts `working` back as it was and drops
    /// the log; `false` otherwise (the navigator's state was never taken).
    mutating func giveBack(_ working: inout NavigationState) -> Bool {
        guard let log else { return false }
        log.restore(into: &working)
        self.log = nil
        return true
    }

    /// Lets go of the log once the transaction committed: the navigator holds the state alone
    /// again.
    mutating func settle() {
        log = nil
    }
}

/// What `run` changes for a request: the working-state seam's answer.
enum WorkingState {
    /// A copy of the whole state: a transaction that may suspend, or internal steps.
    case copy
    /// The state itself, with a log of what the request touched, as it was (``InPlaceUndo``).
    case inPlace
    /// A copy of the one path a single path operation changes, with no open transaction
    /// (``DirectCommit``).
    case onePath
}

extension Navigator {
    /// The working-state seam, for a request applied while idle: the navigator's own state,
    /// changed in place with a log (see ``InPlaceUndo/canTake(_:_:)``), or a copy.
    func workingState(for request: EngineRequest) -> WorkingState {
        InPlaceUndo.canTake(request, fastPaths.enabled) ? .inPlace : .copy
    }
}
