import ArgumentParser

/// `TOOL validate`: checks a manifest as `TOOL run` would before starting.
public struct ValidateCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "validate",
            abstract: "Check an app manifest and report every mistake.",
            discussion: """
                Prints a one-line summary and exits 0 for a valid manifest. Otherwise prints the \
                findings as FILE:LINE:COL: error: KEYPATH: MESSAGE, with the source line and a caret, \
                on standard error and exits 1: the first 50, then `and N more findings` \
                (--all-findings prints them all).
                """
        )
    }

    @OptionGroup var config: Tool.Manifest

    @Flag(
        name: .customLong("all-findings"),
        help: "Print every finding; by default the first 50 are printed, then how many more there are.")
    var allFindings = false

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Validates the manifest.
    public func run() async throws {
        let code = await Self.validate(path: config.path, allFindings: allFindings)
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private static func validate(path: String, allFindings: Bool) -> Int32 {
        let console = Console()
        switch ManifestLoader().load(path: path) {
        case .success(let loaded):
            console.say("\(path): ok — \(loaded.summary)")
            return 0
        case .failure(let error):
            console.complain(FindingsReport.text(error, all: allFindings))
            return 1
        }
    }
}
