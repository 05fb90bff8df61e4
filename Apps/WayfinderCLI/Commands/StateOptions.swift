import ArgumentParser

/// `--state PATH` / `--no-state`: where state restoration keeps its SQLite file.
public struct StateOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The state-restoration SQLite file (overrides the plugin's `path` option).", valueName: "path"))
    public var state: String?

    @Flag(name: .customLong("no-state"), help: "Run without state restoration: nothing is restored or saved.")
    public var noState = false

    /// Creates the options; ArgumentParser fills them in.
    public init() {}

    /// Refuses `--state` with `--no-state`.
    public func validate() throws {
        if state != nil, noState {
            throw ValidationError("--state and --no-state cannot be used together")
        }
    }

    /// What the options ask of the state-restoration plugin.
    public var override: StateOverride {
        if noState { return .disabled }
        if let state { return .path(state) }
        return .manifest
    }
}

/// What `--state` / `--no-state` ask.
public enum StateOverride: Hashable, Sendable {
    /// Leave the manifest's settings.
    case manifest
    /// Use this file.
    case path(String)
    /// Turn state restoration off.
    case disabled
}
