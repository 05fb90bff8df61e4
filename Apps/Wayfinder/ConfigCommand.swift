import ArgumentParser
import WayfinderCLI
import WayfinderConfig

/// `wayfinder config`: looks at YAML files as the manifest loader reads them.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Inspect YAML files as Wayfinder reads them.",
        subcommands: [Outline.self]
    )

    /// `wayfinder config outline FILE`.
    struct Outline: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "outline",
            abstract: "Print the node tree of a YAML file, each node with its line and column.",
            discussion: """
                Parses FILE with libyaml (includes and ${ENV} interpolation are not applied: \
                this is the file as written) and prints one node per line, indented by depth. \
                A file that does not parse is reported as FILE:LINE:COL: error: ... on standard \
                error, and the exit code is 1.
                """
        )

        @Argument(help: ArgumentHelp("The YAML file, relative to the current directory.", valueName: "file"))
        var file: String

        func run() async throws {
            let console = Console()
            do {
                console.line(try YAMLParser.parse(fileAtPath: file).outline(), to: .output)
            } catch {
                console.complain(error.description)
                throw ExitCode.failure
            }
        }
    }
}
