import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderScript
import WayfinderServer

/// What `serve` composes and how it carries out a command line: the same loader, plugins and
/// command language as `run`.
@MainActor
final class AppServeBackend: ServeBackend {
    let configPath: String
    let state: StateOverride
    /// Where `--record` writes the session, and the tool's name for its header.
    let record: (path: String, tool: String)?
    /// The session's recorder, made with the first app composed; reloads keep recording.
    private(set) var recorder: SessionRecorder?
    /// The session of the app last composed (see ``session(of:)``).
    private var session: AppSession?

    init(configPath: String, state: StateOverride, record: (path: String, tool: String)? = nil) {
        self.configPath = configPath
        self.state = state
        self.record = record
    }

    func compose(renderer: any NavigationRenderer) async throws(ServeFailure) -> ComposedApp {
        let loader = ManifestLoader(overrides: state.overrides, keepsStandardOutputFree: true)
        let loaded: ManifestLoader.Loaded
        switch loader.load(path: configPath) {
        case .success(let value): loaded = value
        case .failure(let error): throw ServeFailure(FindingsReport.text(error))
        }
        let app: ComposedApp
        do {
            app = try await AppComposer(registry: loader.registry, renderer: renderer).compose(loaded.manifest)
        } catch {
            throw ServeFailure("error: \(error)")
        }
        if let record, recorder == nil {
            do {
                recorder = try SessionRecorder(
                    path: record.path, tool: record.tool, manifestPath: configPath, app: app,
                    restored: app.plugins.plugin(StateRestorationPlugin.self)?.restoration != nil)
            } catch {
                throw ServeFailure(error.description)
            }
        }
        return app
    }

    func execute(_ line: String, on app: ComposedApp) async -> CommandOutcome {
        let command: ScriptCommand?
        do {
            command = try ScriptCommand.parse(line)
        } catch {
            return .malformed("\(error)")
        }
        guard let command else { return .malformed("no command in '\(line)'") }
        switch command {
        case .quit, .help, .show:
            return .malformed("'\(line)' is for the terminal; the page shows the screen and GET /tree.json the tree")
        default:
            break
        }
        return await run(command, recordedAs: line.trimmingCharacters(in: .whitespaces), on: app)
    }

    /// Carries out a page's action as the session's typed command, recorded as the command text
    /// that does the same (`tap 2`, `set query "shoes"`, `open shop://item/3`), so the recording
    /// replays whole. As a typed command it asks a screen's leave question instead of waiting
    /// for it, like a command sent as text.
    func perform(_ action: PageAction, on app: ComposedApp) async -> CommandOutcome {
        let (command, text): (ScriptCommand, String) =
            switch action {
            case .tap(let number, let slot):
                (.tap(number, slot: slot), slot.map { "tap \($0) \(number)" } ?? "tap \(number)")
            case .setState(let field, let value): (.set(field: field, value: value), "set \(field) \"\(value)\"")
            case .open(let link): (.open(link), "open \(link)")
            }
        return await run(command, recordedAs: text, on: app)
    }

    /// Runs `command` on the session of `app`, waits for its saves, records it as `text` and says
    /// what became of it: a question it asked is the answer (a later `confirm` or `cancel`
    /// answers it), a guard's redirect is applied with a note, any other error refuses.
    private func run(_ command: ScriptCommand, recordedAs text: String, on app: ComposedApp) async -> CommandOutcome {
        let session = session(of: app)
        do {
            let reply = try await session.execute(command)
            // What an answer did (`'Checkout' stays (Keep editing)`) is passed on with the notes.
            var note: String?
            if case .noted(let noted) = reply, command == .confirm || command == .cancel { note = noted }
            // A question this command cancelled is said in the notice; the page shows it.
            let notes = session.notes + (note.map { [$0] } ?? [])
            session.notes = []
            await session.settle()
            if let question = session.waitingQuestion {
                recorder?.record(text, outcome: .ok, message: question.text, tree: app.navigator.tree)
                return .asked(
                    AskedQuestion(
                        screen: question.screen, route: question.route, title: question.title,
                        confirm: question.confirm, cancel: question.cancel))
            }
            recorder?.record(text, outcome: .ok, message: note, tree: app.navigator.tree)
            return .applied(notice: notes.isEmpty ? nil : "note: " + notes.joined(separator: "; "))
        } catch {
            session.notes = []
            await session.settle()
            recorder?.record(
                text, outcome: error.isRedirect ? .note : .error, message: "\(error)", tree: app.navigator.tree)
            return error.isRedirect ? .applied(notice: "note: \(error)") : .refused("error: \(error)")
        }
    }

    /// The session commands run in, one per composed app: a question one command asked waits
    /// there for the `confirm` or `cancel` of a later request.
    private func session(of app: ComposedApp) -> AppSession {
        if let session, session.app === app { return session }
        let made = AppSession(app: app)
        session = made
        return made
    }

    /// Records a page's own write (the back button, Esc, a click on a tab or on a backdrop) as
    /// the command that makes the same gesture, so the replay makes the same journal entries. A
    /// write no command names is recorded as a comment saying so: the replay, which runs nothing
    /// for it, stops there and says so.
    func pageWrote(_ line: String?, on app: ComposedApp) async {
        guard let recorder else { return }
        await AppSession(app: app).settle()
        recorder.record(
            line ?? Self.unrecordable, outcome: .ok, message: nil, tree: app.navigator.tree)
    }

    /// Records a devtools jump with the tree it went back to, so a session with a jump replays.
    func jumped(to target: NavigationTree, refusal: String?, on app: ComposedApp) async {
        guard let recorder else { return }
        await AppSession(app: app).settle()
        recorder.recordJump(to: target, refusal: refusal)
    }

    /// Records a page's report about an app window that no command makes (the width of a
    /// window without focus, whether a window is shown) as a window report, which the replay
    /// carries out again.
    func windowReported(_ report: PageWindowReport, on app: ComposedApp) async {
        guard let recorder else { return }
        await AppSession(app: app).settle()
        switch report {
        case .width(let width, let window): recorder.recordWindow(.init(id: window, width: width))
        case .visible(let visible, let window): recorder.recordWindow(.init(id: window, visible: visible))
        }
    }

    /// What the recording holds for a page's write that no command names: a tab of a nested bar
    /// whose name a bar further out has too, a layer below the top one.
    static let unrecordable = "# a page's click no command names (a tab or a layer the command would not pick)"
}
