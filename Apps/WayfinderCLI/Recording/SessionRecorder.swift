import Foundation
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators

/// Writes a session as it runs (`--record FILE`), in the format ``SessionRecording`` describes:
/// the header and the starting tree at once, then one line per command (or devtools jump) with
/// the journal entries it made, each written whole before the next one runs.
@MainActor
final class SessionRecorder {
    private let handle: FileHandle
    private let path: String
    private let navigator: Navigator
    /// What the navigator's journal recorded since the last step (see ``JournalCursor``).
    private let journal: JournalCursor
    private var steps = 0
    /// Set once a write failed: the recording is incomplete, and the run must say so.
    private(set) var failure: String?

    /// Creates `path` (replacing a regular file there, refusing anything else: see
    /// ``OutputFile``) and writes the header and the starting tree.
    ///
    /// - Parameters:
    ///   - path: The recording to write.
    ///   - tool: The executable (`wayfinder`, `shop`).
    ///   - manifestPath: The manifest as given on the command line.
    ///   - app: The composed app, as it starts.
    ///   - restored: Whether its tree was restored from saved state.
    /// - Throws: ``RecordingError`` when the file cannot be created or the tree encoded.
    init(path: String, tool: String, manifestPath: String, app: ComposedApp, restored: Bool) throws(RecordingError) {
        self.path = path
        navigator = app.navigator
        do {
            handle = try OutputFile.create(path)
        } catch {
            throw RecordingError(path, error.reason)
        }
        journal = JournalCursor(navigator: app.navigator)
        let hash = ManifestHash.of(path: manifestPath)
        do {
            let header = SessionRecording.Header(
                app: app.manifest.app.id.value, manifest: manifestPath, manifestHash: hash, tool: tool,
                version: SessionRecording.version)
            try write(header.json)
            let states = SavedStates(entries: navigator.entryStates, flows: navigator.flowStates)
            let start = SessionRecording.Start(
                restored: restored, tree: try SessionRecording.tree(of: navigator),
                states: try RecordedJSON(encoding: states))
            try write(start.json)
        } catch {
            throw RecordingError(path, "cannot write the recording: \(error)")
        }
    }

    /// Appends one command, its outcome, what it reported and the tree after it (with the
    /// navigator's phases and saved state).
    ///
    /// - Parameters:
    ///   - command: The command line as typed (comments and surrounding blanks dropped).
    ///   - outcome: What became of it.
    ///   - message: What the run reported for it.
    ///   - tree: The tree after it.
    func record(_ command: String, outcome: SessionRecording.Outcome, message: String?, tree: NavigationTree) {
        append(.command(command), outcome: outcome, message: message) {
            try SessionRecording.tree(
                tree, entryStates: navigator.entryStates, flowStates: navigator.flowStates)
        }
    }

    /// Appends a devtools jump: the tree it went back to, what became of it, the journal
    /// entries it made and the tree after.
    ///
    /// - Parameters:
    ///   - target: The tree the jump restored (a journal entry's).
    ///   - refusal: Why it was refused, when an interceptor refused it.
    func recordJump(to target: NavigationTree, refusal: String?) {
        guard let jump = try? SessionRecording.tree(target) else {
            failure =
                "\(path): error: cannot write step \(steps + 1) of the recording: the jump's tree cannot be encoded"
            return
        }
        append(.jump(jump), outcome: refusal == nil ? .ok : .error, message: refusal) {
            try SessionRecording.tree(of: navigator)
        }
    }

    /// Appends a page's report about an app window that no command makes (its width, whether
    /// it is shown), with the journal entries it made and the tree after.
    ///
    /// - Parameter report: What the page reported, and of which window.
    func recordWindow(_ report: SessionRecording.WindowReport) {
        append(.window(report), outcome: .ok, message: nil) { try SessionRecording.tree(of: navigator) }
    }

    /// Closes the file.
    func close() {
        try? handle.close()
    }

    private func append(
        _ action: SessionRecording.Action, outcome: SessionRecording.Outcome, message: String?,
        tree: () throws -> RecordedJSON
    ) {
        // The entries are taken even after a failure, so the journal the cursor owns stays small.
        let entries = journal.take()
        guard failure == nil else { return }
        steps += 1
        do {
            let step = SessionRecording.Step(
                number: steps, line: steps + 2, action: action, outcome: outcome, message: message, tree: try tree(),
                entries: try SessionRecording.json(of: entries), layout: try SessionRecording.layout(of: navigator))
            try write(step.json)
        } catch {
            failure = "\(path): error: cannot write step \(steps) of the recording: \(error)"
        }
    }

    private func write(_ line: RecordedJSON) throws {
        var data = try line.data()
        guard data.count <= SessionRecording.lineLimit else {
            throw RecordingError(
                path,
                "the line is \(data.count) bytes, more than the \(SessionRecording.lineLimit >> 20) MiB "
                    + "a recording line may hold")
        }
        data.append(UInt8(ascii: "\n"))
        try handle.write(contentsOf: data)
    }
}

/// The manifest's fingerprint for recordings: the same in every process (see
/// ``/WayfinderConfig/YAMLNode/fingerprint(environment:)``).
enum ManifestHash {
    /// The fingerprint of the manifest at `path` after includes and `${NAME}`, or
    /// `unreadable` when it cannot be parsed (the loader reports why).
    static func of(path: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        (try? YAMLParser.parse(fileAtPath: path).fingerprint(environment: environment)) ?? "unreadable"
    }
}
