import WayfinderCoordinators

extension RecordingRenderer {
    // MARK: - Driving async calls

    /// Runs `body` on its own task and completes every change rendered until it returns, as a
    /// UI would after animating each one.
    ///
    /// Use it for `async` navigation calls, which wait until their change is completed:
    ///
    /// ```swift
    /// try await renderer.drive { try await navigator.start(root: AppCoordinator()) }
    /// try await renderer.drive { try await home.router.navigate(toRoute: .detail(1)) }
    /// ```
    ///
    /// Changes already pending when `drive` is called are completed first, so work queued
    /// behind them runs too. The wait is event-driven: `drive` sleeps until a change is
    /// rendered or `body` returns, and never polls a clock. A `body` that waits for something
    /// only the test could do (a gesture, another call) never returns; make that call first or
    /// from another task.
    ///
    /// - Parameter body: The navigation work.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw, or what completing a change threw.
    @discardableResult
    public func drive<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
        let outcome = DriveOutcome()
        let signal = activity
        let task = Task { @MainActor in
            defer {
                outcome.done = true
                signal.signal()
            }
            return try await body()
        }
        while !outcome.done {
            if pending.isEmpty {
                await signal.wait()
            } else {
                try completeNext()
            }
        }
        return try await task.value
    }
}

/// Whether a driven body returned; shared between ``RecordingRenderer/drive(_:)`` and its task.
@MainActor
private final class DriveOutcome {
    var done = false
}
