import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The state of `serve`: the running app, its renderer and bindings, the connected pages,
/// and live reload.
///
/// Every page sees the same steps; what one page does goes through the engine, so several
/// windows stay in step: a click runs a command, a tab or a click outside a dialog is a binding
/// write, and the back button and Esc are one system back through the engine's back chain
/// (its leave questions are shown, and answerable, in every page).
@MainActor
public final class ServeHub {
    /// The backend that composes the app and runs commands.
    public let backend: any ServeBackend
    /// The running app.
    public internal(set) var app: ComposedApp
    /// The driver the app's navigator renders through.
    public internal(set) var driver: RenderDriver
    var bindings: NavigationBindings
    var renderer: BrowserRenderer
    var address: AddressBar
    private var chain: Task<Void, Never>?
    /// The pages' own writes still being told to the backend (``told(_:as:)``), in order.
    var pageWrites: Task<Void, Never>?
    /// The manifest text last composed, so a save that changes nothing reloads nothing.
    var composedText: String?
    var pages: [UInt64: PageChannel] = [:]
    /// The app's leave questions as the pages know them, numbered.
    var openQuestions: [OpenQuestion] = []
    var nextQuestion = 0
    /// The numbers of the questions the pages were last sent.
    var toldQuestions: [Int] = []
    /// The interactive back a page's drag began, until it commits or cancels.
    var drag: PageDrag?
    /// The pages the conformance kit's scenarios are running in (``ConformanceStage``).
    var staged: Set<UInt64> = []
    /// The work of the page's last back or drag message, which answers the page when it ends
    /// (after its question is answered, when a screen asks).
    var pageTask: Task<Void, Never>?
    private var nextPage: UInt64 = 0
    /// Set by ``stop()``: no command or page write is applied any more.
    private(set) var stopping = false
    /// How many messages carrying the tree (steps and snapshots) were built: none while no
    /// page listens.
    var treeMessagesBuilt = 0
    /// The findings of the last invalid edit, shown until a valid one.
    var findings: String?
    /// Lines for standard error (connections closing, reloads); the serve command prints them.
    public var log: (String) -> Void = { _ in }
    /// The devtools: the journal of the app's navigator, `GET /journal.json` and jumps.
    public let inspector = NavigatorInspector()

    /// Composes the app and gets ready to serve it.
    ///
    /// - Parameter backend: What composes the app and runs commands.
    /// - Throws: ``ServeFailure`` when the manifest is invalid.
    public init(backend: any ServeBackend) async throws(ServeFailure) {
        self.backend = backend
        let renderer = BrowserRenderer()
        let driver = RenderDriver(renderer: renderer)
        let app = try await backend.compose(renderer: driver)
        self.renderer = renderer
        self.driver = driver
        self.app = app
        bindings = NavigationBindings(navigator: app.navigator)
        address = AddressBar(manifest: app.manifest)
        composedText = try? String(contentsOfFile: backend.configPath, encoding: .utf8)
        inspector.attach(to: app.navigator)
        wire()
    }

    func wire() {
        // Weak: a task of the app's may hold its navigator, and so the renderer, after the hub
        // is gone (a test's hub, a reload's old app); there is then no page to tell.
        renderer.message = { [weak self] step, window in self?.stepMessage(step, window: window) }
        renderer.snapshot = { [weak self] window in self?.snapshotMessage(window: window).text ?? "{}" }
        renderer.shownWindows = { [weak self] in self?.shownWindows() ?? [] }
        renderer.send = { [weak self] text, window in self?.send(text: text, toPagesOf: window) }
        // A saved-state write (`set`) is no navigation change, so it makes no step: the pages
        // are sent the tree as it is, with the new value (nothing is built with no page).
        _ = app.navigator.observeState { [weak self] _ in self?.broadcastSnapshots() }
        wireLoading()
    }

    // MARK: - Pages

    /// Registers a page; its messages come out of the returned stream.
    func connect() -> (UInt64, AsyncStream<String>) {
        nextPage += 1
        let id = nextPage
        let (stream, continuation) = AsyncStream<String>.makeStream()
        pages[id] = PageChannel(continuation)
        // Steps are finished as they are sent, so a page that connects sees the tree as it is:
        // the main window's until it names another.
        send(snapshotMessage(window: shownWindow(of: id)), to: id)
        if let findings { send(.findings(findings), to: id) }
        if !toldQuestions.isEmpty { send(questionsMessage(), to: id) }
        if let loadingMessage { send(loadingMessage, to: id) }
        return (id, stream)
    }

    /// Forgets a page whose event stream closed, and closes it if still open.
    func disconnect(_ id: UInt64, reason: String) {
        guard let channel = pages.removeValue(forKey: id) else { return }
        channel.continuation.finish()
        dropDrag(of: id)
        syncVisibility()
        log("note: a page closed its event stream (\(reason)); \(pages.count) still connected")
    }

