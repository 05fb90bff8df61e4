import Foundation
import WayfinderCheck
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting
import WayfinderScript

/// `TOOL replay FILE`: runs a recorded session again, headless, from its starting tree (and
/// saved state), and compares everything recorded after every step: the tree with its phases
/// and saved state, the outcome and what the step reported.
@MainActor
struct ReplayRunner {
    /// The recording to replay.
    let recordingPath: String
    /// The manifest to replay against; the one the recording names when `nil`.
    let manifestPath: String?
    /// Whether a replay that passes says nothing (`export-test` checks with it).
    var quiet = false
    /// Told the session at the start (no step) and after each step that is as recorded, with
    /// the step's refusal if it had one (`export-test --swift` reads the texts there).
    var observe: (@MainActor (SessionRecording.Step?, AppSession, CommandError?) -> Void)?
    /// Makes the renderer the app is composed with (`--renderer`, for a counterexample `check`
    /// found with one); the headless one when it makes none.
    var renderer: @MainActor () -> (any NavigationRenderer)? = { nil }
    /// Whether that renderer holds each transition once the app has started, until the
    /// recording's `transition-end` ends it (a counterexample of `check` that explored renderer
    /// timing).
    var holdsTransitions = false
    /// The plugins offered to the manifest.
    var registry = BundledPlugins.registry
    /// What runs each step's command: the shipped commands, or a test's double.
    var driver: any CheckDriver = ScriptDriver()
    /// Told each broken invariant (with its step; `nil` for the start) instead of stopping
    /// there: `export-test` writes the test of a counterexample with it.
    var invariantBroken: (@MainActor (SessionRecording.Step?, CheckViolation) -> Void)?
    let console = Console(transcript: .output)

    /// Replays the session, reading the recording one line at a time.
    ///
    /// - Returns: 0 when every step is as recorded; 1 when one differs (the first is named), or
    ///   the recording or the manifest cannot be used.
    func run() async -> Int32 {
        let reader: RecordingReader
        do {
            reader = try RecordingReader(path: recordingPath)
        } catch {
            console.complain(error.description)
            return 1
        }
        let manifest = manifestPath ?? reader.header.manifest
        // A recording is a file from anywhere: the manifest it names is opened only when it is a
        // regular YAML file, and what the loader says of it is not quoted (it may be any file).
        if manifestPath == nil, let problem = Self.manifestProblem(manifest) {
            console.complain("\(recordingPath):1: error: the manifest it names, '\(manifest)', \(problem)")
            return 1
        }
        let loader = ManifestLoader(
            overrides: StateOverride.disabled.overrides, keepsStandardOutputFree: true, registry: registry)
        let loaded: ManifestLoader.Loaded
        switch loader.load(path: manifest) {
        case .success(let value): loaded = value
        case .failure(let error):
            console.complain(
                manifestPath == nil
                    ? "\(recordingPath):1: error: the manifest it names, '\(manifest)', is not a valid manifest; "
                        + "`validate` it to see why"
                    : error.description)
            return 1
        }
        let appID = loaded.manifest.app.id.value
        guard appID == reader.header.app else {
            console.complain(
                "\(recordingPath): error: the recording is of app '\(reader.header.app)'; \(manifest) is app "
                    + "'\(appID)': refused")
            return 1
        }
        let hash = ManifestHash.of(path: manifest)
        if hash != reader.header.manifestHash {
            console.complain(
                "warning: \(manifest) is not the manifest \(recordingPath) was recorded with "
                    + "(hash \(hash), recorded \(reader.header.manifestHash)); replaying to find where they part")
        }
        let app: ComposedApp
        do {
            app = try await AppComposer(registry: loader.registry, renderer: renderer()).compose(loaded.checked)
        } catch {
            console.complain("error: \(error)")
            return 1
        }
        let start = reader.start
        let invariants = ReplayInvariants(app: app, driver: driver) {
            let app = try? await AppComposer(registry: loader.registry, renderer: renderer()).compose(loaded.checked)
            if start.restored, let app, let tree = decoded(start.tree, app: app) {
                _ = try? await app.navigator.restore(tree)
            }
            return app
        }
        let code = await replay(reader, on: app, invariants: invariants)
        await app.stop()
        return code
    }

