import ArgumentParser
import WayfinderCheck

/// `TOOL export-test FILE --script OUT.shop` / `--swift OUT.swift`: turns a recorded session into
/// a script and its expected transcript, or into a Swift Testing test.
public struct ExportTestCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export-test",
            abstract: "Export a recorded session as a script and transcript, or a Swift test.",
            discussion: """
                Checks the recording as `replay` does (it must replay with every tree as \
                recorded), then writes OUT.shop (the recorded commands, with a header saying how \
                to run them) and, next to it, OUT.expected: what `\(Tool.name) run MANIFEST \
                --script OUT.shop --no-state` prints. Nothing is written when the recording \
                cannot be used or does not replay.

                With --swift OUT.swift it writes instead a Swift Testing test that composes the \
                manifest with the bundled plugins and without state restoration \
                (WayfinderScript's AppSession), runs each recorded command and asserts the screen \
                (as `run` prints it) and the whole tree (as `show` prints it) after every step, \
                and each refusal's message. The test finds the manifest by its path relative to \
                OUT.swift, so keep both where they are; its package depends on the \
                WayfinderScript product.
                """
        )
    }

    @Argument(help: ArgumentHelp("The recording (JSON lines).", valueName: "file"))
    var file: String

    @Option(name: .customLong("script"), help: ArgumentHelp("The script to write (.shop).", valueName: "out"))
    var script: String?

    @Option(
        name: .customLong("swift"), help: ArgumentHelp("The Swift Testing test to write (.swift).", valueName: "out"))
    var swift: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The manifest to run against; the recorded one by default.", valueName: "path"))
    var manifest: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --swift, the renderer to replay and test with: headless (the default), uikit or navigation-stack, "
                + "as `check --renderer`.", valueName: "renderer"))
    var renderer = CheckRendererKind.headless.rawValue

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Asks for exactly one of `--script` and `--swift`.
    public func validate() throws {
        if (script == nil) == (swift == nil) {
            throw ValidationError("give one of --script OUT.shop and --swift OUT.swift")
        }
        guard CheckRendererKind(rawValue: renderer) != nil else {
            throw ValidationError(
                "unknown renderer '\(renderer)' (known: \(CheckRendererKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
        }
    }

    /// Exports the session.
    public func run() async throws {
        let code: Int32
        if let swift {
            var exporter = SwiftTestExporter(
                recordingPath: file, swiftPath: swift, manifestPath: manifest, tool: Tool.name)
            exporter.renderer = CheckRendererKind(rawValue: renderer) ?? .headless
            code = await exporter.run()
        } else {
            code = await ScriptExporter(
                recordingPath: file, scriptPath: script ?? "", manifestPath: manifest, tool: Tool.name,
                manifestIsPositional: Tool.Manifest.self == ManifestPath.self
            ).run()
        }
        if code != 0 { throw ExitCode(code) }
    }
}
