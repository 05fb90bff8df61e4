import ArgumentParser

/// An executable built on the shared commands: `wayfinder` for any manifest, `shop` for the
/// sample app. The commands are generic over it, so each executable names itself in usage
/// lines, help texts and the interactive prompt, and says how a manifest is given.
public protocol CommandLineTool {
    /// How the manifest is given on the command line: a positional path (`wayfinder`), or an
    /// option with a default (`shop --config`).
    associatedtype Manifest: ManifestArgument

    /// The executable's name, as a user types it (`wayfinder`, `shop`).
    static var name: String { get }
}

/// The arguments that name the app manifest a command reads.
public protocol ManifestArgument: ParsableArguments {
    /// The manifest's path, relative to the current directory, as given.
    var path: String { get }
}

/// `MANIFEST`: the app manifest as a required positional argument.
public struct ManifestPath: ManifestArgument {
    @Argument(help: ArgumentHelp("The app manifest (YAML), relative to the current directory.", valueName: "manifest"))
    public var path: String

    /// Creates the arguments; ArgumentParser fills them in.
    public init() {}
}

/// The subcommands every tool offers, in the order their help lists them: `run`, `validate`,
/// `graph` and `state`. A new shared command (the renderer's `serve`) is added here, once,
/// and appears in every tool.
public enum SharedCommands {
    /// The shared subcommands, specialised for `tool`.
    ///
    /// - Parameter tool: The executable they belong to.
    /// - Returns: The command types, for `CommandConfiguration.subcommands`.
    public static func all<Tool: CommandLineTool>(for tool: Tool.Type) -> [any ParsableCommand.Type] {
        [
            RunCommand<Tool>.self, ValidateCommand<Tool>.self, GraphCommand<Tool>.self, StateCommand<Tool>.self,
            ServeCommand<Tool>.self, ReplayCommand<Tool>.self, ExportTestCommand<Tool>.self, CheckCommand<Tool>.self,
        ]
    }
}
