import ArgumentParser

/// `--config PATH`, shared by every subcommand that reads a manifest.
struct ConfigOption: ParsableArguments {
    /// The default manifest, relative to the current directory.
    static let defaultPath = "Configs/shop.yaml"

    @Option(
        name: .long, help: ArgumentHelp("The app manifest, relative to the current directory.", valueName: "path"))
    var config: String = ConfigOption.defaultPath
}

/// `--state PATH` / `--no-state`: where state restoration keeps its SQLite file.
struct StateOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The state-restoration SQLite file (overrides the plugin's `path` option).", valueName: "path"))
    var state: String?

    @Flag(name: .customLong("no-state"), help: "Run without state restoration: nothing is restored or saved.")
    var noState = false

    func validate() throws {
        if state != nil, noState {
            throw ValidationError("--state and --no-state cannot be used together")
        }
    }

    /// What the options ask of the state-restoration plugin.
    var override: StateOverride {
        if noState { return .disabled }
        if let state { return .path(state) }
        return .manifest
    }
}

/// What `--state` / `--no-state` ask.
enum StateOverride: Hashable, Sendable {
    /// Leave the manifest's settings.
    case manifest
    /// Use this file.
    case path(String)
    /// Turn state restoration off.
    case disabled
}
