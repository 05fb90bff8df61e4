import ArgumentParser

/// `shop state`: what state restoration keeps.
struct StateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "state",
        abstract: "Show or clear what state restoration persisted.",
        subcommands: [Show.self, Clear.self]
    )

    /// Options of both subcommands.
    struct Location: ParsableArguments {
        @OptionGroup var config: ConfigOption

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The SQLite file; the state-restoration plugin's `path` option when absent.", valueName: "path"))
        var state: String?
    }

    /// `shop state show`.
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print each saved scene: app id, scene, when it was saved, and its navigation tree.")

        @OptionGroup var location: Location

        func run() async throws {
            let code = await StateInspector.run(.show, config: location.config.config, state: location.state)
            if code != 0 { throw ExitCode(code) }
        }
    }

    /// `shop state clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete every saved scene of the app.")

        @OptionGroup var location: Location

        func run() async throws {
            let code = await StateInspector.run(.clear, config: location.config.config, state: location.state)
            if code != 0 { throw ExitCode(code) }
        }
    }
}