    /// Why the manifest a recording names is not opened, or `nil` when it is a regular file
    /// named `.yaml` or `.yml` (through links) that is not empty: no FIFO, device, folder, and
    /// nothing of `/proc`, `/sys` or `/dev`, whose files are empty to `stat`.
    static func manifestProblem(_ path: String) -> String? {
        let name = (path as NSString).pathExtension.lowercased()
        guard name == "yaml" || name == "yml" else { return "is not a YAML file (.yaml or .yml): not opened" }
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot be read" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "is not a regular file: not opened" }
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard info.st_size > 0, !["/proc/", "/sys/", "/dev/"].contains(where: real.hasPrefix) else {
            return "is not a manifest file: not opened"
        }
        return nil
    }

    private func replay(
        _ reader: RecordingReader, on app: ComposedApp, invariants: ReplayInvariants
    ) async -> Int32 {
        let version = reader.header.version
        if reader.start.restored, let failure = await restoreStart(reader, on: app) {
            console.complain(failure)
            return 1
        }
        // From version 3, every step's journal entries are compared too.
        let journal = version >= SessionRecording.journalVersion ? JournalCursor(navigator: app.navigator) : nil
        if let difference = compare(reader.start.tree, app, version: version) {
            console.complain("\(recordingPath):2: error: the starting tree is not the recorded one: \(difference)")
            return 1
        }
        let session = AppSession(app: app)
        if holdsTransitions { RendererTiming.hold(session) }
        observe?(nil, session, nil)
        // The commands run so far, for the invariants that run them again on a fresh session.
        var commands: [String] = []
        let atStart = await invariants.violation(
            in: session, steps: commands, before: CheckStepBefore(session), refused: false)
        if stops(at: atStart, step: nil) { return 1 }
        var count = 0
        while true {
            let step: SessionRecording.Step
            do {
                guard let next = try reader.next() else { break }
                step = next
            } catch {
                console.complain(error.description)
                return 1
            }
            let replayed: (outcome: SessionRecording.Outcome, message: String?, refusal: CommandError?)
            let before = CheckStepBefore(session)
            // What the invariants checked since the last step is not the step's.
            _ = journal?.take()
            switch step.action {
            case .command(let command):
                commands.append(command)
                switch await BoundedRun.run(command, on: session, driver: driver) {
                case .returned(.success(let reply)):
                    if case .noted(let note)? = reply {
                        replayed = (.ok, note, nil)
                    } else {
                        replayed = (.ok, nil, nil)
                    }
                case .returned(.failure(.syntax(let error))):
                    console.complain(
                        "\(recordingPath):\(step.line): error: step \(step.number) is no command: \(error)")
                    return 1
                case .returned(.failure(let error)):
                    replayed = (error.isRedirect ? .note : .error, "\(error)", error)
                case .inFlight:
                    // Its change waits on the transition the renderer holds; a later
                    // `transition-end` lets it return.
                    replayed = (.ok, nil, nil)
                case .stuck:
                    console.complain(
                        "\(recordingPath):\(step.line): error: step \(step.number) (`\(command)`) breaks invariant "
                            + "'settles': stuck: `\(command)` never returned")
                    return 1
                }
            case .jump(let target):
                guard let tree = decoded(target, app: app) else {
                    console.complain(
                        "\(recordingPath):\(step.line): error: jump \(step.number) goes back to routes "
                            + "\(manifestPath ?? reader.header.manifest) does not define")
                    return 1
                }
                do {
                    try await app.navigator.restore(tree, source: .devtools)
                    replayed = (.ok, nil, nil)
                } catch {
                    replayed = (.error, step.message, nil)
                }
                await session.settle()
            case .window(let report):
                do {
                    try await report.apply(to: app.navigator)
                    replayed = (.ok, nil, nil)
                } catch {
                    replayed = (.error, "\(error)", nil)
                }
                await session.settle()
            }
            if let failure = difference(
                step, replayed: (replayed.outcome, replayed.message), app: app, version: version)
            {
                console.complain(failure)
                return 1
            }
            if let journal, let failure = difference(step, replayed: journal.take(), app: app) {
                console.complain(failure)
                return 1
            }
            // A devtools jump is time travel, not one of the events `check` explores.
            if case .command = step.action {
                let broken = await invariants.violation(
                    in: session, steps: commands, before: before,
                    refused: replayed.refusal.map { !$0.isRedirect } ?? false)
                if stops(at: broken, step: step) { return 1 }
            }
            count += 1
            observe?(step, session, replayed.refusal)
        }
        if quiet { return 0 }
        console.say("replayed \(count) step\(count == 1 ? "" : "s") of \(recordingPath): every tree is as recorded")
        return 0
    }

