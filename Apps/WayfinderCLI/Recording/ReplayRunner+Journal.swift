import WayfinderComposition
import WayfinderCoordinators

extension ReplayRunner {
    /// What differs between the journal entries a step recorded and those its replay made, as
    /// the message that says so, or `nil` when nothing does (or the step recorded none: a
    /// recording before version 3).
    ///
    /// - Parameters:
    ///   - step: The recorded step.
    ///   - replayed: The entries the replayed step made.
    ///   - app: The replayed app, whose routes the recorded entries are decoded with.
    func difference(_ step: SessionRecording.Step, replayed: [JournalEntry], app: ComposedApp) -> String? {
        let heading = "\(recordingPath):\(step.line): error: step \(step.number) (`\(step.command)`)"
        let recorded: [JournalEntry]
        do {
            guard let entries = try step.journalEntries(routes: app.routes) else { return nil }
            recorded = entries
        } catch {
            return "\(heading): its journal entries cannot be read: \(SessionRecording.reason(error))"
        }
        do {
            guard let found = try SessionRecording.difference(recorded: recorded, replayed: replayed) else {
                return nil
            }
            return "\(heading) diverges in the journal: \(found)"
        } catch {
            return "\(heading): the replayed journal entries cannot be encoded: \(error)"
        }
    }
}
