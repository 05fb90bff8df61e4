import WayfinderScript

/// Carries out an event's script command on a session: the seam where a test plants a
/// misbehaving gesture or deep link (a test double) without the engine holding any bug.
///
/// The checker, the counterexample's recording and `replay` all run commands through the
/// same driver, so a session found with a double is reproduced with it.
@MainActor
public protocol CheckDriver {
    /// Runs `command` on `session`, as ``/WayfinderScript/AppSession/run(_:)`` does.
    ///
    /// - Returns: What to show next.
    /// - Throws: What the command threw.
    func run(_ command: String, on session: AppSession) async throws(CommandError) -> AppSession.Reply?
}

/// The driver of the shipped commands: each runs as `run --script` runs it, and
/// `transition-end` ends the running transition of a renderer that holds it
/// (``RendererTiming``).
public struct ScriptDriver: CheckDriver {
    /// The script driver.
    public init() {}

    /// Runs `command` through ``/WayfinderScript/AppSession/run(_:)``, or ends the running
    /// transition for `transition-end`.
    public func run(_ command: String, on session: AppSession) async throws(CommandError) -> AppSession.Reply? {
        if command == CheckEvent.transitionEndCommand {
            try RendererTiming.endTransition(on: session)
            return .screen
        }
        return try await session.run(command)
    }
}
