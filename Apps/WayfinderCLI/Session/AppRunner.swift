import Foundation
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting
import WayfinderScript
import WayfinderStateRestoration

/// `TOOL run`: loads and composes the manifest, then reads commands and prints the
/// transcript.
@MainActor
final class AppRunner {
    /// What the command line asked.
    struct Options {
        var configPath: String
        var scriptPath: String?
        var state: StateOverride
        var json: Bool
        /// What the interactive mode shows before each command (`shop> `).
        var prompt: String
        /// Whether a refusal put in the screens' words is followed by the engine's account.
        var verbose = false
        /// Where `--record` writes the session, and the tool's name for its header.
        var record: (path: String, tool: String)?
    }

    let options: Options
    let console: Console
    private(set) var failures = 0
    /// Writes the session when `--record` asked.
    private var recorder: SessionRecorder?

    private init(options: Options) {
        self.options = options
        self.console = Console(transcript: options.json ? .error : .output)
    }

    /// Runs the app as `options` say.
    ///
    /// - Returns: The exit code: 0; 1 when the manifest is invalid, a command failed, or a
    ///   save of the navigation state failed; ``storeLockedStatus`` when another run held the
    ///   navigation state store.
    static func run(_ options: Options) async -> Int32 {
        await AppRunner(options: options).run()
    }

    /// The exit status of a run that found the navigation state store locked by another run:
    /// 75, `EX_TEMPFAIL` (try again once the other run has ended).
    static let storeLockedStatus: Int32 = 75

    private func run() async -> Int32 {
        let loaded: ManifestLoader.Loaded
        let loader = ManifestLoader(overrides: options.state.overrides, keepsStandardOutputFree: options.json)
        switch loader.load(path: options.configPath) {
        case .success(let value): loaded = value
        case .failure(let error):
            console.complain(FindingsReport.text(error))
            return 1
        }
        if case .path = options.state, loaded.manifest.plugin(StateRestorationPlugin.id) == nil {
            console.complain(
                "warning: --state: \(options.configPath) has no state-restoration plugin; nothing is saved")
        }
        let input: CommandInput
        do {
            input = try CommandInput(scriptPath: options.scriptPath)
        } catch {
            console.complain((error.place.map { "\($0): " } ?? "") + "error: \(error)")
            return 1
        }
        let app: ComposedApp
        do {
            app = try await AppComposer(registry: BundledPlugins.registry).compose(loaded.checked)
        } catch {
            console.complain("error: \(error)")
            return 1
        }
        let session = AppSession(app: app)
        if input.isInteractive, Console.isTerminal(console.transcript) {
            input.editor = LineEditor(
                program: options.prompt.trimmingCharacters(in: CharacterSet(charactersIn: "> ")),
                output: console.transcript, historyPath: Self.historyPath(loaded.manifest),
                vocabulary: session.vocabulary)
        }
        console.say("\(app.manifest.app.name.value) — \(options.configPath)")
        console.say(Self.pluginsLine(app))
        console.say("state: " + Self.stateLine(app))
        if let record = options.record {
            do {
                recorder = try SessionRecorder(
                    path: record.path, tool: record.tool, manifestPath: options.configPath, app: app,
                    restored: app.plugins.plugin(StateRestorationPlugin.self)?.restoration != nil)
            } catch {
                console.complain(error.description)
                await app.stop()
                return 1
            }
        }
        if !input.isInteractive {
            console.say("")
            showScreen(of: app)
        }
        // SIGINT or SIGTERM stops the run between two commands; the app then stops once, as at
        // the end of the input. With the line editor, Ctrl-C only cancels the line being typed.
        let feed = CommandFeed(input, stoppingOn: input.editor == nil ? [SIGINT, SIGTERM] : [SIGTERM])
        let signal = await read(feed, input, session: session)
        // A question nobody answered before the input ended: the screen stays. A script (or
        // piped input) that ends so fails: it did not finish what it began.
        if signal == nil, let question = session.waitingQuestion {
            let text = "the input ended while '\(question.screen)' asked: \(question.title); '\(question.screen)' stays"
            if input.isInteractive {
                console.say("note: \(text)")
            } else {
                console.say("\(input.name): error: \(text) (answer with confirm or cancel)")
                failures += 1
            }
        }
        _ = await session.cancelPendingQuestion()
        if let signal {
            console.complain(
                "stopping (\(signal == SIGINT ? "SIGINT" : "SIGTERM")): no more commands; stopping the app")
        }
        if let failure = recorder?.failure {
            console.complain(failure)
            failures += 1
        }
        recorder?.close()
        let restorer = app.plugins.plugin(StateRestorationPlugin.self)
        await app.stop()
        feed.release()
        let unsaved = restorer?.failedSaves ?? 0
        if unsaved > 0 {
            console.complain(
                "error: \(unsaved) save\(unsaved == 1 ? "" : "s") of the navigation state failed (see above); "
                    + "what is on disk is not what was last shown")
            failures += 1
        }
        let locked = restorer?.storeWasLocked == true
        if locked, let restorer {
            console.complain(
                "error: another run of the app holds the navigation state store \(restorer.options.path); "
                    + "exit status \(Self.storeLockedStatus)")
        }
        if options.json {
            do {
                console.line(try TreeJSON.text(app.navigator), to: .output)
            } catch {
                console.complain("error: cannot encode the navigation tree as JSON: \(error)")
                return 1
            }
        }
        // Stopped by a signal: 128 + its number, as a shell reports a process it ended.
        if let signal { return 128 + signal }
        return locked ? Self.storeLockedStatus : failures == 0 ? 0 : 1
    }

