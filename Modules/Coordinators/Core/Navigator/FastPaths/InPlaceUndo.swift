import WayfinderRouting
import WayfinderStacks

/// The undo log of a transaction that changes the navigator's state in place: what it touched,
/// as it was before, recorded before the first change to each part, so the transaction can be
/// undone and its change described without a copy of the whole state. One of the ``FastPaths``:
/// a request applied while idle runs from open to commit without suspending, so it can take the
/// state over instead of copying it (the copy's first change copied the dictionary of every
/// container: O(containers) per request).
///
/// A request touches one or two parts, so each record is a short list searched from the start,
/// not a dictionary (whose storage and hashing would cost more than the search).
struct InPlaceUndo {
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

extension InPlaceUndo {
    /// Whether a request applied while idle can change the navigator's state in place, with an
    /// undo log: the strategy is on and the request is data steps alone, with no precondition.
    /// An internal change may change any part of the state, so a request holding one changes a
    /// copy.
    @inline(__always) static func canTake(_ request: EngineRequest, _ enabled: FastPaths.Strategies) -> Bool {
        guard enabled.contains(.inPlaceUndo), let steps = request.plainSteps else { return false }
        return steps.allSatisfy { if case .step = $0 { true } else { false } }
    }
}
