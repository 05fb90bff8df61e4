import ArgumentParser
import WayfinderCLI

/// `shop soak`: runs a cycle script many times and checks that no coordinator outlives it.
struct SoakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run a cycle of commands many times and check that coordinators are freed.",
        discussion: """
            Composes the manifest once, then runs the cycle script --cycles times without a \
            transcript. It counts the coordinators the navigator holds and the coordinator \
            objects still alive (every one seen during the run is watched through a weak \
            reference) at the start, after the first cycle and at the end, and once more after \
            the app is stopped and released. The exit code is 1 when a command is refused, \
            when the counts at the end differ from those at the start, or when a coordinator \
            outlives the app. Scripts/soak.sh runs it under valgrind.
            """
    )

    @OptionGroup var config: ConfigOption

    @Option(name: .long, help: ArgumentHelp("The commands of one cycle, one per line.", valueName: "path"))
    var script = SoakCommand.defaultScript

    @Option(name: .long, help: ArgumentHelp("How many times the cycle runs.", valueName: "n"))
    var cycles = 1_000

    @OptionGroup var state: StateOptions

    func validate() throws {
        if cycles < 1 { throw ValidationError("--cycles must be at least 1, not \(cycles)") }
    }

    func run() async throws {
        let options = SoakRunner.Options(
            configPath: config.path, scriptPath: script, cycles: cycles, state: state.override)
        let code = await SoakRunner.run(options)
        if code != 0 { throw ExitCode(code) }
    }
}

extension SoakCommand {
    /// The cycle `shop soak` runs when no --script is given, relative to the current directory.
    static let defaultScript = "Configs/soak/cycle.shop"
}
