import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript

/// `shop soak`: composes the manifest, runs the cycle script again and again without a
/// transcript, and compares the coordinators alive before and after.
@MainActor
public enum SoakRunner {
    /// What the command line asked.
    public struct Options {
        var configPath: String
        var scriptPath: String
        var cycles: Int
        var state: StateOverride

        /// Describes a soak.
        ///
        /// - Parameters:
        ///   - configPath: The manifest.
        ///   - scriptPath: The commands of one cycle.
        ///   - cycles: How many times the cycle runs (at least 1).
        ///   - state: What `--state` / `--no-state` ask.
        public init(configPath: String, scriptPath: String, cycles: Int, state: StateOverride) {
            self.configPath = configPath
            self.scriptPath = scriptPath
            self.cycles = cycles
            self.state = state
        }
    }

    /// How many refusals are printed; the rest are only counted.
    static let shownRefusals = 5

    /// The coordinators at one moment: those the navigator holds, and the watched objects
    /// still alive (held by anyone).
    struct Census: Equatable {
        var held: Int?
        var alive: Int
    }

    /// What a soak did.
    struct Tally {
        var commands = 0
        var refused = 0
        var redirected = 0
        var censuses: [(String, Census)] = []
    }

    /// Runs the soak as `options` say.
    ///
    /// - Returns: The exit code: 0 when every command was carried out (or redirected by a
    ///   guard), the counts at the end equal those at the start, and no coordinator outlived
    ///   the app; 1 otherwise.
    public static func run(_ options: Options) async -> Int32 {
        let console = Console()
        let commands: [(line: Int, command: ScriptCommand)]
        do {
            commands = try parse(options.scriptPath)
        } catch {
            console.complain("\(error)")
            return 1
        }
        let watch = CoordinatorWatch()
        let tally: Tally
        switch await soak(options, commands: commands, watch: watch, console: console) {
        case .success(let value): tally = value
        case .failure(let failure):
            console.complain(failure.message)
            return 1
        }
        // The app, its navigator and its session are gone by now: nothing should hold a
        // coordinator any more.
        let released = Census(held: nil, alive: watch.alive)
        let censuses = tally.censuses + [("released", released)]
        let width = censuses.map(\.0.count).max() ?? 0
        console.say("")
        console.say("".padding(toLength: width, withPad: " ", startingAt: 0) + "  navigator  alive")
        for (moment, census) in censuses {
            let held = census.held.map(String.init) ?? "-"
            console.say(
                moment.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + String(repeating: " ", count: max(0, 9 - held.count)) + held + "  "
                    + String(repeating: " ", count: max(0, 5 - "\(census.alive)".count)) + "\(census.alive)")
        }
        console.say(
            "\(tally.commands) commands, \(tally.refused) refused, \(tally.redirected) redirected by a guard; "
                + "\(watch.seen) coordinator objects seen")
        var problems: [String] = []
        if tally.refused > 0 {
            problems.append("\(tally.refused) command\(tally.refused == 1 ? " was" : "s were") refused")
        }
        if let start = tally.censuses.first?.1, let end = tally.censuses.last?.1, start != end {
            problems.append("the coordinators at the end differ from those at the start")
        }
        if released.alive > 0 {
            problems.append("\(released.alive) coordinator\(released.alive == 1 ? "" : "s") outlived the app")
        }
        if problems.isEmpty {
            console.say("soak: clean")
            return 0
        }
        for problem in problems { console.complain("soak: error: \(problem)") }
        return 1
    }

    /// Every command of the script, with its line number.
    private static func parse(_ path: String) throws -> [(line: Int, command: ScriptCommand)] {
        let input = try CommandInput(scriptPath: path)
        var commands: [(line: Int, command: ScriptCommand)] = []
        while let (number, line) = input.next() {
            do {
                if let command = try ScriptCommand.parse(line) { commands.append((number, command)) }
            } catch {
                throw SoakScriptError(location: "\(path):\(number)", error: error)
            }
        }
        return commands
    }

    /// Composes the app and runs the cycles; the app is released when this returns.
    private static func soak(
        _ options: Options, commands: [(line: Int, command: ScriptCommand)], watch: CoordinatorWatch, console: Console
    ) async -> Result<Tally, SoakFailure> {
        let loaded: ManifestLoader.Loaded
        switch ManifestLoader(overrides: options.state.overrides).load(path: options.configPath) {
        case .success(let value): loaded = value
        case .failure(let error): return .failure(SoakFailure(error.description))
        }
        let app: ComposedApp
        do {
            app = try await AppComposer(registry: BundledPlugins.registry).compose(loaded.checked)
        } catch {
            return .failure(SoakFailure("error: \(error)"))
        }
        let session = AppSession(app: app)
        console.say(
            "soak: \(options.configPath), \(options.cycles) cycle\(options.cycles == 1 ? "" : "s") of \(options.scriptPath) (\(commands.count) commands each)"
        )
        console.say(AppRunner.pluginsLine(app))
        var tally = Tally()
        func census(_ moment: String) {
            watch.watch(app.navigator)
            tally.censuses.append((moment, Census(held: app.navigator.liveCoordinators.count, alive: watch.alive)))
        }
        census("start")
        for cycle in 1...options.cycles {
            for (line, command) in commands {
                tally.commands += 1
                do {
                    _ = try await session.execute(command)
                } catch  where error.isRedirect {
                    tally.redirected += 1
                } catch {
                    tally.refused += 1
                    if tally.refused <= shownRefusals {
                        console.say("\(options.scriptPath):\(line): error: (cycle \(cycle)) \(error)")
                    }
                }
                await session.settle()
                watch.watch(app.navigator)
            }
            if cycle == 1 || cycle == options.cycles { census("after cycle \(cycle)") }
        }
        await app.stop()
        return .success(tally)
    }
}

/// A soak that could not start; its text is printed as is.
struct SoakFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// A line of the cycle script that is not a command.
struct SoakScriptError: Error, CustomStringConvertible {
    let location: String
    let error: any Error
    var description: String { "\(location): error: \(error)" }
}
