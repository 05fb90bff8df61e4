import ArgumentParser

/// `TOOL run`: composes the manifest and walks through it, command by command.
public struct RunCommand<Tool: CommandLineTool>: AsyncParsableCommand {
    /// The name, summary and help text.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "run",
            abstract: "Run the app and navigate it with commands.",
            discussion: """
                Commands come from --script, or else from standard input. At a terminal the current \
                screen and a prompt are shown; from a pipe or a script each command is echoed as \
                `> COMMAND` followed by the screen it leads to. A refused command is reported with \
                its line number and the run goes on; the exit code is then 1. Type `help` for the \
                commands. An invalid manifest is reported as by `\(Tool.name) validate` and nothing runs. \
                SIGINT or SIGTERM stops the run between two commands: the app stops once, as at the end \
                of the input (the analytics log is flushed, the state store closed), and the exit code is \
                128 + the signal's number (130, 143). At a terminal with line editing, Ctrl-C only \
                cancels the line being typed.
                """
        )
    }

    @OptionGroup var config: Tool.Manifest

    @Option(name: .long, help: ArgumentHelp("A file of commands, one per line.", valueName: "path"))
    var script: String?

    @OptionGroup var state: StateOptions

    @Flag(
        name: .long,
        help:
            "Print only the final navigation tree, as JSON, on standard output (the transcript goes to standard error)."
    )
    var json = false

    @OptionGroup var record: RecordOption

    @Flag(
        name: .long,
        help: "Follow each refusal put in the screens' words with the engine's own account of it (entries, containers)."
    )
    var verbose = false

    /// Creates the command; ArgumentParser fills it in.
    public init() {}

    /// Runs the app.
    public func run() async throws {
        let options = AppRunner.Options(
            configPath: config.path, scriptPath: script, state: state.override, json: json, prompt: "\(Tool.name)> ",
            verbose: verbose, record: record.path.map { ($0, Tool.name) })
        let code = await AppRunner.run(options)
        if code != 0 { throw ExitCode(code) }
    }
}