    /// Sends `event` to every page (it is encoded once, and not at all with no page).
    func broadcast(_ event: PageEvent) {
        guard !pages.isEmpty else { return }
        broadcast(text: event.text)
    }

    func broadcast(text: String) {
        for page in Array(pages.keys) { send(text: text, to: page) }
    }

    /// Queues `event` for `page`.
    func send(_ event: PageEvent, to page: UInt64) {
        guard pages[page] != nil else { return }
        send(text: event.text, to: page)
    }

    /// Queues `text` for `page`; a page that has stopped reading is dropped instead.
    func send(text: String, to page: UInt64) {
        guard let accepted = pages[page]?.send(text), !accepted else { return }
        disconnect(
            page,
            reason: "it left over \(PageChannel.unreadLimit / 1024 / 1024) MiB of messages unread, "
                + "so it was dropped; reload it to reconnect")
    }

    // MARK: - Stopping

    /// Stops the app once: commands already started finish, none starts any more, then its
    /// plugins stop in reverse order (the analytics log is flushed, the store closed).
    public func stop() async {
        guard !stopping else { return }
        stopping = true
        // A command waiting for a leave question's answer would hold the chain forever.
        app.cancelQuestions()
        _ = await chain?.value
        await app.stop()
    }

    // MARK: - Messages from pages

    /// Handles one message a page sent (``PageMessage``): how many messages it has read, a
    /// command, a typed action, a UI write. A message that cannot be read is answered with an
    /// `error` event and changes nothing.
    func receive(_ text: String, from page: UInt64) {
        let message: PageMessage
        switch PageMessage.decode(text) {
        case .success(let read): message = read
        case .failure(let error):
            send(.error(seq: error.seq, text: error.text), to: page)
            return
        }
        let seq = message.seq
        if stopping, message.request.writes {
            write(.ignored("the server is stopping"), seq: seq, to: page)
            return
        }
        switch message.request {
        case .seen(let count):
            pages[page]?.seen(count: count)
        case .command(let line):
            Task { reply(await perform(line, focusing: page), seq: seq, to: page) }
        case .open(let path):
            guard let link = address.deepLink(for: path) else {
                reply(.refused("no deep link leads to \(path)"), seq: seq, to: page)
                return
            }
            Task { reply(await perform(.open(deepLink: link), focusing: page), seq: seq, to: page) }
        case .tap(let action, let slot):
            Task { reply(await perform(.tap(action: action, slot: slot), focusing: page), seq: seq, to: page) }
        case .set(let field, let value):
            Task { reply(await perform(.setState(field: field, value: value), focusing: page), seq: seq, to: page) }
        case .back:
            afterFocusing(page) { $0.systemBack(seq: seq, from: page) }
        case .answer(let question, let leave):
            answer(question, leave: leave, seq: seq, from: page)
        case .backBegin:
            afterFocusing(page) { $0.beginDrag(seq: seq, from: page) }
        case .backProgress(let preview, _), .backCommit(let preview), .backCancel(let preview):
            followDrag(message.request, preview: preview, seq: seq, from: page)
        case .conformance(let seeds):
            // The conformance kit's scenarios, with this page as the renderer (ConformanceStage).
            guard !staged.contains(page) else {
                refuse("error: the conformance scenarios are already running in this page", seq: seq, to: page)
                return
            }
            staged.insert(page)
            Task { await ConformanceStage.run(on: self, page: page, seq: seq, seeds: seeds) }
        // A click in a page gives its window focus first, so the command recorded for it
        // (which acts on the focused window) makes the same gesture.
        case .dismiss(let opener):
            afterFocusing(page) { hub in
                let line = hub.dismissCommand(opener)
                hub.told(hub.write(hub.dismiss(opener), seq: seq, to: page), as: line)
            }
        case .tab(let coordinator, let index):
            let bar = CoordinatorID(UInt64(coordinator) ?? .max)
            afterFocusing(page) { hub in
                let line = hub.tabCommand(index, of: bar)
                hub.told(hub.write(hub.bindings.selectTab(index, of: bar), seq: seq, to: page), as: line)
            }
        case .resize(let width):
            resize(to: width, seq: seq, from: page)
        case .showWindow(let window):
            show(WindowID(window), seq: seq, in: page)
        case .openWindow:
            openWindow(seq: seq, from: page)
        case .closeWindow:
            closeWindow(seq: seq, from: page)
        case .moveToWindow(let window):
            moveTop(to: WindowID(window), seq: seq, from: page)
        case .visibility(let visible):
            pages[page]?.visible = visible
            syncVisibility()
        }
    }

    /// Runs one command line after those sent before it have been shown, so commands from
    /// pages and scripts apply once each, in the order they arrived.
    ///
    /// It is the one entry of command lines, `POST /command`'s and the pages' `command` message
    /// alike: a line that holds a line break (CR, LF, U+2028 or U+2029) is refused here, before
    /// anything runs or is recorded.
    public func perform(_ line: String) async -> CommandOutcome {
        if let refusal = Self.lineBreak(in: line) { return .malformed(refusal) }
        return await inTurn(what: "'\(line)'") { [unowned self] in await backend.execute(line, on: app) }
    }

