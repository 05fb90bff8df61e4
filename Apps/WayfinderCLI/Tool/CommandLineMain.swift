import ArgumentParser
import Foundation

/// Starts a tool's root command the way every executable here does.
public enum CommandLineMain {
    /// Parses the process's arguments into `command` and runs it, then exits with its code.
    ///
    /// The command runs on the main actor while the main thread serves the main run loop (which
    /// drains the main dispatch queue, where main-actor work is enqueued on Linux), but for a
    /// headless `check`, which parks it (``servesRunLoop(for:)``).
    ///
    /// `@main` on an `AsyncParsableCommand` would park the main thread in `dispatch_main()`,
    /// which exits the thread and leaves it in `sigsuspend`; valgrind 3.19 (Debian bookworm)
    /// crashes ("the 'impossible' happened", SIGSEGV) as soon as another thread is created in
    /// that state, so `Scripts/soak.sh` could not run the app under memcheck at all.
    ///
    /// - Parameter command: The root command type.
    /// - Returns: Never; the process exits.
    public static func run<Command: AsyncParsableCommand>(_ command: Command.Type) -> Never {
        StandardOutput.checkAtExit()
        Task { @MainActor in
            await command.main()
            exit(EXIT_SUCCESS)
        }
        if !servesRunLoop(for: Array(CommandLine.arguments.dropFirst())) { dispatchMain() }
        RunLoop.main.run()
        // `run()` only returns when the run loop has no sources left; the task above exits first.
        exit(EXIT_FAILURE)
    }

    /// Whether the main thread serves the main run loop for a command line (its arguments, the
    /// tool's name left out), or parks in `dispatch_main()` and lets the main dispatch queue be
    /// drained on its own.
    ///
    /// `check` with the headless renderer parks: every main-actor job then costs a queue
    /// drain instead of a turn of the run loop (its wake-up through an event descriptor and
    /// `epoll`), which made the whole check about a quarter cheaper in CPU (`docs/performance.md`,
    /// "`wayfinder check`"). It needs no run loop (`--jobs` reads its jobs' pipes and waits for
    /// them on its own thread). With `--renderer uikit` or `navigation-stack` it serves the run
    /// loop as before: a command that waits on a transition the renderer holds is told from
    /// one that returns by counting turns of the main actor (`BoundedRun`), and with the queue
    /// drained on its own the work a command hops to other threads for raced those turns (a
    /// few states of the shop at depth 3 came out different from run to run).
    public static func servesRunLoop(for arguments: [String]) -> Bool {
        guard arguments.first == "check" else { return true }
        for (index, argument) in arguments.enumerated() {
            if argument == "--renderer" {
                return index + 1 < arguments.count ? arguments[index + 1] != "headless" : true
            }
            if argument.hasPrefix("--renderer=") { return argument != "--renderer=headless" }
        }
        return false
    }
}
