import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Asking leave checks

    /// Submits `work` once the leave checks of the screens it would remove said yes (see
    /// ``LeaveCheck``); at once when no such screen has one.
    ///
    /// While the checks are asked, the request is ``NavigationTicket/Status/queued`` and holds
    /// nothing: other requests go on. Then it is submitted with the screens asked as its
    /// precondition (``EngineRequest/askedLeaves``): it is refused if it removes a screen with a
    /// check that was not asked (the tree changed meanwhile).
    ///
    /// With `putsBackWhenRefused` (`work` is a gesture the UI already carried out), a refusal
    /// also submits a put-back (``EngineRequest/Work/putBack(_:)``): a change that shows the
    /// removed screens again.
    func submitAskingLeaveChecks(
        _ work: EngineRequest.Work, source: NavigationSource, cause: LeaveCause, animated: Bool? = nil,
        putsBackWhenRefused: Bool = false
    ) -> NavigationTicket {
        guard mayHaveLeaveChecks else {
            return submit(EngineRequest(work: work), source: source, coordinator: nil, animated: animated)
        }
        let checks = leaveChecks(before: work, source: source)
        guard !checks.isEmpty else {
            return submit(
                EngineRequest(work: work, askedLeaves: .init(confirmed: [], putsBackWhenRefused: putsBackWhenRefused)),
                source: source, coordinator: nil, animated: animated)
        }
        let ticket = NavigationTicket()
        ticket.navigator = self
        Task { @MainActor [weak self] in
            do throws(NavigationError) {
                try await Self.ask(checks, cause: cause)
            } catch {
                ticket.fail(error)
                if putsBackWhenRefused, let self, case .steps(let steps) = work {
                    self.submit(EngineRequest(work: .putBack(steps)), source: source, coordinator: nil, animated: true)
                }
                return
            }
            guard let self else {
                ticket.fail(.navigatorGone)
                return
            }
            let asked = EngineRequest.AskedLeaves(
                confirmed: Set(checks.map(\.entry)), putsBackWhenRefused: putsBackWhenRefused)
            self.submit(
                EngineRequest(work: work, askedLeaves: asked), source: source, coordinator: nil, animated: animated,
                ticket: ticket)
        }
        return ticket
    }

    /// Asks the leave checks of the screens `steps` would remove, the top first.
    ///
    /// - Returns: The screens whose checks said yes.
    /// - Throws: ``NavigationError/leaveRefused(entry:route:reason:)`` from the first that said no.
    func askLeaveChecks(
        before steps: [EngineStep], source: NavigationSource, cause: LeaveCause
    ) async throws(NavigationError) -> Set<EntryID> {
        let checks = leaveChecks(before: .steps(steps), source: source)
        try await Self.ask(checks, cause: cause)
        return Set(checks.map(\.entry))
    }

    /// Asks the leave checks of the screens `request` would remove from the tree as it is now,
    /// the top first, for a request that runs as a transaction
    /// (``transaction(source:animated:confirmedLeaves:_:)``), which cannot wait for an answer
    /// inside: a deep-link plan, say.
    ///
    /// Nothing changes and nothing waits meanwhile: other requests go on.
    ///
    /// - Parameters:
    ///   - request: The request, as the transaction will send it; only its data steps are tried,
    ///     on a copy of the state.
    ///   - cause: What the checks are told would remove their screens.
    /// - Returns: The screens whose checks said yes, for the transaction.
    /// - Throws: ``NavigationError/leaveRefused(entry:route:reason:)`` from the first check that
    ///   said no.
    public func askLeaveChecks(
        before request: NavigationRequest, cause: LeaveCause
    ) async throws(NavigationError) -> ConfirmedLeaves {
        ConfirmedLeaves(
            entries: try await askLeaveChecks(
                before: request.steps.map { .step($0) }, source: request.source, cause: cause))
    }

    /// A screen whose leave check a request must ask.
    struct PendingLeaveCheck {
        let entry: EntryID
        /// Its route's name, for the refusal.
        let route: String
        let check: LeaveCheck
    }

    /// The leave checks of the screens `work` would remove from the state as it is now, the top
    /// of each stack first.
    func leaveChecks(before work: EngineRequest.Work, source: NavigationSource) -> [PendingLeaveCheck] {
        guard mayHaveLeaveChecks else { return [] }
        let steps: [EngineStep]
        switch work {
        case .steps(let given): steps = given
        case .systemBack:
            guard let action = backAction else { return [] }
            steps = [.step(action.step)]
        case .putBack: return []  // a put-back removes nothing
        }
        guard let run = try? dryRun(steps, source: source) else { return [] }
        return leaveChecks(removedFrom: run.before, to: run.after)
    }

    /// Asks each check in turn until one says no.
    static func ask(_ checks: [PendingLeaveCheck], cause: LeaveCause) async throws(NavigationError) {
        for asked in checks {
            if case .stay(let reason) = await asked.check(LeaveRequest(entry: asked.entry, cause: cause)) {
                throw .leaveRefused(entry: asked.entry, route: asked.route, reason: reason)
            }
        }
    }

    /// What `steps` would do to `state` (by default the state as it is now), applied to a copy: nothing changes,
    /// not even the entry ids later requests get.
    ///
    /// - Returns: The state before and after, and the containers and tab bars they touched.
    func dryRun(
        _ steps: [EngineStep], source: NavigationSource, from state: NavigationState? = nil
    ) throws(NavigationError) -> DryRun {
        let start = state ?? currentState
        var run = DryRun(before: start, after: start)
        let idsBefore = ids
        defer { ids = idsBefore }
        var effects = StepEffects()
        for step in steps {
            try apply(
                step, source: source, to: &run.after, containers: &run.containers, tabs: &run.tabs, effects: &effects)
        }
        return run
    }

    /// A request applied to a copy of the state (see ``dryRun(_:source:)``).
    struct DryRun {
        let before: NavigationState
        var after: NavigationState
        var containers: Set<ContainerID> = []
        var tabs: Set<CoordinatorID> = []
    }

    /// The entries of `before` that `after` no longer holds, the top of each stack first.
    static func removedEntries(from before: NavigationState, to after: NavigationState) -> [EntryID] {
        var kept: Set<EntryID> = []
        for path in after.stacks.values {
            for entry in path.entries { kept.insert(entry.id) }
        }
        var removed: [EntryID] = []
        for container in before.stacks.keys.sorted() {
            for entry in (before.stacks[container]?.entries ?? []).reversed() where !kept.contains(entry.id) {
                removed.append(entry.id)
            }
        }
        return removed
    }

    /// Refuses a request that removed, between `start` and `state`, a screen with a leave check
    /// that was not asked (its check was registered, or the tree changed, while others were).
    func checkLeaves(
        from start: NavigationState, to state: NavigationState, confirmed: Set<EntryID>
    ) throws(NavigationError) {
        guard mayHaveLeaveChecks(in: start) else { return }
        for entry in Self.removedEntries(from: start, to: state) where !confirmed.contains(entry) {
            guard let route = start.entry(entry)?.route, leaveCheck(for: entry, route: route) != nil else { continue }
            throw .staleGesture(
                "'\(route.routeName)' (\(entry)) has a leave check that was not asked; the screens changed while it was asked"
            )
        }
    }
}

/// The screens whose leave checks said yes before a transaction
/// (``Navigator/askLeaveChecks(before:cause:)``): the transaction may remove them; one that
/// removes another screen with a check is refused as stale when it commits.
public struct ConfirmedLeaves: Hashable, Sendable {
    /// The screens' entries.
    public let entries: Set<EntryID>

    /// Confirmed leaves of `entries`.
    public init(entries: Set<EntryID>) {
        self.entries = entries
    }
}

extension ContextRegistry {
    /// Whether any screen has a leave check.
    var hasLeaveChecks: Bool {
        entries.values.contains { $0.leaveCheck != nil }
    }
}
