import Foundation
import WayfinderComposition
import WayfinderCoordinators

/// What a window request ended with, set by the task that carried it out.
@MainActor
private final class WindowOutcome {
    var error: (any Error)?
}

extension ServeHub {
    // MARK: - Which window a page shows

    /// The app window `page` draws: the one it named or opened, or the focused window once
    /// that one is closed.
    func shownWindow(of page: UInt64) -> WindowID {
        let window = pages[page]?.window ?? .main
        let tree = app.navigator.tree
        return tree.window(window) == nil ? tree.focusedWindow : window
    }

    /// The windows the connected pages show, each once, in opening order. A page whose window
    /// was closed is moved to the focused window first (its next message shows that one).
    func shownWindows() -> [WindowID] {
        guard !pages.isEmpty else { return [] }
        var shown = Set<WindowID>()
        for page in Array(pages.keys) {
            let window = shownWindow(of: page)
            pages[page]?.window = window
            shown.insert(window)
        }
        return shown.sorted()
    }

    /// Queues `text` for every page that shows `window`.
    func send(text: String, toPagesOf window: WindowID) {
        for (page, channel) in pages where channel.window == window { send(text: text, to: page) }
    }

    /// Sends every page its window as it is (one message built per window shown).
    func broadcastSnapshots() {
        for window in shownWindows() { send(text: snapshotMessage(window: window).text, toPagesOf: window) }
    }

    /// The open windows of `tree` as the pages list them.
    func shownWindows(_ tree: NavigationTree) -> [PageEvent.ShownWindow] {
        let focused = tree.focusedWindow
        return tree.windowStates.enumerated().map { index, state in
            let top = tree.window(state.id)?.topEntry
            return PageEvent.ShownWindow(
                id: state.id.rawValue, number: index + 1, title: top.map { app.title(of: $0) } ?? "",
                focused: state.id == focused, visible: state.isVisible)
        }
    }

    // MARK: - A page's window requests

    /// The page shows `window` from now on (its address names it): it is sent the window as it
    /// is. A window that is not open is refused, and the page keeps the one it shows.
    func show(_ window: WindowID, seq: Int, in page: UInt64) {
        guard app.navigator.tree.window(window) != nil else {
            let open = app.navigator.tree.windowStates.map(\.id)
            refuse("error: \(WindowError.unknownWindow(window, open: open))", seq: seq, to: page)
            return
        }
        pages[page]?.window = window
        send(.reply(PageReply(seq: seq, ok: true)), to: page)
        send(snapshotMessage(window: window), to: page)
        syncVisibility()
    }

    /// The page's "New window" control opened this page: the app opens a new window that
    /// starts as the manifest's `windows: start:` says (a new instance of its root coordinator
    /// by default), with source `user`, as the script's `window open` does; it gets focus, and
    /// the page shows it. The reply names the window. `serve --record` records `window open`.
    func openWindow(seq: Int, from page: UInt64) {
        Task {
            let opened: Result<WindowID, any Error> = await inTurn { [unowned self] in
                do {
                    let window = try await app.openWindow(source: .user)
                    // In the same turn, so a width the page reports next is its new window's.
                    pages[page]?.window = window
                    await backend.pageWrote("window open", on: app)
                    return .success(window)
                } catch {
                    return .failure(error)
                }
            }
            switch opened {
            case .success(let window):
                var reply = PageReply(seq: seq, ok: true, text: "opened window \(window)")
                reply.window = window
                send(.reply(reply), to: page)
                send(snapshotMessage(window: window), to: page)
                syncVisibility()
            case .failure(let error):
                refuse("error: New window: \(error)", seq: seq, to: page)
            }
        }
    }

