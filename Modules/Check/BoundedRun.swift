import WayfinderScript

/// Runs a command and gives up on it when it has not returned after a bounded number of turns
/// of the main actor: a command that waits for something nobody will give (an answer nobody
/// is asked for) leaves its state stuck, and the checker, the recorder and `replay` report it
/// instead of waiting forever. Nothing sleeps: the bound is in turns, not time.
@MainActor
public enum BoundedRun {
    /// What became of a command.
    public enum Outcome {
        /// It returned what it returned.
        case returned(Result<AppSession.Reply?, CommandError>)
        /// It had not returned after the turns allowed: it waits on.
        case stuck
    }

    /// How many turns a command may take. Commands suspend only to let the engine's own work
    /// run on the main actor, so a few suffice; the bound only turns a wait without an end
    /// into a report.
    public static let patience = 10_000

    /// Runs `command` through `driver`.
    public static func run(_ command: String, on session: AppSession, driver: any CheckDriver) async -> Outcome {
        let box = Box()
        Task { @MainActor in
            do throws(CommandError) {
                box.result = .success(try await driver.run(command, on: session))
            } catch {
                box.result = .failure(error)
            }
        }
        for _ in 0..<patience {
            if let result = box.result { return .returned(result) }
            await Task.yield()
        }
        return box.result.map { .returned($0) } ?? .stuck
    }

    @MainActor private final class Box {
        var result: Result<AppSession.Reply?, CommandError>?
    }
}
