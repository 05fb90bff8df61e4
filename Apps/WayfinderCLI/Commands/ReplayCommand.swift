import ArgumentParser
import WayfinderCheck

/// `TOOL replay FILE`: re-runs a session recorded with `run --record` or `serve --record`.
public struct ReplayCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "replay",
            abstract: "Replay a recorded session and compare the tree after every step.",
            discussion: """
                Composes the manifest the recording names (or --manifest), without state \
                restoration, starts from the recorded starting tree and runs each recorded \
                command headless. Exit 0 when every tree is as recorded; exit 1 at the first \
                step whose tree differs, naming the step, its command and what differs. A \
                recording of another app is refused; a manifest that differs from the recorded \
                one is a warning, and the replay goes on. A recording of a newer format, a \
                truncated or corrupt file, or an unknown entry is an error.
                """
        )
    }

    @Argument(help: ArgumentHelp("The recording (JSON lines).", valueName: "file"))
    var file: String

    @Option(
        name: .long,
        help: ArgumentHelp("The manifest to replay against; the recorded one by default.", valueName: "path"))
    var manifest: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The renderer to replay with: headless (the default), uikit or navigation-stack, as `check --renderer`.",
            valueName: "renderer"))
    var renderer = CheckRendererKind.headless.rawValue

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    @MainActor
    private static func replay(_ file: String, manifest: String?, renderer: CheckRendererKind) async -> Int32 {
        var runner = ReplayRunner(recordingPath: file, manifestPath: manifest)
        // A counterexample of `check` that ends transitions itself holds them as it did.
        runner.renderer = { renderer.make() }
        runner.holdsTransitions = ReplayRunner.endsTransitions(file)
        return await runner.run()
    }

    /// Checks the renderer's name.
    public func validate() throws {
        guard CheckRendererKind(rawValue: renderer) != nil else {
            throw ValidationError(
                "unknown renderer '\(renderer)' (known: \(CheckRendererKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
    }

    /// Replays the session.
    public func run() async throws {
        let kind = CheckRendererKind(rawValue: renderer) ?? .headless
        let code = await Self.replay(file, manifest: manifest, renderer: kind)
        if code != 0 { throw ExitCode(code) }
    }
}
