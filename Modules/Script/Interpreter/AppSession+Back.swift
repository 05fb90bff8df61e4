import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

extension AppSession {
    // MARK: - System back

    /// Presses the system back button: the engine's back chain decides what it closes. When a
    /// screen's leave check asks, its question is returned and waits for `confirm` or `cancel`.
    ///
    /// - Returns: What it closed, in the screens' words, that there was nothing to go back to
    ///   (an answer, not a refusal), or the question asked.
    func systemBack() async throws(CommandError) -> String {
        let navigator = app.navigator
        let (action, tree) = (navigator.backAction, navigator.tree)
        let ticket = navigator.handle(.back)
        let settle: @MainActor () async -> Void = { _ = try? await ticket.value() }
        return try await runOrAsk(settle) { () throws(CommandError) in
            switch ticket.status {
            case .failed(.nothingToGoBack):
                return "system-back: there is nothing to go back to"
            case .failed(let error):
                throw .navigation("system-back", error)
            case .completed(nil):
                return "system-back was taken by the screen"
            default:
                return "system-back " + (action.map { self.describe($0, in: tree) } ?? "went back")
            }
        }
    }

    // MARK: - Interactive back

    /// Begins an interactive back (a drag from the edge): the preview says what it would close
    /// and reveal. Its leave checks may ask first.
    func beginInteractiveBack() async throws(CommandError) -> String {
        let navigator = app.navigator
        let tree = navigator.tree
        let result = ResultBox()
        let begin: @MainActor () async -> Void = {
            do throws(NavigationError) {
                result.value = .success(try await navigator.beginInteractiveBack())
            } catch {
                result.value = .failure(error)
            }
        }
        return try await runOrAsk(begin) { () throws(CommandError) in
            switch result.value {
            case .success(let preview)?:
                self.interactiveBack = (preview, tree)
                let revealed = preview.revealed.map { "'\(self.title(of: $0))'" } ?? "nothing"
                guard let leaving = preview.action.removedEntry.flatMap({ tree.entry($0) }) else {
                    return
                        "back-begin: committing would \(self.describe(preview.action, in: tree)), revealing \(revealed)"
                }
                return "back-begin: committing would leave '\(self.title(of: leaving))' and reveal \(revealed)"
            case .failure(let error)?:
                throw .navigation("back-begin", error)
            case nil:
                throw .nothingAsked("back-begin")
            }
        }
    }

    /// Follows, commits or cancels the interactive back `back-begin` began.
    func continueInteractiveBack(_ command: InteractiveBackMove) async throws(CommandError) -> String {
        let navigator = app.navigator
        guard let (preview, tree) = interactiveBack, navigator.interactiveBackPreview?.id == preview.id else {
            interactiveBack = nil
            throw .noInteractiveBack(command.name)
        }
        switch command {
        case .progress(let fraction):
            do {
                try navigator.updateInteractiveBack(preview.id, progress: fraction)
            } catch {
                throw .navigation(command.name, error)
            }
            return "back-progress: \(Int(((navigator.interactiveBackProgress ?? 0) * 100).rounded()))%"
        case .commit:
            interactiveBack = nil
            do {
                try await navigator.commitInteractiveBack(preview.id).value()
            } catch {
                throw .navigation(command.name, error)
            }
            return "back-commit: \(describe(preview.action, in: tree))"
        case .cancel:
            interactiveBack = nil
            navigator.cancelInteractiveBack(preview.id)
            return "back-cancel: nothing changed"
        }
    }

    // MARK: - Questions

    /// The question a command of this session asked that still waits for `confirm` or `cancel`.
    public var waitingQuestion: LeaveQuestion? {
        guard let question = pendingAnswer?.question,
            app.pendingQuestions.contains(where: { $0 === question })
        else { return nil }
        return question
    }

