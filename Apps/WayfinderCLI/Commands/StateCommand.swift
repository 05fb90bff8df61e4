import ArgumentParser

/// `TOOL state`: what state restoration keeps.
public struct StateCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and subcommands.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "state",
            abstract: "Show or clear what state restoration persisted.",
            subcommands: [Show.self, Clear.self]
        )
    }

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Options of both subcommands.
    public struct Location: ParsableArguments {
        @OptionGroup var config: Tool.Manifest

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The SQLite file; the state-restoration plugin's `path` option when absent.", valueName: "path"))
        var state: String?

        /// Creates the options; ArgumentParser fills them in.
        public init() {}
    }

    /// `TOOL state show`.
    public struct Show: AsyncParsableCommand {
        /// The summary.
        public static var configuration: CommandConfiguration {
            CommandConfiguration(
                commandName: "show",
                abstract: "Print each saved scene: app id, scene, when it was saved, and its navigation tree.")
        }

        /// Creates the command; ArgumentParser fills it in.
        public init() {}

        @OptionGroup var location: Location

        /// Runs the command on the store.
        public func run() async throws {
            let code = await StateInspector.run(.show, config: location.config.path, state: location.state)
            if code != 0 { throw ExitCode(code) }
        }
    }

    /// `TOOL state clear`.
    public struct Clear: AsyncParsableCommand {
        /// The summary.
        public static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "clear", abstract: "Delete every saved scene of the app.")
        }

        /// Creates the command; ArgumentParser fills it in.
        public init() {}

        @OptionGroup var location: Location

        /// Runs the command on the store.
        public func run() async throws {
            let code = await StateInspector.run(.clear, config: location.config.path, state: location.state)
            if code != 0 { throw ExitCode(code) }
        }
    }
}
