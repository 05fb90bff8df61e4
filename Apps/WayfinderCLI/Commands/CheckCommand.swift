import ArgumentParser
import Foundation
import WayfinderCheck

/// `TOOL check`: explores every interleaving of the app's events to a depth against named
/// invariants, and writes the shortest failing session as a recording.
public struct CheckCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: "Explore every sequence of events to a depth and check the invariants.",
            discussion: """
                Composes the manifest headless (without state restoration or analytics) and \
                explores, breadth first, every sequence of events up to --depth: the actions of \
                the screen on top, tab taps, the manifest's deep links with sample values, \
                gestures (back swipes, interactive back, swipe-down, system back), login, logout \
                and the answers to leave checks, with --renderer uikit or navigation-stack the end \
                of each held transition (transition-end) at any point, and with --crash a kill \
                and restore. States are \
                deduplicated by a canonical hash. After every event the invariants are checked: \
                \(BuiltInInvariant.allCases.map(\.rawValue).joined(separator: ", ")), and the \
                manifest's own `invariants:`. Exit 0 when all hold; exit 1 with the shortest \
                sequence of events that breaks one (--record-counterexample writes it as a \
                recording `\(Tool.name) replay` reproduces). On a terminal a progress line shows \
                the depth, the states and the rate; in a pipe nothing is shown until the end.
                """
        )
    }

    @OptionGroup var config: Tool.Manifest

    @Option(name: .long, help: "The longest sequence of events explored.")
    var depth = 4

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The kinds of events, comma-separated: \(CheckEvent.Kind.allCases.map(\.rawValue).joined(separator: ", ")) "
                + "(all but crash by default; timing acts only with --renderer).", valueName: "kinds"))
    var events: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only these invariants, comma-separated; prefix a name with - to turn it off (--invariants=-save-restore).",
            valueName: "names"))
    var invariants: String?

    @Option(name: .long, help: "Stop after this many distinct states.")
    var maxStates: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The renderer the app is shown by: headless (the default), uikit or navigation-stack (the conformance "
                + "kit's simulated renderers, whose model is compared with the tree after every event).",
            valueName: "renderer"))
    var renderer = CheckRendererKind.headless.rawValue

    @Option(name: .long, help: ArgumentHelp("Start from the end of a recorded session.", valueName: "recording"))
    var from: String?

    @Option(
        name: .long,
        help: "How many processes explore (each depth's states are dealt out among them; the seen states are shared).")
    var jobs = 1

    @Flag(name: .long, help: .hidden)
    var jobWorker = false

    @Flag(name: .long, help: "Also explore a kill and restore of the app after every event.")
    var crash = false

    @Flag(name: .long, help: "Print a JSON summary on standard output.")
    var json = false

    @Option(
        name: .long,
        help: ArgumentHelp("Write the shortest failing session to this file, as a recording.", valueName: "file"))
    var recordCounterexample: String?

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Checks the range of the options.
    public func validate() throws {
        guard depth >= 1 else { throw ValidationError("--depth must be at least 1, not \(depth)") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if let maxStates, maxStates < 1 { throw ValidationError("--max-states must be at least 1, not \(maxStates)") }
        guard CheckRendererKind(rawValue: renderer) != nil else {
            throw ValidationError(
                "unknown renderer '\(renderer)' (known: \(CheckRendererKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        _ = try kinds()
    }

    private func kinds() throws -> Set<CheckEvent.Kind> {
        var kinds = CheckEvent.defaultKinds
        if let events {
            kinds = []
            for word in events.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard let kind = CheckEvent.Kind(rawValue: word) else {
                    throw ValidationError(
                        "unknown event kind '\(word)' (known: \(CheckEvent.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                kinds.insert(kind)
            }
        }
        if crash { kinds.insert(.crash) }
        return kinds
    }

    /// Checks the manifest.
    public func run() async throws {
        var options = CheckRunner.Options(tool: Tool.name, manifestPath: config.path)
        options.configuration.depth = depth
        options.configuration.kinds = try kinds()
        options.configuration.maxStates = maxStates
        if let invariants {
            let names = invariants.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let only = names.filter { !$0.hasPrefix("-") }
            options.only = only.isEmpty ? nil : Set(only)
            options.disabled = Set(names.filter { $0.hasPrefix("-") }.map { String($0.dropFirst()) })
        }
        options.json = json
        options.recordPath = recordCounterexample
        options.fromPath = from
        options.jobs = jobWorker ? 1 : jobs
        options.isWorker = jobWorker
        options.renderer = CheckRendererKind(rawValue: renderer) ?? .headless
        options.jobArguments = Self.jobArguments()
        let code = await CheckRunner(options: options).run()
        if code != 0 { throw ExitCode(code) }
    }

    /// This command line without what only the parent does (`--jobs`, `--json`, writing the
    /// counterexample), for its jobs.
    static func jobArguments() -> [String] {
        var arguments: [String] = []
        var skipNext = false
        for argument in CommandLine.arguments.dropFirst() {
            if skipNext {
                skipNext = false
                continue
            }
            if argument == "--jobs" || argument == "--record-counterexample" {
                skipNext = true
                continue
            }
            if argument == "--json" || argument.hasPrefix("--jobs=") || argument.hasPrefix("--record-counterexample=") {
                continue
            }
            arguments.append(argument)
        }
        return arguments
    }
}