    // MARK: - Reading commands

    /// Reads and carries out commands until the input ends, `quit`, or a stop signal.
    ///
    /// - Returns: The signal that stopped the run, if one did.
    private func read(_ feed: CommandFeed, _ input: CommandInput, session: AppSession) async -> Int32? {
        while true {
            if input.isInteractive {
                console.say("")
                showScreen(of: session.app)
                if let editor = input.editor {
                    editor.vocabulary = session.vocabulary
                } else {
                    console.write(options.prompt, to: console.transcript)
                }
            }
            let number: Int
            let line: String
            switch await feed.next(prompt: options.prompt) {
            case .line(let read, let text): (number, line) = (read, text)
            case .end:
                if input.isInteractive { console.say("") }
                return nil
            case .stopped(let signal):
                if input.isInteractive { console.say("") }
                return signal
            }
            let command: ScriptCommand?
            do {
                command = try ScriptCommand.parse(line)
            } catch {
                if !input.isInteractive { echo(line) }
                report(error, at: number, in: input, session: session)
                continue
            }
            guard let command else { continue }
            if !input.isInteractive { echo(line) }
            let before = session.app.navigator.tree
            // A stop signal ends the run even while a command waits (for a renderer, a store).
            let ran = await feed.untilStopped { () -> Result<AppSession.Reply, CommandError> in
                do throws(CommandError) {
                    return .success(try await session.execute(command))
                } catch {
                    return .failure(error)
                }
            }
            guard let outcome = ran else {
                if input.isInteractive { console.say("") }
                return feed.stoppedBy
            }
            for note in session.notes { say(note, severity: "note", at: number, in: input) }
            session.notes = []
            // What the transcript shows is on disk first: a run killed after a line's output
            // resumes from that line.
            await session.settle()
            record(line, outcome, tree: session.app.navigator.tree)
            switch outcome {
            case .success(.screen):
                if !input.isInteractive { showScreen(of: session.app) }
            case .success(.noted(let note)):
                say(note, severity: "note", at: number, in: input)
                if !input.isInteractive { showScreen(of: session.app) }
            case .success(.tree):
                console.say(session.app.navigator.tree.rendered)
            case .success(.help):
                console.say(Self.help)
            case .success(.quit):
                return nil
            case .failure(let error):
                report(error, at: number, in: input, session: session)
                // A guard redirecting the request changed what is shown (the login screen).
                if !input.isInteractive, session.app.navigator.tree != before { showScreen(of: session.app) }
            }
        }
    }

