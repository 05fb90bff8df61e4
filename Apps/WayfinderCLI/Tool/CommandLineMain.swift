import ArgumentParser
import Foundation

/// Starts a tool's root command the way every executable here does.
public enum CommandLineMain {
    /// Parses the process's arguments into `command` and runs it, then exits with its code.
    ///
    /// The command runs on the main actor while the main thread serves the main run loop (which
    /// drains the main dispatch queue, where main-actor work is enqueued on Linux).
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
        RunLoop.main.run()
        // `run()` only returns when the run loop has no sources left; the task above exits first.
        exit(EXIT_FAILURE)
    }
}
