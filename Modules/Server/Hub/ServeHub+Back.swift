import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A leave question some page can answer: the app's ``LeaveQuestion`` with the number pages
/// name it by.
struct OpenQuestion {
    let id: Int
    let question: LeaveQuestion
}

/// The interactive back a page began by dragging its top screen: only that page follows it.
struct PageDrag {
    let preview: BackPreview
    let page: UInt64
}

extension ServeHub {
    // MARK: - The browser's back button and Esc: one system back

    /// The browser's back button or Esc: one system back, resolved by the engine's back chain.
    ///
    /// The page is answered once the back is carried out or refused, or, when a screen's leave
    /// check asks, at once with the question (`asked`); every page is then sent the question, and
    /// the asking page its back's outcome once someone answers. The question blocks nobody:
    /// other requests go on meanwhile.
    func systemBack(seq: Int, from page: UInt64) {
        let app = self.app
        let navigator = app.navigator
        let (action, tree) = (navigator.backAction, navigator.tree)
        let leaving = bindings.projection.visible.last.map { app.title(of: $0.entry) }
        let back = SentBack()
        pageTask = Task {
            // The back is sent inside the work, so a question its leave check asks is heard.
            let (work, question) = await app.runUntilAsked {
                let ticket = navigator.handle(.back)
                back.ticket = ticket
                _ = try? await ticket.value()
            }
            guard let question else {
                let outcome = backOutcome(back.ticket, action: action, tree: tree, leaving: leaving)
                send(.reply(outcome.reply(seq: seq)), to: page)
                if outcome.left { tell("system-back") }
                return
            }
            let id = number(question)
            send(.reply(PageReply(seq: seq, ok: true, text: question.text, asked: id)), to: page)
            syncQuestions()
            tell("system-back")
            await work.value
            let outcome = backOutcome(back.ticket, action: action, tree: tree, leaving: leaving)
            // Recorded once the back is carried out, so the recording holds the tree it left.
            tell(outcome.left ? "confirm" : "cancel")
            send(.backOutcome(outcome.reply(seq: seq)), to: page)
            broadcast(.notice(.note, outcome.text))
            syncQuestions()
        }
    }

    /// What became of a system back: whether it left the screen, in the screens' words.
    private func backOutcome(
        _ ticket: NavigationTicket?, action: BackAction?, tree: NavigationTree, leaving: String?
    ) -> BackOutcome {
        switch ticket?.status ?? .queued {
        case .completed(_?):
            return BackOutcome(left: true, text: "back " + (action.map { app.describe($0, in: tree) } ?? "went back"))
        case .completed:
            return BackOutcome(left: false, text: "back was taken by \(leaving.map { "'\($0)'" } ?? "the screen")")
        case .failed(.nothingToGoBack):
            let screen = leaving.map { " from '\($0)'" } ?? ""
            return BackOutcome(left: false, text: "there is nothing to go back to\(screen)")
        case .failed(.leaveRefused(_, _, let reason)):
            return BackOutcome(left: false, text: "'\(leaving ?? "the screen")' stays: \(reason)")
        case .failed(let error):
            return BackOutcome(left: false, text: "error: back: \(error)")
        case .queued, .applied:
            return BackOutcome(left: false, text: "error: back: it has not finished")
        }
    }

    // MARK: - Leave questions

    /// A page's answer to leave question `id`: `leave` carries the back out, otherwise the
    /// screen stays. A question no longer open is refused and changes nothing.
    func answer(_ id: Int, leave: Bool, seq: Int, from page: UInt64) {
        guard let open = openQuestions.first(where: { $0.id == id }) else {
            refuse("error: question \(id) is no longer asked", seq: seq, to: page)
            return
        }
        app.answer(open.question, leave: leave)
        send(.reply(PageReply(seq: seq, ok: true)), to: page)
        syncQuestions()
    }

    /// Numbers the app's pending questions (a question keeps its number) and, when they
    /// changed since the pages were last told, sends every page the list.
    func syncQuestions() {
        renumberQuestions()
        let ids = openQuestions.map(\.id)
        guard ids != toldQuestions else { return }
        toldQuestions = ids
        broadcast(questionsMessage())
    }

    /// The number pages know `question` by (given now if it is new).
    func number(_ question: LeaveQuestion) -> Int {
        renumberQuestions()
        return openQuestions.first { $0.question === question }?.id ?? 0
    }

    private func renumberQuestions() {
        openQuestions = app.pendingQuestions.map { question in
            if let open = openQuestions.first(where: { $0.question === question }) { return open }
            nextQuestion += 1
            return OpenQuestion(id: nextQuestion, question: question)
        }
    }

    /// The open questions, oldest first, each with the screen asking in its words.
    func questionsMessage() -> PageEvent {
        .questions(
            openQuestions.map { open in
                PageEvent.ShownQuestion(
                    id: open.id, entry: "\(open.question.entry)", screen: open.question.screen,
                    title: open.question.title, confirm: open.question.confirm, cancel: open.question.cancel)
            })
    }

