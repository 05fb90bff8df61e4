import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension ComposedApp {
    // MARK: - Back, as a user interface reports it

    /// Starts `work` (a system back, an interactive back's begin) and waits until it ends or a
    /// leave check asks a question, whichever comes first.
    ///
    /// A question does not stop the work: it waits in ``pendingQuestions`` until
    /// ``answer(_:leave:)``, then the work goes on. Script sessions (`system-back`, `confirm`) and
    /// the browser UI (its back button and dialog) both report a back this way.
    ///
    /// - Parameter work: What may ask, such as awaiting the ticket of `navigator.handle(.back)`.
    /// - Returns: The work's task, which ends once any question is answered, and the question
    ///   asked, or `nil` when the work ended without asking.
    public func runUntilAsked(
        _ work: @escaping @MainActor () async -> Void
    ) async -> (work: Task<Void, Never>, question: LeaveQuestion?) {
        let task = Task { @MainActor in await work() }
        return (task, await waitUntilAsked(task))
    }

    /// Waits until `work` ends or a leave check asks a question, whichever comes first; `start`
    /// runs once the question is listened for (answering the question `work` waits on, say, so
    /// that the next one it asks is heard too).
    ///
    /// - Parameters:
    ///   - work: Work started already, such as the task ``runUntilAsked(_:)`` returned.
    ///   - start: What to do once listening; nothing by default.
    /// - Returns: The question asked, or `nil` when the work ended without asking.
    public func waitUntilAsked(
        _ work: Task<Void, Never>, startingWith start: @MainActor () -> Void = {}
    ) async -> LeaveQuestion? {
        let asked = await withCheckedContinuation { (continuation: CheckedContinuation<LeaveQuestion?, Never>) in
            let once = ResumeOnce(continuation)
            onNextQuestion { once.resume($0) }
            start()
            Task { @MainActor in
                await work.value
                once.resume(nil)
            }
        }
        onNextQuestion(nil)
        return asked
    }

    /// What a back action closes, in the screens' words: `closed 'Item 1'`, `dismissed
    /// 'Filters'`, `finished the flow 'checkout' at 'Checkout'`, `selected tab home`.
    ///
    /// - Parameters:
    ///   - action: What the back chain resolved to (``/WayfinderCoordinators/Navigator/backAction``).
    ///   - tree: The tree the action was resolved on, which still holds the screens it closes.
    public func describe(_ action: BackAction, in tree: NavigationTree) -> String {
        func screen(_ id: EntryID) -> String {
            tree.entry(id).map { "'\(title(of: $0))'" } ?? "\(id)"
        }
        switch action {
        case .pop(let entry, _):
            return "closed \(screen(entry))"
        case .dismiss(let entry, _):
            return "dismissed \(screen(entry))"
        case .finishFlow(let flow, let entry, _):
            return "finished the flow '\(tree.coordinator(flow)?.name ?? "\(flow)")' at \(screen(entry))"
        case .selectFirstTab(let bar):
            let tabs = tree.allStacks.lazy.flatMap(\.hosted).compactMap(\.tabs).first { $0.coordinator == bar }
            return "selected tab \(tabs?.pages.first?.name ?? "#0")"
        }
    }

    /// The title an entry's screen shows, or its route's name for an entry that shows no
    /// manifest route.
    public func title(of entry: Entry<AnyRoute>) -> String {
        screen(for: entry)?.title ?? entry.route.routeName
    }
}

/// Resumes a continuation the first time only.
@MainActor private final class ResumeOnce {
    private var continuation: CheckedContinuation<LeaveQuestion?, Never>?
    init(_ continuation: CheckedContinuation<LeaveQuestion?, Never>) { self.continuation = continuation }
    func resume(_ value: LeaveQuestion?) {
        let waiting = continuation
        continuation = nil
        waiting?.resume(returning: value)
    }
}
