import WayfinderBindings
import WayfinderConformance
import WayfinderScript

/// Renderer timing, as `check` explores it: a renderer of the conformance kit that holds each
/// animated transition until `transition-end` ends it, so that requests, gestures and answers
/// happen while a change is in flight, and its end comes at any point between them.
///
/// The engine shows one step at a time and waits for its end before the next one (queued
/// requests wait behind the change in flight), so the order the renderer allows is fixed:
/// what is explored is when each end comes.
@MainActor
public enum RendererTiming {
    /// The driver and the conformance renderer a session's app is shown by, or `nil` for the
    /// headless renderer.
    static func renderer(of session: AppSession) -> (driver: RenderDriver, renderer: any ConformingRenderer)? {
        guard let driver = session.app.navigator.renderer as? RenderDriver,
            let renderer = driver.renderer as? any ConformingRenderer
        else { return nil }
        return (driver, renderer)
    }

    /// Whether a transition is shown and has not ended: a renderer that holds its transitions
    /// waits for `transition-end`.
    public static func isHolding(_ session: AppSession) -> Bool {
        renderer(of: session)?.driver.current != nil
    }

    /// Whether requests wait behind a transition the renderer holds. What they change (a
    /// logout's removal of the screens the guard protects) shows once the transition ends, as
    /// on a device, so the rules about what is visible judge the state after them.
    public static func requestsWaitOnTransition(_ session: AppSession) -> Bool {
        isHolding(session) && session.app.navigator.queuedCount > 0
    }

    /// Ends the running transition (`transition-end`): the renderer reports it, and the driver
    /// shows the change's next step or completes the change.
    ///
    /// - Throws: ``/WayfinderScript/CommandError/badState(_:reason:)`` when no transition runs.
    static func endTransition(on session: AppSession) throws(CommandError) {
        guard let (driver, renderer) = renderer(of: session), driver.current != nil else {
            throw .badState(CheckEvent.transitionEndCommand, reason: "no transition is running")
        }
        renderer.endTransition()
    }

    /// Makes the renderer of `session` hold each transition from now on, until
    /// `transition-end` ends it. Call it once the app has started: a start, a restore and a
    /// kill wait for their changes to be shown, so they run with transitions that end at once
    /// (``release(_:)``).
    public static func hold(_ session: AppSession) {
        (renderer(of: session)?.renderer as? SettlingRenderer)?.settles = false
    }

    /// Whether the renderer of `session` holds its transitions (``hold(_:)``).
    static func holds(_ session: AppSession) -> Bool {
        (renderer(of: session)?.renderer as? SettlingRenderer)?.settles == false
    }

    /// The timing part of a state's fingerprint, beside the renderer's model
    /// (``RendererModel``): the step the renderer holds (by its place in the change, since
    /// change ids grow with every change), the changes not yet completed and the commands in
    /// flight.
    static func fingerprint(of session: AppSession) -> [String] {
        guard let (driver, _) = renderer(of: session) else { return [] }
        var lines: [String] = []
        if let step = driver.current {
            lines.append("holds step \(step.index) of \(step.count) in \(step.container.map { "\($0)" } ?? "none")")
        }
        let changes = session.app.navigator.changeCount
        if driver.completed.count != changes { lines.append("completed \(driver.completed.count) of \(changes)") }
        let waiting = BoundedRun.commandsInFlight(on: session)
        if !waiting.isEmpty { lines.append("in flight: \(waiting.joined(separator: "; "))") }
        return lines
    }

    /// Ends every transition still held, lets the commands waiting on them return, and makes
    /// the renderer end each further transition as it starts, so that a rule that waits for
    /// what it runs gets an answer, and a session the checker drops leaves no task waiting
    /// forever (each would keep its app). ``hold(_:)`` holds transitions again.
    public static func release(_ session: AppSession) async {
        defer { BoundedRun.forget(session) }
        guard let (driver, renderer) = renderer(of: session) else { return }
        (renderer as? SettlingRenderer)?.settles = true
        var ends = 0
        while driver.current != nil, ends < BoundedRun.patience {
            renderer.endTransition()
            ends += 1
            await BoundedRun.drain(session)
        }
    }
}
