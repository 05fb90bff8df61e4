import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Applying steps

    /// Applies a request to the transaction's working state, all or nothing: checks that its
    /// approval still holds, resolves a system back, applies its steps, then checks its leaves.
    func join(_ transaction: OpenTransaction, request: EngineRequest, ticket: NavigationTicket, animated: Bool) {
        var working = transaction.working
        var steps: [EngineStep]
        switch request.work {
        case .steps(let given): steps = given
        case .systemBack, .putBack: steps = []
        }
        // A single data step either applies whole or throws before changing anything, so the
        // working state can be changed in place (moved out, not copied): each request of a long
        // transaction then costs what it changes, not the size of what earlier ones built.
        let inPlace =
            request.askedLeaves == nil && steps.count == 1 && { if case .step = steps[0] { true } else { false } }()
        if inPlace { transaction.working = NavigationState() }
        var touchedContainers: Set<ContainerID> = []
        var touchedTabs: Set<CoordinatorID> = []
        var effects = StepEffects()
        let idsBefore = ids
        // Only a request whose leave checks were asked compares the state before and after.
        let start: NavigationState? = request.askedLeaves == nil ? nil : working
        do throws(NavigationError) {
            if let count = request.approvedAt, count != committedChanges {
                throw NavigationError.staleGesture("the screens changed since the interactive back began")
            }
            switch request.work {
            case .steps: break
            case .systemBack:
                // A system back becomes the data step the chain finds in the state as it is now.
                guard let action = resolveBack(in: working) else { throw NavigationError.nothingToGoBack }
                steps = [.step(action.step)]
            case .putBack(let removal):
                putBack(removal, in: transaction, over: working, containers: &touchedContainers)
            }
            for step in steps {
                if case .step(let data) = step { transaction.before.willApply(data, to: working) }
                try apply(
                    step, source: transaction.source, to: &working, containers: &touchedContainers,
                    tabs: &touchedTabs, effects: &effects)
            }
            if let asked = request.askedLeaves, let start {
                try checkLeaves(from: start, to: working, confirmed: asked.confirmed)
            }
        } catch {
            if inPlace { transaction.working = working }
            ids = idsBefore
            ticket.fail(error)
            // A gesture the UI already carried out, refused (a check registered since it was
            // sent, say): what it removed is put back, right after this request ends.
            if request.askedLeaves?.putsBackWhenRefused == true, case .steps(let removal) = request.work {
                queue.insert(
                    .request(
                        EngineRequest(work: .putBack(removal)), transaction.source, nil, NavigationTicket(),
                        redirects: 0, animated: true), at: 0)
            }
            return
        }
        transaction.working = working
        transaction.effects.merge(effects)
        transaction.touchedContainers.absorb(touchedContainers)
        transaction.touchedTabs.absorb(touchedTabs)
        transaction.animated = transaction.animated && animated
        // An approval holds for a transaction of these steps alone.
        if request.approvedAt != nil, transaction.steps.isEmpty, transaction.internalSteps == nil {
            transaction.approvedSteps = steps.compactMap { if case .step(let step) = $0 { step } else { nil } }
        }
        for step in steps {
            switch step {
            case .step(let step):
                transaction.steps.append(step)
                transaction.animatedSteps.append(animated)
                transaction.internalSteps?.append(.step(step))
            case .change(let change):
                if transaction.internalSteps == nil {
                    transaction.internalSteps = transaction.steps.map { .step($0) }
                }
                transaction.internalSteps?.append(.text(change.description))
            }
        }
        transaction.tickets.append(ticket)
        ticket.insertedEntry = effects.lastInserted
        ticket.joinedTransaction = transaction.serial
        ticket.markApplied()
    }

    /// Records in `transaction` what the UI shows after a gesture that `removal` carries out,
    /// where it differs from `state`, so that the change leads from there back to `state`
    /// (see ``EngineRequest/Work/putBack(_:)``). Nothing when `removal` no longer applies: the tree
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

    /// Applies one step to `state`, inserting into `containers` and `tabs` what it changed.
    ///
    /// `effects` records what the step did besides changing the state (see ``StepEffects``).
    func apply(
        _ step: EngineStep, source: NavigationSource, to state: inout NavigationState,
        containers: inout Set<ContainerID>, tabs: inout Set<CoordinatorID>, effects: inout StepEffects
    ) throws(NavigationError) {
        switch step {
        case .change(let change):
            // Internal changes may create or drop containers and tab bars; each says which.
            effects.unplaces = true
            if case .window = change { effects.windows = true }
            var changed: Set<ContainerID> = []
            try change.apply(to: &state, ids: &ids, containers: &changed, tabs: &tabs)
            for id in changed {
                containers.insert(id)
                effects.keep(0, in: id)
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
