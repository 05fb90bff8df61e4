import WayfinderCheck
import WayfinderScript

/// Writes a counterexample as a session recording, through the recorder `run --record` uses:
/// the events are run again on a fresh app and each is recorded with its outcome and the tree
/// after it, so that `replay` reproduces the session and stops where the invariant breaks.
@MainActor
struct CounterexampleWriter {
    let path: String
    let tool: String
    let manifestPath: String
    /// The commands `--from` ran before the exploration started; recorded first.
    let prefix: [String]
    let open: ManifestChecker.Opener
    var driver: any CheckDriver = ScriptDriver()
    let console = Console(transcript: .output)

    /// Writes the recording.
    ///
    /// - Returns: The path written, or `nil` when it could not be (the reason is told).
    func write(_ events: [CheckEvent]) async -> String? {
        if events.contains(where: { $0.kind == .crash }) {
            console.complain(
                "\(path): error: the counterexample holds a crash (kill and restore), which a recording cannot hold; "
                    + "not written")
            return nil
        }
        let session: AppSession
        let recorder: SessionRecorder
        do {
            session = try await open()
            recorder = try SessionRecorder(
                path: path, tool: tool, manifestPath: manifestPath, app: session.app, restored: false)
        } catch {
            console.complain("\(error)")
            return nil
        }
        // As the checker ran them: a renderer that held its transitions holds them again.
        if events.contains(where: { $0.kind == .timing }) { RendererTiming.hold(session) }
        for command in prefix + events.map(\.command) {
            var outcome = SessionRecording.Outcome.ok
            var message: String?
            switch await BoundedRun.run(command, on: session, driver: driver) {
            case .returned(.success(.noted(let note)?)):
                // As `run --record` records what a command carried out and noted.
                message = note
            case .returned(.success), .inFlight:
                // In flight: its change waits on the renderer's transition, as recorded.
                break
            case .returned(.failure(let error)):
                // As `run --record` records a refusal or a guard's redirect.
                outcome = error.isRedirect ? .note : .error
                message = "\(error)"
            case .stuck:
                // The last event: its command never returns; the tree is what it left.
                outcome = .error
                message = "`\(command)` never returned"
            }
            recorder.record(command, outcome: outcome, message: message, tree: session.app.navigator.tree)
        }
        recorder.close()
        await RendererTiming.release(session)
        await session.app.stop()
        if let failure = recorder.failure {
            console.complain(failure)
            return nil
        }
        return path
    }
}
