import ArgumentParser

/// `shop run`: composes the manifest and walks through it, command by command.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the app and navigate it with commands.",
        discussion: """
            Commands come from --script, or else from standard input. At a terminal the current \
            screen and a prompt are shown; from a pipe or a script each command is echoed as \
            `> COMMAND` followed by the screen it leads to. A refused command is reported with \
            its line number and the run goes on; the exit code is then 1. Type `help` for the \
            commands. An invalid manifest is reported as by `shop validate` and nothing runs.
            """
    )

    @OptionGroup var config: ConfigOption

    @Option(name: .long, help: ArgumentHelp("A file of commands, one per line.", valueName: "path"))
    var script: String?

    @OptionGroup var state: StateOptions

    @Flag(
        name: .long,
        help:
            "Print only the final navigation tree, as JSON, on standard output (the transcript goes to standard error)."
    )
    var json = false

    func run() async throws {
        let options = ShopRunner.Options(
            configPath: config.config, scriptPath: script, state: state.override, json: json)
        let code = await ShopRunner.run(options)
        if code != 0 { throw ExitCode(code) }
    }
}