    /// What differs between the step as recorded and as replayed, as the message that says so,
    /// or `nil` when nothing does: the tree first, then the outcome, then what it reported.
    private func difference(
        _ step: SessionRecording.Step, replayed: (outcome: SessionRecording.Outcome, message: String?),
        app: ComposedApp, version: Int
    ) -> String? {
        let heading = "\(recordingPath):\(step.line): error: step \(step.number) (`\(step.command)`)"
        let tree = app.navigator.tree
        if let difference = compare(step.tree, app, version: version) {
            let view = ScreenView(app: app)
            var lines = ["\(heading) diverges: \(difference)", "  replayed path: \(view.pathLine(of: tree))"]
            if let recorded = decoded(step.tree, app: app) {
                lines.insert("  recorded path: \(view.pathLine(of: recorded))", at: 1)
            }
            if replayed.outcome != step.outcome {
                lines.append("  recorded outcome: \(step.outcome.rawValue); replayed: \(replayed.outcome.rawValue)")
            }
            return lines.joined(separator: "\n")
        }
        if let recorded = step.layout, let difference = layoutDifference(recorded, app: app, version: version) {
            return "\(heading) diverges: the panes shown differ: \(difference)"
        }
        // Version 1 wrote `note` for what a command carried out and noted (`system-back`) too.
        let noted = version == 1 && step.outcome == .note && replayed.outcome == .ok && replayed.message != nil
        if replayed.outcome != step.outcome, !noted {
            return "\(heading) diverges: its outcome was recorded as \(step.outcome.rawValue) and is "
                + "\(replayed.outcome.rawValue) on replay"
        }
        // What a refusal or a redirect said; an `ok` step's note (a page's own write has none) is
        // not compared.
        if case .command = step.action, step.outcome != .ok, replayed.message != step.message {
            return "\(heading) diverges: it reported \(step.message.map { "'\($0)'" } ?? "nothing") when recorded "
                + "and \(replayed.message.map { "'\($0)'" } ?? "nothing") on replay"
        }
        return nil
    }

    /// Restores the recorded starting tree and saved state, as `--state` did when the session
    /// was recorded.
    private func restoreStart(_ reader: RecordingReader, on app: ComposedApp) async -> String? {
        guard let tree = decoded(reader.start.tree, app: app) else {
            return
                "\(recordingPath):2: error: the starting tree names routes \(manifestPath ?? reader.header.manifest) "
                + "does not define"
        }
        do {
            try await app.navigator.restore(tree)
        } catch {
            return "\(recordingPath):2: error: the starting tree cannot be restored: \(error)"
        }
        guard let states = reader.start.states else { return nil }
        guard let saved = try? JSONDecoder().decode(SavedStates.self, from: states.data()) else {
            return "\(recordingPath):2: error: the starting saved state is not saved state"
        }
        app.navigator.restoreStates(entries: saved.entries, flows: saved.flows)
        return nil
    }

    private func compare(_ recorded: RecordedJSON, _ app: ComposedApp, version: Int) -> String? {
        do {
            return RecordedJSON.difference(
                recorded: recorded, replayed: try SessionRecording.tree(of: app.navigator, version: version))
        } catch {
            return "the replayed tree cannot be encoded: \(error)"
        }
    }

    /// What differs between a step's recorded layout (the width and the scenes shown) and the
    /// replayed one, or `nil` when nothing does.
    private func layoutDifference(_ recorded: RecordedJSON, app: ComposedApp, version: Int) -> String? {
        do {
            guard let replayed = try SessionRecording.layout(of: app.navigator, version: version) else {
                return "a width was recorded and none was reported on replay"
            }
            return RecordedJSON.difference(recorded: recorded, replayed: replayed)
        } catch {
            return "the replayed scenes cannot be encoded: \(error)"
        }
    }

    /// A recorded tree decoded with the app's routes, or `nil` when it names routes the app
    /// does not have.
    private func decoded(_ json: RecordedJSON, app: ComposedApp) -> NavigationTree? {
        guard let data = try? json.data() else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = app.routes
        return try? decoder.decode(NavigationTree.self, from: data)
    }
}
