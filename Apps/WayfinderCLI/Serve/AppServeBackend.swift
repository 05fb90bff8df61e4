import ShopScript
import WayfinderComposition
import WayfinderCoordinators
import WayfinderServer

/// What `serve` composes and how it carries out a command line: the same loader, plugins and
/// command language as `run`.
@MainActor
final class AppServeBackend: ServeBackend {
    let configPath: String
    let state: StateOverride

    init(configPath: String, state: StateOverride) {
        self.configPath = configPath
        self.state = state
    }

    func compose(renderer: any NavigationRenderer) async throws(ServeFailure) -> ComposedApp {
        let loader = ManifestLoader(overrides: state.overrides, keepsStandardOutputFree: true)
        let loaded: ManifestLoader.Loaded
        switch loader.load(path: configPath) {
        case .success(let value): loaded = value
        case .failure(let error): throw ServeFailure(FindingsReport.text(error))
        }
        do {
            return try await AppComposer(registry: loader.registry, renderer: renderer).compose(loaded.manifest)
        } catch {
            throw ServeFailure("error: \(error)")
        }
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
        do {
            _ = try await session.execute(command)
            await session.settle()
            return .applied(notice: nil)
        } catch {
            await session.settle()
            return error.isRedirect ? .applied(notice: "note: \(error)") : .refused("error: \(error)")
        }
    }
}
