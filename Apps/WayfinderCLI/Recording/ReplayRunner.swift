import Foundation
import WayfinderCheck
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting
import WayfinderSession

/// `TOOL replay FILE`: runs a recorded session again, headless, from its starting tree, and
/// compares the tree after every step with the one recorded.
@MainActor
struct ReplayRunner {
    /// The recording to replay.
    let recordingPath: String
    /// The manifest to replay against; the one the recording names when `nil`.
    let manifestPath: String?
    /// Whether a replay that passes says nothing (`export-test` checks with it).
    var quiet = false
    /// Told the session at the start (no step) and after each step whose tree is as recorded,
    /// with the step's refusal if it had one (`export-test --swift` reads the texts there).
    var observe: (@MainActor (SessionRecording.Step?, AppSession, CommandError?) -> Void)?
    /// Makes the renderer the app is composed with (`--renderer`, for a counterexample `check`
    /// found with one); the headless one when it makes none.
    var renderer: @MainActor () -> (any NavigationRenderer)? = { nil }
    /// The plugins offered to the manifest.
    var registry = BundledPlugins.registry
    /// What runs each step's command: the shipped commands, or a test's double.
    var driver: any CheckDriver = ScriptDriver()
    /// Told each broken invariant (with its step; `nil` for the start) instead of stopping
    /// there: `export-test` writes the test of a counterexample with it.
    var invariantBroken: (@MainActor (SessionRecording.Step?, CheckViolation) -> Void)?
    let console = Console(transcript: .output)

    /// Replays the session.
    ///
    /// - Returns: 0 when every tree is as recorded; 1 when one differs (the first is named), or
    ///   the recording or the manifest cannot be used.
    func run() async -> Int32 {
        guard let recording = SessionRecording.read(path: recordingPath, complainingTo: console) else { return 1 }
        let manifest = manifestPath ?? recording.header.manifest
        let loader = ManifestLoader(
            overrides: StateOverride.disabled.overrides, keepsStandardOutputFree: true, registry: registry)
        let loaded: ManifestLoader.Loaded
        switch loader.load(path: manifest) {
        case .success(let value): loaded = value
        case .failure(let error):
            console.complain(error.description)
            return 1
        }
        let appID = loaded.manifest.app.id.value
        guard appID == recording.header.app else {
            console.complain(
                "\(recordingPath): error: the recording is of app '\(recording.header.app)'; \(manifest) is app "
                    + "'\(appID)': refused")
            return 1
        }
        let hash = ManifestHash.of(path: manifest)
        if hash != recording.header.manifestHash {
            console.complain(
                "warning: \(manifest) is not the manifest \(recordingPath) was recorded with "
                    + "(hash \(hash), recorded \(recording.header.manifestHash)); replaying to find where they part")
        }
        let app: ComposedApp
        do {
            app = try await AppComposer(registry: loader.registry, renderer: renderer()).compose(loaded.checked)
        } catch {
            console.complain("error: \(error)")
            return 1
        }
        let invariants = ReplayInvariants(app: app, driver: driver) {
            let app = try? await AppComposer(registry: loader.registry, renderer: renderer()).compose(loaded.checked)
            if recording.restored, let app, let tree = decoded(recording.start, app: app) {
                _ = try? await app.navigator.restore(tree)
            }
            return app
        }
        let code = await replay(recording, on: app, invariants: invariants)
        await app.stop()
        return code
    }

    private func replay(
        _ recording: SessionRecording, on app: ComposedApp, invariants: ReplayInvariants
    ) async -> Int32 {
        if recording.restored, let failure = await restoreStart(recording, on: app) {
            console.complain(failure)
            return 1
        }
        if let difference = compare(recording.start, app.navigator.tree) {
            console.complain(
                "\(recordingPath):2: error: the starting tree is not the recorded one: \(difference)")
            return 1
        }
        let session = AppSession(app: app)
        observe?(nil, session, nil)
        var commands: [String] = []
        let start = await invariants.violation(
            in: session, steps: commands, before: CheckStepBefore(session), refused: false)
        if stops(at: start, step: nil) { return 1 }
        for step in recording.steps {
            var outcome = "ok"
            var refusal: CommandError?
            let before = CheckStepBefore(session)
            commands.append(step.command)
            switch await BoundedRun.run(step.command, on: session, driver: driver) {
            case .returned(.success): break
            case .returned(.failure(.syntax(let error))):
                console.complain("\(recordingPath):\(step.line): error: step \(step.number) is no command: \(error)")
                return 1
            case .returned(.failure(let error)):
                outcome = error.isRedirect ? "note" : "error"
                refusal = error
            case .stuck:
                console.complain(
                    "\(recordingPath):\(step.line): error: step \(step.number) (`\(step.command)`) breaks invariant "
                        + "'settles': stuck: `\(step.command)` never returned")
                return 1
            }
            let tree = app.navigator.tree
            if let difference = compare(step.tree, tree) {
                let view = ScreenView(app: app)
                var lines = [
                    "\(recordingPath):\(step.line): error: step \(step.number) (`\(step.command)`) diverges: "
                        + difference,
                    "  replayed path: \(view.pathLine(of: tree))",
                ]
                if let recorded = decoded(step.tree, app: app) {
                    lines.insert("  recorded path: \(view.pathLine(of: recorded))", at: 1)
                }
                if outcome != step.outcome {
                    lines.append("  recorded outcome: \(step.outcome); replayed: \(outcome)")
                }
                console.complain(lines.joined(separator: "\n"))
                return 1
            }
            let broken = await invariants.violation(
                in: session, steps: commands, before: before, refused: refusal.map { !$0.isRedirect } ?? false)
            if stops(at: broken, step: step) { return 1 }
            observe?(step, session, refusal)
        }
        if quiet { return 0 }
        console.say(
            "replayed \(recording.steps.count) step\(recording.steps.count == 1 ? "" : "s") of \(recordingPath): "
                + "every tree is as recorded")
        return 0
    }

    /// Restores the recorded starting tree, as `--state` did when the session was recorded.
    private func restoreStart(_ recording: SessionRecording, on app: ComposedApp) async -> String? {
        guard let tree = decoded(recording.start, app: app) else {
            return
                "\(recordingPath):2: error: the starting tree names routes \(manifestPath ?? recording.header.manifest) "
                + "does not define"
        }
        do {
            try await app.navigator.restore(tree)
            return nil
        } catch {
            return "\(recordingPath):2: error: the starting tree cannot be restored: \(error)"
        }
    }

    private func compare(_ recorded: Any, _ tree: NavigationTree) -> String? {
        do {
            return SessionRecording.difference(recorded: recorded, replayed: try SessionRecording.json(tree))
        } catch {
            return "the replayed tree cannot be encoded: \(error)"
        }
    }

    /// A recorded tree decoded with the app's routes, or `nil` when it names routes the app
    /// does not have.
    private func decoded(_ json: Any, app: ComposedApp) -> NavigationTree? {
        guard let data = try? JSONSerialization.data(withJSONObject: json) else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = app.routes
        return try? decoder.decode(NavigationTree.self, from: data)
    }
}