    /// Hands a command and what became of it to the recorder (all but `quit`, which ends).
    private func record(_ line: String, _ outcome: Result<AppSession.Reply, CommandError>, tree: NavigationTree) {
        guard let recorder else { return }
        let command = line.trimmingCharacters(in: .whitespaces)
        switch outcome {
        case .success(.quit): return
        case .success(.noted(let note)): recorder.record(command, outcome: .ok, message: note, tree: tree)
        case .success: recorder.record(command, outcome: .ok, message: nil, tree: tree)
        case .failure(let error):
            recorder.record(command, outcome: error.isRedirect ? .note : .error, message: "\(error)", tree: tree)
        }
    }

    private func echo(_ line: String) {
        console.say("")
        console.say("> " + line.trimmingCharacters(in: .whitespaces))
    }

    /// Prints `FILE:LINE: error: MESSAGE` (or `note:` for a redirect, which is no failure).
    private func report(_ error: any Error, at line: Int, in input: CommandInput, session: AppSession) {
        let redirected = (error as? CommandError)?.isRedirect == true
        if !redirected { failures += 1 }
        let severity = redirected ? "note" : "error"
        var message = "\(error)"
        var detail: String?
        if let error = error as? CommandError,
            let words = error.inUserWords(manifest: session.app.manifest, tree: session.app.navigator.tree)
        {
            (message, detail) = (words, "\(error)")
        }
        say(message, severity: severity, at: line, in: input)
        if options.verbose, let detail { console.say("  detail: \(detail)") }
    }

    /// Prints `FILE:LINE: SEVERITY: MESSAGE`, or `SEVERITY: MESSAGE` when typed interactively.
    private func say(_ message: String, severity: String, at line: Int, in input: CommandInput) {
        if input.isInteractive {
            console.say("\(severity): \(message)")
        } else {
            console.say("\(input.name):\(line): \(severity): \(message)")
        }
    }

    private func showScreen(of app: ComposedApp) {
        console.say(ScreenView(app: app).text)
    }

    /// The interactive mode's history file, beside the state-restoration store
    /// (`.wayfinder/shop.sqlite` keeps its history in `.wayfinder/shop.history`); `nil` without
    /// state restoration, when the history lasts one run.
    static func historyPath(_ manifest: AppManifest) -> String? {
        guard let state = PluginOptions.of(StateRestorationPlugin.self, in: manifest)?.path else { return nil }
        return (state as NSString).deletingPathExtension + ".history"
    }

    /// `plugins: analytics, deep-links` (the running plugins in start order), or `plugins: none`.
    static func pluginsLine(_ app: ComposedApp) -> String {
        let running = app.plugins.running.map { type(of: $0).id }
        return "plugins: " + (running.isEmpty ? "none" : running.joined(separator: ", "))
    }

    /// `restored scene main` (with the entries the restore dropped), `scene main, nothing
    /// restored`, or `off` without state restoration.
    private static func stateLine(_ app: ComposedApp) -> String {
        guard let plugin = app.plugins.plugin(StateRestorationPlugin.self) else { return "off" }
        guard let report = plugin.restoration else { return "scene \(plugin.options.scene), nothing restored" }
        let dropped = report.dropped.count
        return "restored scene \(plugin.options.scene)"
            + (dropped == 0 ? "" : ", \(dropped) entr\(dropped == 1 ? "y" : "ies") dropped")
    }

    /// The command list `help` prints.
    static var help: String {
        let width = ScriptCommand.syntax.map(\.usage.count).max() ?? 0
        return
            (["commands:"]
            + ScriptCommand.syntax.map { syntax in
                "  " + syntax.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + syntax.summary
            } + ["  # ...  a comment; blank lines are skipped"]).joined(separator: "\n")
    }
}
