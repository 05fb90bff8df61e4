import Foundation
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The state of `serve`: the running app, its renderer and bindings, the connected pages,
/// and live reload.
///
/// Every page sees the same steps; what one page does (a click, the back button, Esc) goes
/// through the binding layer or the command language, so several windows stay in step.
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
    /// The manifest text last composed, so a save that changes nothing reloads nothing.
    var composedText: String?
    private var pages: [UInt64: AsyncStream<String>.Continuation] = [:]
    private var nextPage: UInt64 = 0
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
        renderer.message = { [unowned self] step in stepMessage(step) }
        renderer.broadcast = { [unowned self] text in broadcast(text) }
    }

    // MARK: - Pages

    /// Registers a page; its messages come out of the returned stream.
    func connect() -> (UInt64, AsyncStream<String>) {
        nextPage += 1
        let id = nextPage
        let (stream, continuation) = AsyncStream<String>.makeStream()
        pages[id] = continuation
        // A step in flight is shown as it is being shown elsewhere; otherwise the tree as it is.
        let inFlight = driver.current != nil ? renderer.lastMessage : nil
        continuation.yield(inFlight ?? snapshotMessage())
        if let findings { continuation.yield(Self.json(["type": "findings", "text": findings])) }
        return (id, stream)
    }

    /// Forgets a page whose event stream closed; a step it was showing is finished by the
    /// others, or at once when none is left.
    func disconnect(_ id: UInt64, reason: String) {
        guard let continuation = pages.removeValue(forKey: id) else { return }
        continuation.finish()
        log("note: a page closed its event stream (\(reason)); \(pages.count) still connected")
        if pages.isEmpty, let step = driver.current {
            driver.transitionFinished(change: step.change, step: step.index)
        }
    }

    @discardableResult
    func broadcast(_ text: String) -> Int {
        for continuation in pages.values { continuation.yield(text) }
        return pages.count
    }

    private func send(_ text: String, to page: UInt64) {
        pages[page]?.yield(text)
    }

    // MARK: - Messages from pages

    /// Handles one message a page sent: a finished transition, a command, a UI write.
    func receive(_ text: String, from page: UInt64) {
        guard let data = text.data(using: .utf8),
            let message = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let type = message["type"] as? String
        else {
            send(
                Self.json(["type": "notice", "level": "error", "text": "error: not a message: \(text.prefix(80))"]),
                to: page)
            return
        }
        let seq = message["seq"] as? Int ?? 0
        switch type {
        case "done":
            let change = (message["change"] as? NSNumber)?.uint64Value ?? 0
            driver.transitionFinished(change: change, step: message["step"] as? Int ?? -1)
        case "command":
            let line = message["line"] as? String ?? ""
            Task { reply(await perform(line), seq: seq, to: page) }
        case "open":
            let path = message["path"] as? String ?? "/"
            guard let link = address.deepLink(for: path) else {
                reply(.refused("no deep link leads to \(path)"), seq: seq, to: page)
                return
            }
            Task { reply(await perform("open " + link), seq: seq, to: page) }
        case "back":
            write(back(), seq: seq, to: page)
        case "dismiss":
            write(dismiss(message["opener"] as? String ?? ""), seq: seq, to: page)
        case "tab":
            let index = message["index"] as? Int ?? -1
            let bar = CoordinatorID(UInt64(message["coordinator"] as? String ?? "") ?? .max)
            write(bindings.selectTab(index, of: bar), seq: seq, to: page)
        default:
            send(Self.json(["type": "notice", "level": "error", "text": "error: unknown message '\(type)'"]), to: page)
        }
    }

    /// Runs one command line after those sent before it have been shown, so commands from
    /// pages and scripts apply once each, in the order they arrived.
    public func perform(_ line: String) async -> CommandOutcome {
        await inTurn { [unowned self] in await backend.execute(line, on: app) }
    }

    /// Jumps back to the state journal entry `sequence` left (see ``NavigatorInspector/jump(to:)``),
    /// in turn with commands.
    public func jump(to sequence: UInt64) async -> Result<InspectorJump, InspectorError> {
        await inTurn { [unowned self] in
            do throws(InspectorError) {
                return .success(try await inspector.jump(to: sequence))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Runs `work` once everything sent before it has been carried out and shown.
    private func inTurn<T: Sendable>(_ work: @escaping @MainActor () async -> T) async -> T {
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
            if let notice { broadcast(Self.json(["type": "notice", "level": "note", "text": notice])) }
            send(Self.json(["type": "reply", "seq": seq, "ok": true, "text": notice ?? ""]), to: page)
        case .refused(let reason), .malformed(let reason):
            send(Self.json(["type": "notice", "level": "error", "text": reason]), to: page)
            send(Self.json(["type": "reply", "seq": seq, "ok": false, "text": reason]), to: page)
        }
    }

    private func write(_ write: BindingWrite, seq: Int, to page: UInt64) {
        if let reason = write.ignoredReason {
            send(Self.json(["type": "reply", "seq": seq, "ok": false, "text": reason]), to: page)
            log("note: ignored a page's write: \(reason)")
        } else {
            send(Self.json(["type": "reply", "seq": seq, "ok": true, "text": ""]), to: page)
        }
    }

    // MARK: - UI writes

    /// The browser's back button: the top layer's path loses its top screen, or, with
    /// nothing pushed in it, the top dialog is dismissed.
    private func back() -> BindingWrite {
        let projection = bindings.projection
        guard let top = projection.visible.last, let stack = projection.stack(top.container),
            let layer = stack.topLayer
        else { return .ignored("nothing is shown") }
        if !layer.path.isEmpty {
            return bindings.setPath(layer.path.dropLast().map(\.id), ofLayerOpenedBy: layer.id, in: stack.container)
        }
        if layer.isModal { return bindings.dismissItem(layer.id, in: stack.container) }
        return .ignored("\(layer.top.route.routeName) is the first screen; there is nothing to go back to")
    }

    /// Esc or a click outside a dialog: the dialog opened by `opener` is swiped down.
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
