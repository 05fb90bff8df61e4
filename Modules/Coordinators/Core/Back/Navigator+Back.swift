import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - The back chain

    /// What a system back (``UserGesture/back``) would do now if no screen's handler took it,
    /// or `nil` when there is nothing to go back to (see ``BackAction`` for the chain).
    ///
    /// Inside a transaction, it reads the transaction's state so far.
    public var backAction: BackAction? {
        resolveBack(in: currentState)
    }

    /// The back chain over a state: the tree's visible stacks, the flows rooted in them and the
    /// tab bars' policies.
    ///
    /// - Parameter tree: The state's tree when it is built already (the committed one);
    ///   otherwise it is built from `state`.
    func resolveBack(in state: NavigationState, tree: NavigationTree? = nil) -> BackAction? {
        (tree ?? buildTree(from: state)).backAction(
            flowStartedAt: { container, entry in
                state.stacks[container]?.scopes.first { $0.rootID == entry }.flatMap { CoordinatorID(scope: $0.id) }
            },
            tabPolicy: { coordinator in self.coordinator(coordinator)?.core.tabBackPolicy ?? .none })
    }

    /// The back handlers that would take a system back now, first the one asked first (see
    /// ``BackHandler`` for the order); only enabled ones.
    public var backHandlers: [BackHandler] {
        guard let contexts, contexts.hasBackHandlers else { return [] }
        let tree = committedTree
        let phases = tree.phases
        // Owners innermost first: each active screen from the top down, then its flow and the
        // flows around it.
        var owners: [NavigationContext] = []
        var flowsSeen: Set<CoordinatorID> = []
        for visible in tree.visiblePath.reversed() where phases[visible.entry.id] == .active {
            if let context = contexts.entries[visible.entry.id] { owners.append(context) }
            var flow = owner(of: visible.entry)
            while let current = flow, flowsSeen.insert(current.id).inserted {
                if let context = contexts.flows[current.id] { owners.append(context) }
                flow = current.parent
            }
        }
        var ranked: [(handler: BackHandler, depth: Int)] = []
        for (depth, context) in owners.enumerated() {
            for handler in context.backHandlers.reversed() where handler.isEnabled {
                ranked.append((handler, depth))
            }
        }
        return ranked.sorted {
            ($0.handler.priority, -$0.depth, $0.handler.serial) > ($1.handler.priority, -$1.depth, $1.handler.serial)
        }.map(\.handler)
    }

    /// Carries out a system back: the first handler in line takes it, or the engine goes back
    /// as the chain says, in one transaction, as a user gesture.
    func handleBack() -> NavigationTicket {
        if let handler = backHandlers.first {
            handler.action()
            return NavigationTicket(status: .completed(nil))
        }
        return submitAskingLeaveChecks(.systemBack, source: .user, cause: .back)
    }
}

extension ContextRegistry {
    /// Whether any context holds a back handler.
    var hasBackHandlers: Bool {
        entries.values.contains { !$0.backHandlers.isEmpty } || flows.values.contains { !$0.backHandlers.isEmpty }
    }
}
