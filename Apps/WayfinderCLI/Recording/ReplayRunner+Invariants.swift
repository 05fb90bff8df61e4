import WayfinderCheck
import WayfinderComposition
import WayfinderScript

/// What `replay` checks besides the trees: the invariants `check` explores against, after the
/// start and after every step, so that a counterexample `check` wrote stops at the step that
/// breaks one, naming it.
@MainActor
struct ReplayInvariants {
    let suite: InvariantSuite
    /// Opens a fresh session and runs the first steps again, for the invariants that change
    /// the session they check.
    let reopen: @MainActor (_ steps: [String]) async -> AppSession?

    /// The invariants of `app`'s manifest, reopened through `compose` and `driver`.
    init(app: ComposedApp, driver: any CheckDriver, compose: @escaping @MainActor () async -> ComposedApp?) {
        suite = InvariantSuite(manifest: app.manifest)
        reopen = { steps in
            guard let app = await compose() else { return nil }
            let session = AppSession(app: app)
            for step in steps { _ = await BoundedRun.run(step, on: session, driver: driver) }
            // The rules that change a session wait for what they run (as `check` gives them).
            await RendererTiming.release(session)
            return session
        }
    }

    /// The invariant the state after `steps` breaks, if any.
    ///
    /// - Parameters:
    ///   - session: The replayed session, after the last of `steps`.
    ///   - steps: The commands run so far (the last one is the step checked).
    ///   - before: The session before the last step.
    ///   - refused: Whether the last step was refused.
    func violation(
        in session: AppSession, steps: [String], before: CheckStepBefore, refused: Bool
    ) async -> CheckViolation? {
        let step = CheckStep(
            session: session, event: steps.last.map { CheckEvent(command: $0) }, before: before, refused: refused)
        var opened: [AppSession] = []
        let violation = await suite.violation(in: step) {
            let session = await reopen(steps)
            if let session { opened.append(session) }
            return session
        }
        for session in opened {
            await RendererTiming.release(session)
            await session.app.stop()
        }
        return violation
    }
}

extension ReplayRunner {
    /// Whether the replay stops at `broken` (telling why), or goes on: nothing broke, or
    /// ``invariantBroken`` was told.
    ///
    /// - Parameters:
    ///   - broken: What the state after `step` breaks.
    ///   - step: The step; `nil` for the start.
    func stops(at broken: CheckViolation?, step: SessionRecording.Step?) -> Bool {
        guard let broken else { return false }
        if let invariantBroken {
            invariantBroken(step, broken)
            return false
        }
        let place =
            step.map { "\(recordingPath):\($0.line): error: step \($0.number) (`\($0.command)`)" }
            ?? "\(recordingPath):2: error: the starting state"
        console.complain("\(place) breaks invariant '\(broken.invariant)': \(broken.message)")
        return true
    }
}

extension ReplayRunner {
    /// Whether the recording at `path` ends renderer transitions itself (`transition-end`, a
    /// counterexample of `check` that explored renderer timing): its renderer must then hold
    /// them as the checker's did.
    static func endsTransitions(_ path: String) -> Bool {
        guard let reader = try? RecordingReader(path: path) else { return false }
        while let step = try? reader.next() {
            if case .command(let command) = step.action, command == CheckEvent.transitionEndCommand { return true }
        }
        return false
    }
}
