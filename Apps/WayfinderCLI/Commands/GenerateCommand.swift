import ArgumentParser
import Foundation
import WayfinderGenerator

/// `TOOL generate`: writes typed Swift for a manifest (``/WayfinderGenerator/SwiftGenerator``).
public struct GenerateCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "generate",
            abstract: "Write typed Swift for an app manifest: routes, deep links and names.",
            discussion: """
                Validates the manifest as `\(Tool.name) validate` does, then writes one Swift file: a route \
                enum with typed parameters, a deep-link enum that writes and reads URLs, the names of \
                coordinators, tabs, slots and plugins, and typed navigation on ComposedApp. Without \
                --output the file goes to standard output. A manifest with findings prints them on \
                standard error, exits 1 and writes nothing; the output file is replaced in one step, \
                never left half-written.
                """
        )
    }

    @OptionGroup var config: Tool.Manifest

    @Option(name: .shortAndLong, help: ArgumentHelp("The Swift file to write.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The access level of the generated declarations.", valueName: "public|internal"))
    var access: SwiftGenerator.Access = .public

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Generates the file.
    public func run() async throws {
        let code = await Self.generate(path: config.path, output: output, access: access)
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private static func generate(path: String, output: String?, access: SwiftGenerator.Access) -> Int32 {
        let console = Console()
        let loaded: ManifestLoader.Loaded
        switch ManifestLoader().load(path: path) {
        case .success(let success): loaded = success
        case .failure(let error):
            console.complain(error.description)
            return 1
        }
        let source = SwiftGenerator(access: access).source(
            for: loaded.validated, sourceName: URL(fileURLWithPath: path).lastPathComponent)
        guard let output else {
            console.write(source, to: .output)
            return 0
        }
        do {
            // Only a regular file is replaced, in one step (a temporary file renamed over it).
            try OutputFile.write(source, to: output)
        } catch {
            console.complain(error.description)
            return 1
        }
        return 0
    }
}

extension SwiftGenerator.Access: ExpressibleByArgument {}
