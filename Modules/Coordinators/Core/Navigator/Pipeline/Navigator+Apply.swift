import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Applying steps

    /// Applies steps to the transaction's working state, all or nothing.
    func join(_ transaction: OpenTransaction, steps: [EngineStep], ticket: NavigationTicket, animated: Bool) {
        var working = transaction.working
        // A single data step either applies whole or throws before changing anything, so the
        // working state can be changed in place (moved out, not copied): each request of a long
        // transaction then costs what it changes, not the size of what earlier ones built.
        let inPlace = steps.count == 1 && steps.allSatisfy { if case .step = $0 { true } else { false } }
        if inPlace { transaction.working = NavigationState() }
        var touchedContainers: Set<ContainerID> = []
        var touchedTabs: Set<CoordinatorID> = []
        var effects = StepEffects()
        let idsBefore = ids
        var steps = steps
        // Only a request whose leave checks were asked compares the state before and after.
        var start: NavigationState?
        if case .leaveChecked? = steps.last { start = working }
        var approved = false
        do throws(NavigationError) {
            for index in steps.indices {
                if case .leaveChecked(let confirmed, _) = steps[index], let start {
                    try checkLeaves(from: start, to: working, confirmed: confirmed)
                    continue
                }
                if case .approvedAt(let count) = steps[index] {
                    guard count == committedChanges else {
                        throw NavigationError.staleGesture("the screens changed since the interactive back began")
                    }
                    approved = true
                    continue
                }
                if case .putBack(let removal) = steps[index] {
                    putBack(removal, in: transaction, over: working, containers: &touchedContainers)
                    continue
                }
                // A system back becomes the data step the chain finds in the state as it is now.
                if case .back = steps[index] {
                    guard let action = resolveBack(in: working) else { throw NavigationError.nothingToGoBack }
                    steps[index] = .step(action.step)
                }
                if case .step(let data) = steps[index] { transaction.undo?.record(data, in: working) }
                try apply(
                    steps[index], source: transaction.source, to: &working, containers: &touchedContainers,
                    tabs: &touchedTabs, effects: &effects)
            }
        } catch {
            if inPlace { transaction.working = working }
            ids = idsBefore
            ticket.fail(error)
            // A gesture the UI already carried out, refused (a check registered since it was
            // sent, say): what it removed is put back, right after this request ends.
            if case .leaveChecked(_, putsBackWhenRefused: true)? = steps.last {
                queue.insert(
                    .request(
                        [.putBack(Array(steps.dropLast()))], transaction.source, nil, NavigationTicket(), redirects: 0,
                        animated: true), at: 0)
            }
            return
        }
        transaction.working = working
        transaction.effects.merge(effects)
        transaction.touchedContainers.absorb(touchedContainers)
        transaction.touchedTabs.absorb(touchedTabs)
        transaction.animated = transaction.animated && animated
        // An approval holds for a transaction of these steps alone.
        if approved, transaction.steps.isEmpty, transaction.internalSteps == nil {
            transaction.approvedSteps = steps.compactMap { if case .step(let step) = $0 { step } else { nil } }
        }
        for step in steps {
            switch step {
            case .step(let step):
                transaction.steps.append(step)
                transaction.animatedSteps.append(animated)
                transaction.internalSteps?.append(.step(step))
            case .back, .leaveChecked, .putBack, .approvedAt:
                break  // resolved, checked or shown above
            case .mutate(let description, _):
                if transaction.internalSteps == nil {
                    transaction.internalSteps = transaction.steps.map { .step($0) }
                }
                transaction.internalSteps?.append(.text(description))
            }
        }
        transaction.tickets.append(ticket)
        ticket.joinedTransaction = transaction.serial
        ticket.markApplied()
    }

    /// Records in `transaction` what the UI shows after a gesture that `removal` carries out,
    /// where it differs from `state`, so that the change leads from there back to `state`
    /// (see ``EngineStep/putBack(_:)``). Nothing when `removal` no longer applies: the tree
    /// moved on since, and the change that moved it showed the UI where it is.
    func putBack(
        _ removal: [EngineStep], in transaction: OpenTransaction, over state: NavigationState,
        containers: inout Set<ContainerID>
    ) {
        guard let run = try? dryRun(removal, source: .user, from: state) else { return }
        var shown = transaction.shownBefore ?? [:]
        for container in run.containers {
            let after = run.after.stacks[container]?.entries ?? []
            guard state.stacks[container]?.entries != after else { continue }
            shown[container] = after
            containers.insert(container)
        }
        transaction.shownBefore = shown
    }

    ///
    /// `effects` records what the step did besides changing the state (see ``StepEffects``).
    func apply(
        _ step: EngineStep, source: NavigationSource, to state: inout NavigationState,
        containers: inout Set<ContainerID>, tabs: inout Set<CoordinatorID>, effects: inout StepEffects
    ) throws(NavigationError) {
        switch step {
        case .leaveChecked, .putBack, .approvedAt:
            break  // checked or shown by the request's join; none changes the state
        case .back:
            guard let action = resolveBack(in: state) else { throw .nothingToGoBack }
            try apply(
                .step(action.step), source: source, to: &state, containers: &containers, tabs: &tabs, effects: &effects)
        case .mutate(_, let body):
            effects.unplaces = true
            let before = state
            try body(&state, &ids)
            // Internal changes may create or drop containers and tab bars; record what moved.
            for id in Set(before.stacks.keys).symmetricDifference(state.stacks.keys) {
                containers.insert(id)
                effects.keep(0, in: id)
            }
            for (id, path) in state.stacks where before.stacks[id].map({ $0 != path }) ?? true {
                containers.insert(id)
                effects.keep(0, in: id)
            }
            for id in Set(before.tabs.keys).union(state.tabs.keys) where before.tabs[id] != state.tabs[id] {
                tabs.insert(id)
            }
            // Reconciling checks the anchors of hostings in touched containers only: a hosting
            // this step added is checked whatever its container.
            for (entry, hosting) in state.hostings where before.hostings[entry] != hosting {
                containers.insert(hosting.container)
            }
        case .step(.path(let container, let scope, let operation)):
            guard state.stacks[container] != nil else { throw .unknownContainer(container) }
            let origin: OperationSource = source == .user ? .gesture : .program
            let change = try Self.apply(
                operation, as: scope, source: origin, to: &state.stacks, container: container, ids: &ids)
            effects.record(change, in: container)
            containers.insert(container)
        case .step(.selectTab(let coordinator, let index)):
            guard var bar = state.tabs[coordinator] else { throw .unknownTabs(coordinator) }
            guard bar.pages.indices.contains(index) else {
                throw .unknownTab(coordinator: coordinator, tab: "#\(index)", pages: bar.pages.map(\.name))
            }
            if index == bar.selected {
                guard source == .user, reselectingTabPopsToRoot else { return }
                let page = bar.pages[index].container
                if let path = state.stacks[page], path.canGoBack() {
                    let change = try? state.stacks[page]?.apply(
                        .popToCurrentNavigationRoot, as: nil, source: .gesture, ids: &ids)
                    effects.record(change, in: page)
                    containers.insert(page)
                }
                return
            }
            bar.selected = index
            state.tabs[coordinator] = bar
            tabs.insert(coordinator)
        case .step(.setBadge(let coordinator, let page, let badge)):
            guard var bar = state.tabs[coordinator] else { throw .unknownTabs(coordinator) }
            guard let index = bar.pages.firstIndex(where: { $0.name == page }) else {
                throw .unknownTab(coordinator: coordinator, tab: page, pages: bar.pages.map(\.name))
            }
            bar.pages[index].badge = badge
            state.tabs[coordinator] = bar
            tabs.insert(coordinator)
        }
    }

    /// Applies a path operation to a container in place, mapping its error.
    ///
    /// - Returns: What changed, or `nil` when there is no such container.
    @discardableResult
    static func apply(
        _ operation: PathOperation<AnyRoute>, as scope: ScopeID?, source: OperationSource,
        to stacks: inout [ContainerID: ContainerPath], container: ContainerID, ids: inout EntryIDGenerator
    ) throws(NavigationError) -> PathChange<AnyRoute>? {
        do {
            return try stacks[container]?.apply(operation, as: scope, source: source, ids: &ids)
        } catch {
            throw .path(error, container: container)
        }
    }
}
