import Foundation
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// `shop run`: loads and composes the manifest, then reads commands and prints the
/// transcript.
@MainActor
final class ShopRunner {
    /// What the command line asked.
    struct Options {
        var configPath: String
        var scriptPath: String?
        var state: StateOverride
        var json: Bool
    }

    let options: Options
    let console: Console
    private(set) var failures = 0

    private init(options: Options) {
        self.options = options
        self.console = Console(transcript: options.json ? .error : .output)
    }

    /// Runs the app as `options` say.
    ///
    /// - Returns: The exit code: 0, or 1 when the manifest is invalid or a command failed.
    static func run(_ options: Options) async -> Int32 {
        await ShopRunner(options: options).run()
    }

    private func run() async -> Int32 {
        let loaded: ManifestLoader.Loaded
        switch ManifestLoader(override: options.state).load(path: options.configPath) {
        case .success(let value): loaded = value
        case .failure(let error):
            console.complain(error.description)
            return 1
        }
        let app: ComposedApp
        do {
            app = try await AppComposer(registry: ShopPlugins.registry).compose(loaded.manifest)
        } catch {
            console.complain("error: \(error)")
            return 1
        }
        let session = ShopSession(app: app)
        console.say("\(app.manifest.app.name.value) — \(options.configPath)")
        let running = app.plugins.startOrder.filter { app.plugins.plugin(id: $0) != nil }
        console.say("plugins: " + (running.isEmpty ? "none" : running.joined(separator: ", ")))
        let input: CommandInput
        do {
            input = try CommandInput(scriptPath: options.scriptPath)
        } catch {
            console.complain("error: \(error)")
            await app.stop()
            return 1
        }
        if !input.isInteractive {
            console.say("")
            showScreen(of: app)
        }
        await read(input, session: session)
        await app.stop()
        if options.json {
            console.line(TreeJSON.text(app.navigator.tree), to: .output)
        }
        return failures == 0 || input.isInteractive ? 0 : 1
    }

    // MARK: - Reading commands

    private func read(_ input: CommandInput, session: ShopSession) async {
        while true {
            if input.isInteractive {
                console.say("")
                showScreen(of: session.app)
                console.write("shop> ", to: console.transcript)
            }
            guard let (number, line) = input.next() else {
                if input.isInteractive { console.say("") }
                return
            }
            let command: ScriptCommand?
            do {
                command = try ScriptCommand.parse(line)
            } catch {
                if !input.isInteractive { echo(line) }
                report(error, at: number, in: input)
                continue
            }
            guard let command else { continue }
            if !input.isInteractive { echo(line) }
            do {
                switch try await session.execute(command) {
                case .screen:
                    if !input.isInteractive { showScreen(of: session.app) }
                case .tree:
                    console.say(session.app.navigator.tree.rendered)
                case .help:
                    console.say(Self.help)
                case .quit:
                    return
                }
            } catch {
                report(error, at: number, in: input)
            }
        }
    }

    private func echo(_ line: String) {
        console.say("")
        console.say("> " + line.trimmingCharacters(in: .whitespaces))
    }

    private func report(_ error: any Error, at line: Int, in input: CommandInput) {
        failures += 1
        if input.isInteractive {
            console.say("error: \(error)")
        } else {
            console.say("\(input.name):\(line): error: \(error)")
        }
    }

    private func showScreen(of app: ComposedApp) {
        console.say(ScreenView(app: app).text)
    }

    /// The command list `help` prints.
    static var help: String {
        let width = ScriptCommand.syntax.map(\.usage.count).max() ?? 0
        return (["commands:"] + ScriptCommand.syntax.map { syntax in
            "  " + syntax.usage.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + syntax.summary
        } + ["  # ...  a comment; blank lines are skipped"]).joined(separator: "\n")
    }
}