    /// Carries out a page's action through the backend's typed entry (no command text), in
    /// turn with commands.
    func perform(_ action: PageAction) async -> CommandOutcome {
        await inTurn(what: "the page's action") { [unowned self] in await backend.perform(action, on: app) }
    }

    /// Runs a page's command line in turn, after giving the page's window focus (in the same
    /// turn): a command acts on the focused window, as a click in a window focuses it first.
    func perform(_ line: String, focusing page: UInt64) async -> CommandOutcome {
        if let refusal = Self.lineBreak(in: line) { return .malformed(refusal) }
        let window = shownWindow(of: page)
        return await inTurn(what: "'\(line)'") { [unowned self] in
            await focus(window)
            return await backend.execute(line, on: app)
        }
    }

    /// Carries out a page's action in turn, after giving the page's window focus.
    func perform(_ action: PageAction, focusing page: UInt64) async -> CommandOutcome {
        let window = shownWindow(of: page)
        return await inTurn(what: "the page's action") { [unowned self] in
            await focus(window)
            return await backend.perform(action, on: app)
        }
    }

    /// Why `line` is not one command: it holds a line break, which would split it in two once
    /// recorded or exported. `nil` when it is one line.
    static func lineBreak(in line: String) -> String? {
        let names: [Unicode.Scalar: String] = ["\r": "CR", "\n": "LF", "\u{2028}": "U+2028", "\u{2029}": "U+2029"]
        guard let name = line.unicodeScalars.lazy.compactMap({ names[$0] }).first else { return nil }
        return "error: a command is one line, and this one holds a line break (\(name)): send one command per request"
    }

    /// Runs `work` in turn with commands, unless the server is stopping; then every page is
    /// sent the app's questions (a command may have asked one: `system-back` in a script).
    private func inTurn(
        what: @autoclosure () -> String, _ work: @escaping @MainActor () async -> CommandOutcome
    ) async -> CommandOutcome {
        guard !stopping else { return .refused("error: the server is stopping; \(what()) was not run") }
        return await inTurn { [unowned self] in
            let outcome = await work()
            syncQuestions()
            return outcome
        }
    }

    /// Jumps back to the state journal entry `sequence` left (see ``NavigatorInspector/jump(to:)``),
    /// in turn with commands.
    public func jump(to sequence: UInt64) async -> Result<InspectorJump, InspectorError> {
        guard !stopping else { return .failure(.refused(sequence, "the server is stopping")) }
        return await inTurn { [unowned self] in
            // The tree gone back to, for `serve --record`, taken before the jump adds an entry.
            let target = inspector.journal.entry(sequence)?.tree
            do throws(InspectorError) {
                let jump = try await inspector.jump(to: sequence)
                if let target { await backend.jumped(to: target, refusal: nil, on: app) }
                return .success(jump)
            } catch {
                if case .refused = error, let target {
                    await backend.jumped(to: target, refusal: "\(error)", on: app)
                }
                return .failure(error)
            }
        }
    }

    /// Runs `work` once everything sent before it has been carried out and shown.
    func inTurn<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
        let previous = chain
        let task = Task { () -> T in
            _ = await previous?.value
            return await work()
        }
        chain = Task { _ = await task.value }
        return await task.value
    }

    private func reply(_ outcome: CommandOutcome, seq: Int, to page: UInt64) {
        switch outcome {
        // The notice goes first: a page is idle once every request is answered.
        case .applied(let notice):
            if let notice { broadcast(.notice(.note, notice)) }
            send(.reply(PageReply(seq: seq, ok: true, text: notice ?? "")), to: page)
        case .asked(let question):
            // The question itself reaches every page as the `questions` message.
            send(.reply(PageReply(seq: seq, ok: true, text: question.text)), to: page)
        case .refused(let reason), .malformed(let reason):
            refuse(reason, seq: seq, to: page)
        }
    }

    @discardableResult
    private func write(_ write: BindingWrite, seq: Int, to page: UInt64) -> BindingWrite {
        if let reason = write.ignoredReason {
            send(.reply(PageReply(seq: seq, ok: false, text: reason)), to: page)
            // The reason may quote what the page sent (a dialog's opener): one line, escaped.
            log("note: ignored a page's write: \(TerminalText.escape(reason))")
        } else {
            send(.reply(PageReply(seq: seq, ok: true)), to: page)
        }
        return write
    }

    // MARK: - UI writes

    /// A click outside a dialog: the dialog opened by `opener` is swiped down.
    private func dismiss(_ opener: String) -> BindingWrite {
        let projection = bindings.projection
        for stack in projection.stacks {
            if let layer = stack.layers.first(where: { "\($0.id)" == opener }) {
                return bindings.dismissItem(layer.id, in: stack.container)
            }
        }
        return .ignored("\(opener) is no longer presented")
    }
}