    // MARK: - Dragging the top screen: interactive back

    /// A page began dragging its top screen: the engine's interactive back begins, and the page
    /// is answered with the preview (the screen it would reveal). A screen that refuses an
    /// interactive back (a leave check, a back handler, nothing to go back to) does not drag.
    func beginDrag(seq: Int, from page: UInt64) {
        let navigator = app.navigator
        guard let top = bindings.projection.visible.last?.entry else {
            refuse("error: nothing is shown", seq: seq, to: page)
            return
        }
        let screen = app.title(of: top)
        guard navigator.backAction != nil else {
            refuse("there is nothing to go back to from '\(screen)'", seq: seq, to: page)
            return
        }
        guard bindings.allowsInteractiveBack(on: top.id) else {
            refuse(
                "'\(screen)' cannot be dragged back: it asks before it is left; use the back button", seq: seq, to: page
            )
            return
        }
        if let drag, navigator.interactiveBackPreview?.id == drag.preview.id {
            navigator.cancelInteractiveBack(drag.preview.id)
        }
        drag = nil
        pageTask = Task {
            do throws(NavigationError) {
                let preview = try await navigator.beginInteractiveBack()
                drag = PageDrag(preview: preview, page: page)
                let revealed = preview.revealed.map { PageReply.Revealed(entry: "\($0.id)", title: app.title(of: $0)) }
                // The drag is in the page's window (it has focus now), drawn in that window's width.
                let layout = app.navigator.layout(of: shownWindow(of: page))
                let model = PageModel(
                    layout: layout, tree: preview.tree, projection: NavigationProjection(preview.tree, layout: layout),
                    app: app)
                var reply = PageReply(seq: seq, ok: true)
                reply.drag = ("\(preview.id)", revealed, model)
                send(.reply(reply), to: page)
            } catch {
                refuse("'\(screen)' cannot be dragged back: \(error)", seq: seq, to: page)
            }
        }
    }

    /// A page's drag moved, was released past its threshold (`commit`), or was let go or
    /// cancelled (`cancel`). Only the page that began the drag follows it; a drag another
    /// change already ended is refused and changes nothing.
    func followDrag(_ request: PageRequest, preview: String, seq: Int, from page: UInt64) {
        let navigator = app.navigator
        let type =
            switch request {
            case .backProgress: "back-progress"
            case .backCommit: "back-commit"
            default: "back-cancel"
            }
        guard let drag, drag.page == page, preview == "\(drag.preview.id)",
            navigator.interactiveBackPreview?.id == drag.preview.id
        else {
            if self.drag?.page == page, app.navigator.interactiveBackPreview == nil { self.drag = nil }
            refuse("error: \(type): no drag of this page is under way", seq: seq, to: page)
            return
        }
        let id = drag.preview.id
        switch request {
        case .backProgress(_, let progress):
            do {
                try navigator.updateInteractiveBack(id, progress: progress)
                send(.reply(PageReply(seq: seq, ok: true)), to: page)
            } catch {
                refuse("error: back-progress: \(error)", seq: seq, to: page)
            }
        case .backCommit:
            self.drag = nil
            let text = "back " + app.describe(drag.preview.action, in: navigator.tree)
            let ticket = navigator.commitInteractiveBack(id)
            pageTask = Task {
                do {
                    try await ticket.value()
                    send(.reply(PageReply(seq: seq, ok: true, text: text)), to: page)
                    tell("back-begin")
                    tell("back-commit")
                } catch {
                    refuse("error: back-commit: \(error)", seq: seq, to: page)
                }
            }
        default:
            self.drag = nil
            navigator.cancelInteractiveBack(id)
            send(.reply(PageReply(seq: seq, ok: true)), to: page)
        }
    }

    /// Cancels the drag of a page that went away.
    func dropDrag(of page: UInt64) {
        guard let drag, drag.page == page else { return }
        self.drag = nil
        app.navigator.cancelInteractiveBack(drag.preview.id)
    }

    // MARK: - Replies

    /// Refuses a page's message: the page is told why, and nothing changed.
    func refuse(_ reason: String, seq: Int, to page: UInt64) {
        send(.notice(.error, reason), to: page)
        send(.reply(PageReply(seq: seq, ok: false, text: reason)), to: page)
    }

    /// Tells the backend, in order with the pages' other writes, that a page did what `line`
    /// does (`serve --record` records it).
    func tell(_ line: String) {
        let previous = pageWrites
        pageWrites = Task { [backend, app] in
            _ = await previous?.value
            await backend.pageWrote(line, on: app)
        }
    }
}

/// The ticket of a page's system back, once sent.
@MainActor final class SentBack {
    var ticket: NavigationTicket?
}

/// What became of a page's system back.
struct BackOutcome {
    /// Whether the back changed what is shown (the screen was left).
    let left: Bool
    /// What it did or why not, in the screens' words.
    let text: String

    func reply(seq: Int) -> PageReply {
        PageReply(seq: seq, ok: left, text: text, left: left)
    }
}
