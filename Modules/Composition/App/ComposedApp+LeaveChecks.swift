import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A question a screen's `confirmLeave:` asks before the user leaves it, waiting for an answer
/// (see ``ComposedApp/pendingQuestions`` and ``ComposedApp/answer(_:leave:)``).
@MainActor
public final class LeaveQuestion {
    /// The screen's entry.
    public let entry: EntryID
    /// The screen's title.
    public let screen: String
    /// The name of the screen's route, such as `checkout`.
    public let route: String
    /// The question, as the manifest writes it.
    public let title: String
    /// The label of the answer that leaves.
    public let confirm: String
    /// The label of the answer that stays.
    public let cancel: String
    private var continuation: CheckedContinuation<Bool, Never>?

    init(entry: EntryID, screen: String, route: String, spec: ConfirmLeaveSpec) {
        self.entry = entry
        self.screen = screen
        self.route = route
        self.title = spec.title.value
        self.confirm = spec.confirm.value
        self.cancel = spec.cancel.value
    }

    /// `'Checkout' asks: Discard the address? (confirm: Discard, cancel: Keep)`.
    public var text: String {
        "'\(screen)' asks: \(title) (confirm: \(confirm), cancel: \(cancel))"
    }

    /// Waits for the answer: `true` to leave.
    func wait() async -> Bool {
        await withCheckedContinuation { continuation = $0 }
    }

    /// Answers it, once.
    func answer(_ leave: Bool) {
        let waiting = continuation
        continuation = nil
        waiting?.resume(returning: leave)
    }
}

extension ComposedApp {
    // MARK: - Leave checks

    /// Gives every screen of a route with `confirmLeave:` its leave check, as screens appear.
    func installLeaveChecks() {
        guard manifest.routes.routes.contains(where: { $0.spec.confirmLeave != nil }) else { return }
        navigator.observe { [weak self] event in
            guard let self else { return }
            for entry in event.inserted { self.installLeaveCheck(on: entry) }
        }
        for stack in navigator.tree.allStacks {
            for entry in stack.entries { installLeaveCheck(on: entry) }
        }
    }

    private func installLeaveCheck(on entry: Entry<AnyRoute>) {
        guard let route = entry.route.baseRoute as? DefaultRoute, let spec = manifest.routes[route.name],
            let confirmLeave = spec.confirmLeave, let context = navigator.context(for: entry.id),
            context.leaveCheck == nil
        else { return }
        let id = entry.id
        let title = screen(for: entry)?.title ?? route.name
        context.leaveCheck = { [weak self] _ in
            guard let self else { return .leave }
            if let field = confirmLeave.when?.value {
                switch self.navigator.state(of: .entry(id))[field] {
                case nil, .string(""): return .leave
                default: break
                }
            }
            let question = LeaveQuestion(entry: id, screen: title, route: route.name, spec: confirmLeave)
            self.ask(question)
            return await question.wait() ? .leave : .stay(reason: "the user chose '\(confirmLeave.cancel.value)'")
        }
    }
}

extension ComposedApp {
    // MARK: - Questions

    /// Asks `question`: it waits in ``pendingQuestions`` until ``answer(_:leave:)``.
    func ask(_ question: LeaveQuestion) {
        pendingQuestions.append(question)
        let listener = nextQuestionListener
        nextQuestionListener = nil
        listener?(question)
    }

    /// Answers a pending leave question: `leave` lets the user leave the screen; otherwise it
    /// stays and the request that asked fails with the cancel label as its reason.
    ///
    /// - Parameters:
    ///   - question: A question of ``pendingQuestions``; another one is ignored.
    ///   - leave: Whether the user confirmed.
    public func answer(_ question: LeaveQuestion, leave: Bool) {
        guard let index = pendingQuestions.firstIndex(where: { $0 === question }) else { return }
        pendingQuestions.remove(at: index)
        question.answer(leave)
    }

    /// Answers every pending question with its cancel: each screen stays, and the requests that
    /// asked fail. Stopping the app (or a server) does this first, so that nothing waits past it
    /// for an answer no one will give.
    ///
    /// - Returns: The questions cancelled, oldest first.
    @discardableResult
    public func cancelQuestions() -> [LeaveQuestion] {
        let cancelled = pendingQuestions
        for question in cancelled { answer(question, leave: false) }
        return cancelled
    }

    /// Calls `listener` with the next question asked, once; `nil` stops waiting.
    public func onNextQuestion(_ listener: (@MainActor (LeaveQuestion) -> Void)?) {
        nextQuestionListener = listener
    }
}
