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
        let result = await within {
            do throws(CommandError) {
                return Result<AppSession.Reply?, CommandError>.success(try await driver.run(command, on: session))
            } catch {
                return .failure(error)
            }
        }
        return result.map { .returned($0) } ?? .stuck
    }

    /// Runs `work` and waits for it at most ``patience`` turns of the main actor.
    ///
    /// - Returns: What `work` returned, or `nil` when it had not returned by then (it goes on
    ///   waiting, and what it returns later is dropped).
    static func within<Value>(_ work: @escaping @MainActor () async -> Value) async -> Value? {
        let box = Box<Value>()
        Task { @MainActor in
            box.value = await work()
        }
        for _ in 0..<patience {
            if let value = box.value { return value }
            await Task.yield()
        }
        return box.value
    }

    @MainActor private final class Box<Value> {
        var value: Value?
    }
}
