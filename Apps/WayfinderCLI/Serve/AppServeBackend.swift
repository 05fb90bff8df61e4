import ShopScript
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderServer
import WayfinderSession

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
        let session = AppSession(app: app)
        let text = line.trimmingCharacters(in: .whitespaces)
        do {
            let reply = try await session.execute(command)
            await session.settle()
            // What a command carried out notes (`system-back`, an answer) is recorded as `run` records it.
            let note: String? = if case .noted(let note) = reply { note } else { nil }
            recorder?.record(text, outcome: .ok, message: note, tree: app.navigator.tree)
            return .applied(notice: nil)
        } catch {
            await session.settle()
            recorder?.record(
                text, outcome: error.isRedirect ? .note : .error, message: "\(error)", tree: app.navigator.tree)
            return error.isRedirect ? .applied(notice: "note: \(error)") : .refused("error: \(error)")
        }
    }

    /// Records a page's own write (the back button, Esc, a tab click) as the command that does
    /// the same, so the recording replays whole. A write no command does is recorded as a
    /// comment naming it: the replay, which runs nothing for it, stops there and says so.
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

    /// What the recording holds for a page's write that no command does.
    static let unrecordable = "# a tab click on a nested tab bar (no command selects its pages)"
}
