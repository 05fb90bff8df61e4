import ArgumentParser

/// `TOOL export-test FILE --script OUT.shop`: turns a recorded session into a script and its
/// expected transcript.
public struct ExportTestCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export-test",
            abstract: "Export a recorded session as a script with its expected transcript.",
            discussion: """
                Checks the recording as `replay` does (it must replay with every tree as \
                recorded), then writes OUT.shop (the recorded commands, with a header saying how \
                to run them) and, next to it, OUT.expected: what `\(Tool.name) run MANIFEST \
                --script OUT.shop --no-state` prints. Nothing is written when the recording \
                cannot be used or does not replay.
                """
        )
    }

    @Argument(help: ArgumentHelp("The recording (JSON lines).", valueName: "file"))
    var file: String

    @Option(name: .customLong("script"), help: ArgumentHelp("The script to write (.shop).", valueName: "out"))
    var script: String

    @Option(
        name: .long,
        help: ArgumentHelp("The manifest to run against; the recorded one by default.", valueName: "path"))
    var manifest: String?

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Exports the session.
    public func run() async throws {
        let code = await ScriptExporter(
            recordingPath: file, scriptPath: script, manifestPath: manifest, tool: Tool.name,
            manifestIsPositional: Tool.Manifest.self == ManifestPath.self
        ).run()
        if code != 0 { throw ExitCode(code) }
    }
}
