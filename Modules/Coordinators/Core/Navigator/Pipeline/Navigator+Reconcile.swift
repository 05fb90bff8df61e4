import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Reconciling

    /// Drops what lost its anchor: content hosted by removed entries, and the containers and
    /// tab bars that hung from it, until nothing more goes.
    ///
    /// - Parameter before: The transaction's state as it was, told what is dropped before it goes.
    /// - Returns: Whether anything was dropped.
    @discardableResult
    func reconcile(
        _ state: inout NavigationState, touched: inout Set<ContainerID>, tabs: inout Set<CoordinatorID>,
        before: inout StateBefore
    ) -> Bool {
        var anyDropped = false
        var changed = true
        while changed {
            changed = false
            for (entry, hosting) in state.hostings {
                // An entry can only be gone from a container the transaction changed (or dropped,
                // which marks it touched too): the others need no search.
                guard touched.contains(hosting.container) else { continue }
                if let path = state.stacks[hosting.container], path.index(of: entry) != nil { continue }
                before.willDrop(hosting: entry, from: state)
                state.hostings[entry] = nil
                var dropped = hosting.ownedContainers
                if let bar = hosting.tabs, state.tabs[bar] != nil {
                    before.willDrop(tabs: bar, from: state)
                    if let tabState = state.tabs.removeValue(forKey: bar) {
                        dropped += tabState.pages.map(\.container)
                    }
                    tabs.insert(bar)
                }
                for container in dropped where state.stacks[container] != nil {
                    before.willDrop(stack: container, from: state)
                    state.stacks[container] = nil
                    touched.insert(container)
                }
                changed = true
                anyDropped = true
            }
        }
        return anyDropped
    }

    /// Finishes every coordinator whose placement is gone, children before parents, in every
    /// window; a closed window's root goes with its window.
    func reapCoordinators() {
        guard let root else { return }
        var dead: [any CoordinatorType] = []
        if windowRoots.isEmpty {
            collectDead(root, parentDead: false, into: &dead)
        } else {
            for (_, windowRoot) in windowRoots.sorted(by: { $0.key < $1.key }) {
                collectDead(windowRoot, parentDead: false, into: &dead)
            }
        }
        for coordinator in dead {
            coordinator.core.finish(navigator: self)
        }
        if !windowRoots.isEmpty { forgetClosedWindowRoots() }
    }

    private func collectDead(
        _ coordinator: any CoordinatorType, parentDead: Bool, into dead: inout [any CoordinatorType]
    ) {
        let isDead = parentDead || !isPlaced(coordinator.core)
        // Content hosted by a screen (embedded slots, detail columns) goes before its siblings,
        // unless a coordinator said otherwise (`BaseCoordinator.shouldBeAutomaticallyFinished`).
        let children = coordinator.core.children
        for child in children where child.core.finishesBeforeSiblings {
            collectDead(child, parentDead: isDead, into: &dead)
        }
        for child in children where !child.core.finishesBeforeSiblings {
            collectDead(child, parentDead: isDead, into: &dead)
        }
        if isDead { dead.append(coordinator) }
    }

    private func isPlaced(_ core: CoordinatorCore) -> Bool {
        switch core.placement {
        case nil:
            return core.lifecycle != .finished
        case .root(let container), .owner(let container, _):
            return state.stacks[container] != nil
        case .scope(let scope):
            return state.stacks[scope.container]?.scope(scope.id) != nil
        }
    }
}
