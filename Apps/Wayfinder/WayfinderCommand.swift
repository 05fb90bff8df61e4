import ArgumentParser
import WayfinderCLI

/// `wayfinder`: validates, draws, runs and inspects any app manifest, with the bundled plugins.
/// Started from `main.swift`.
struct WayfinderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayfinder",
        abstract: "Validate, draw, run and inspect a Wayfinder app manifest.",
        discussion: """
            MANIFEST is a YAML app manifest; the bundled plugins (analytics, deep-links, \
            auth-guard, state-restoration) are available to it. `wayfinder run MANIFEST` \
            composes the app and reads navigation commands from a script or from standard \
            input; type `help` there for the commands.

            Exit codes: 0 when the command succeeded; 1 when the manifest or a YAML file is \
            invalid, a navigation command was refused, or a file could not be read or \
            written; 64 when the command line itself is wrong (an unknown subcommand or \
            option, a missing argument, options that cannot go together).
            """,
        subcommands: SharedCommands.all(for: Wayfinder.self) + [GenerateCommand<Wayfinder>.self, ConfigCommand.self]
    )
}

/// The general tool: named `wayfinder`, given its manifest as the first argument.
enum Wayfinder: CommandLineTool {
    typealias Manifest = ManifestPath
    static let name = "wayfinder"
}