    /// The page's "Close window" control: the app closes the window the page shows (source
    /// `user`), after its screens' leave checks; a question one asks reaches every page, and
    /// the page is answered with it at once (`asked`), then told the outcome in a notice. The
    /// pages that showed the window show the focused one from then on. `serve --record`
    /// records `window close N`, and the answer to a question as `confirm` or `cancel`.
    func closeWindow(seq: Int, from page: UInt64) {
        let window = shownWindow(of: page)
        let navigator = app.navigator
        let line = "window close \(windowNumber(of: window))"
        let outcome = WindowOutcome()
        Task {
            let (work, question) = await app.runUntilAsked {
                do {
                    try await navigator.closeWindow(window, source: .user)
                } catch {
                    outcome.error = error
                }
            }
            if let question {
                send(.reply(PageReply(seq: seq, ok: true, text: question.text, asked: number(question))), to: page)
                syncQuestions()
                tell(line)
                await work.value
                // Recorded once the close is carried out, so the recording holds the tree it left.
                tell(outcome.error == nil ? "confirm" : "cancel")
                broadcast(
                    .notice(.note, outcome.error.map { "window \(window) stays: \($0)" } ?? "closed window \(window)"))
                syncQuestions()
            } else if let error = outcome.error {
                refuse("error: Close window: \(error)", seq: seq, to: page)
            } else {
                tell(line)
                send(.reply(PageReply(seq: seq, ok: true, text: "closed window \(window)")), to: page)
            }
            if outcome.error == nil {
                broadcastSnapshots()
                syncVisibility()
            }
        }
    }

    /// The page's "Move to window" control: the page's window gets focus (a click in a window
    /// focuses it), then its top screen, with the screens above it, moves to window `target`
    /// (source `user`), keeping its id and state, as the script's `window move N` moves it.
    /// `serve --record` records `window move N`.
    func moveTop(to target: WindowID, seq: Int, from page: UInt64) {
        let window = shownWindow(of: page)
        Task {
            let failure: String? = await inTurn { [unowned self] in
                await focus(window)
                let navigator = app.navigator
                guard let top = navigator.tree.window(window)?.visiblePath.last?.entry else {
                    return "error: Move to window: window \(window) shows nothing"
                }
                let line = "window move \(windowNumber(of: target))"
                do {
                    try await navigator.moveEntry(top.id, to: target, source: .user)
                    await backend.pageWrote(line, on: app)
                    return nil
                } catch {
                    return "error: Move to window: \(error)"
                }
            }
            if let failure {
                refuse(failure, seq: seq, to: page)
            } else {
                send(.reply(PageReply(seq: seq, ok: true, text: "moved the top screen to window \(target)")), to: page)
            }
        }
    }

    // MARK: - Focus and visibility

    /// Gives `window` focus (source `user`) unless it has it: requests that name no window (a
    /// click on an action, the back button) act on the focused window. `serve --record`
    /// records `window focus N`.
    func focus(_ window: WindowID) async {
        let navigator = app.navigator
        guard navigator.focusedWindow != window, navigator.tree.window(window) != nil else { return }
        guard (try? await navigator.focusWindow(window, source: .user)) != nil else { return }
        await backend.pageWrote("window focus \(windowNumber(of: window))", on: app)
    }

    /// A window's number as the script names it: from 1, in opening order (0 when not open).
    func windowNumber(of window: WindowID) -> Int {
        app.navigator.windows.number(of: window) ?? 0
    }

    /// Runs `body` once the page's window has focus: at once when it has, else after a focus
    /// in turn with commands.
    func afterFocusing(_ page: UInt64, _ body: @escaping @MainActor (ServeHub) -> Void) {
        let window = shownWindow(of: page)
        guard app.navigator.focusedWindow != window else { return body(self) }
        Task {
            await inTurn { [unowned self] in await focus(window) }
            body(self)
        }
    }

    /// Reports to the navigator which windows are shown, once the app has more than one: a
    /// window is shown while some shown page draws it. Closing the last browser window of an
    /// app window hides it (the tops of its stacks go to the background); it stays open.
    func syncVisibility() {
        guard app.navigator.tree.windows != nil, !stopping else { return }
        Task {
            await inTurn { [unowned self] in
                let navigator = app.navigator
                for state in navigator.tree.windowStates {
                    let shown = pages.values.contains { $0.window == state.id && $0.visible }
                    guard shown != state.isVisible,
                        (try? await navigator.setWindowVisible(shown, state.id)) != nil
                    else { continue }
                    await backend.windowReported(.visible(shown, of: state.id), on: app)
                }
            }
        }
    }
}