    /// Answers the question a leave check asked: `confirm` leaves the screen, `cancel` keeps it.
    ///
    /// When the command goes on to ask another question (a deep link leaving two screens that
    /// ask), that one is returned and waits in turn. A question asked elsewhere (by a page of
    /// `serve`) is answered too, the oldest first.
    func answer(leave: Bool, command: String) async throws(CommandError) -> String {
        guard let pending = pendingAnswer, app.pendingQuestions.contains(where: { $0 === pending.question }) else {
            pendingAnswer = nil
            guard let question = app.pendingQuestions.first else { throw .nothingAsked(command) }
            app.answer(question, leave: leave)
            return leave
                ? "'\(question.screen)' is left (\(question.confirm))"
                : "'\(question.screen)' stays (\(question.cancel))"
        }
        pendingAnswer = nil
        let next = await app.waitUntilAsked(pending.work) { self.app.answer(pending.question, leave: leave) }
        if let next {
            pendingAnswer = PendingAnswer(question: next, work: pending.work, outcome: pending.outcome)
            return "\(next.text); answer with confirm or cancel"
        }
        let question = pending.question
        if !leave { return "'\(question.screen)' stays (\(question.cancel))" }
        let outcome = try pending.outcome()
        return outcome.isEmpty ? "'\(question.screen)' is left (\(question.confirm))" : outcome
    }

    /// Cancels the question a leave check asked, when one waits: the next command runs instead.
    ///
    /// - Returns: The note saying so, or `nil` when no question waited.
    public func cancelPendingQuestion() async -> String? {
        guard let pending = pendingAnswer else { return nil }
        pendingAnswer = nil
        let waiting = app.pendingQuestions.contains { $0 === pending.question }
        // A refusal ends the command's asking: its work ends without another question.
        app.answer(pending.question, leave: false)
        await pending.work.value
        guard waiting else { return nil }
        return "the question of '\(pending.question.screen)' was cancelled; '\(pending.question.screen)' stays"
    }

    /// Runs `work` until it ends or a leave check asks a question, whichever is first. Ended,
    /// it returns `outcome()`; asked, it keeps both for `confirm` or `cancel` and returns the
    /// question.
    private func runOrAsk(
        _ work: @escaping @MainActor () async -> Void, outcome: @escaping @MainActor () throws(CommandError) -> String
    ) async throws(CommandError) -> String {
        let (task, asked) = await app.runUntilAsked(work)
        guard let asked else { return try outcome() }
        pendingAnswer = PendingAnswer(question: asked, work: task, outcome: outcome)
        return "\(asked.text); answer with confirm or cancel"
    }

    /// Carries out `command` until it ends or a leave check asks a question: a command that
    /// removes a screen that asks (a swipe, a deep link, an action) returns the question, which
    /// waits for `confirm` or `cancel`, rather than waiting for an answer no one can type.
    func runOrAsk(
        _ command: ScriptCommand, _ work: @escaping @MainActor () async throws(CommandError) -> Reply
    ) async throws(CommandError) -> Reply {
        let result = ReplyBox()
        let run: @MainActor () async -> Void = {
            do throws(CommandError) {
                result.value = .success(try await work())
            } catch {
                result.value = .failure(error)
            }
        }
        let outcome: @MainActor () throws(CommandError) -> String = { () throws(CommandError) -> String in
            switch result.value {
            case .success(.noted(let note))?: return note
            case .success?: return ""
            case .failure(let error)?: throw error
            case nil: throw .nothingAsked("\(command)")
            }
        }
        let note = try await runOrAsk(run, outcome: outcome)
        guard pendingAnswer == nil, let value = result.value else { return .noted(note) }
        return try value.get()
    }

    /// What a back action closes (see ``ComposedApp/describe(_:in:)``).
    func describe(_ action: BackAction, in tree: NavigationTree) -> String {
        app.describe(action, in: tree)
    }
}

/// A command whose leave check asked a question, waiting for `confirm` or `cancel`.
struct PendingAnswer {
    let question: LeaveQuestion
    /// The command's work, which ends once the question is answered.
    let work: Task<Void, Never>
    /// What the command reports once its work ended.
    let outcome: @MainActor () throws(CommandError) -> String
}

/// What a script says of an interactive back after `back-begin`.
enum InteractiveBackMove {
    case progress(Double)
    case commit
    case cancel

    var name: String {
        switch self {
        case .progress: "back-progress"
        case .commit: "back-commit"
        case .cancel: "back-cancel"
        }
    }
}

/// Where a command run until it asks leaves its reply.
@MainActor private final class ReplyBox {
    var value: Result<AppSession.Reply, CommandError>?
}

/// Where an interactive back's begin leaves its result.
@MainActor private final class ResultBox {
    var value: Result<BackPreview, NavigationError>?
}
