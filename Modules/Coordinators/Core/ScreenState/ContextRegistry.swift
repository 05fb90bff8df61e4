import WayfinderStacks

/// The contexts a navigator gave out, ended in the commit that removes their owner.
///
/// The navigator makes one on the first request for a context; until then a commit pays one
/// check of an optional for all of this.
@MainActor
final class ContextRegistry {
    var entries: [EntryID: EntryContext] = [:]
    var flows: [CoordinatorID: FlowContext] = [:]
    /// Saved state, by owner; dropped with its owner.
    var entryStates: [EntryID: StateBag] = [:]
    var flowStates: [CoordinatorID: StateBag] = [:]
    var stateObservers: [StateObserver] = []

    /// The navigator is gone, and with it every owner: each context still given out ends, as
    /// in the commit that removes its owner (its tasks cancelled, its objects told and let go),
    /// the entries' from the newest, then the flows' from the innermost. A task nothing else
    /// cancels would otherwise wait for ever, keeping what it captured.
    isolated deinit {
        for (_, context) in entries.sorted(by: { $0.key > $1.key }) { context.end() }
        for (_, context) in flows.sorted(by: { $0.key > $1.key }) { context.end() }
    }

    /// Ends the contexts whose owner `change` removed: entries it removed (and did not add
    /// elsewhere), then flows whose coordinator is no longer in its tree.
    func end(after change: NavigationChange) {
        if !entryStates.isEmpty {
            for container in change.containers {
                for entry in container.removed where entryStates[entry.id] != nil {
                    if !change.containers.contains(where: { $0.inserted.contains { $0.id == entry.id } }) {
                        entryStates[entry.id] = nil
                    }
                }
            }
        }
        if !entries.isEmpty {
            var ended: [EntryContext] = []
            for container in change.containers {
                for entry in container.removed {
                    if let context = entries[entry.id] { ended.append(context) }
                }
            }
            if !ended.isEmpty {
                let moved = Set(change.containers.flatMap(\.inserted).map(\.id))
                // Top of the stack first: the last screen removed goes first.
                for context in ended.reversed() where !moved.contains(context.entry) {
                    entries[context.entry] = nil
                    context.end()
                }
            }
        }
        if !flows.isEmpty || !flowStates.isEmpty {
            let live = Set(change.tree.allCoordinators.lazy.filter { $0.placement != .finished }.map(\.id))
            for id in flowStates.keys where !live.contains(id) {
                flowStates[id] = nil
            }
            for (id, context) in flows.sorted(by: { $0.key > $1.key }) where !live.contains(id) {
                flows[id] = nil
                context.end()
            }
        }
    }
}

extension Navigator {
    // MARK: - Contexts

    /// The context of the entry `id`, made on the first request and kept until the commit
    /// that removes the entry.
    ///
    /// - Parameter id: An entry of the tree as last committed.
    /// - Returns: The context, or `nil` when the tree holds no such entry (it was removed, or
    ///   not committed yet).
    public func context(for id: EntryID) -> EntryContext? {
        let registry = contextRegistry()
        if let context = registry.entries[id] { return context }
        guard committedTree.entry(id) != nil else { return nil }
        let context = EntryContext(entry: id, navigator: self)
        registry.entries[id] = context
        return context
    }

    /// The context of the coordinator `id`'s flow, shared by its screens, made on the first
    /// request and kept until the commit in which the coordinator leaves the tree.
    ///
    /// - Parameter id: A coordinator of the tree as last committed.
    /// - Returns: The context, or `nil` when the tree holds no such coordinator.
    public func flowContext(for id: CoordinatorID) -> FlowContext? {
        let registry = contextRegistry()
        if let context = registry.flows[id] { return context }
        guard let node = committedTree.coordinator(id), node.placement != .finished else { return nil }
        let context = FlowContext(coordinator: id, navigator: self)
        registry.flows[id] = context
        return context
    }

    /// The registry, made on first use.
    func contextRegistry() -> ContextRegistry {
        if let contexts { return contexts }
        let registry = ContextRegistry()
        contexts = registry
        return registry
    }
}
