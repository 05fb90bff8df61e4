import ArgumentParser

/// `--record FILE`: write the session as versioned JSON lines, for `replay`.
public struct RecordOption: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "Record the session (each command and the tree after it) as JSON lines, for `replay`.",
            valueName: "file"))
    var record: String?

    /// The recording's path, when one was asked for.
    var path: String? { record }

    /// Creates the option; ArgumentParser fills it in.
    public init() {}
}
