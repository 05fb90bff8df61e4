import Foundation
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators

/// Writes a session as it runs (`--record FILE`), in the format ``SessionRecording`` reads:
/// the header and the starting tree at once, then one line per command, each written whole
/// before the next command runs.
@MainActor
final class SessionRecorder {
    private let handle: FileHandle
    private let path: String
    private var steps = 0
    /// Set once a write failed: the recording is incomplete, and the run must say so.
    private(set) var failure: String?

    /// Creates `path` (replacing a file there) and writes the header and the starting tree.
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
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw RecordingError(path, "cannot create the recording")
        }
        self.handle = handle
        let hash = ManifestHash.of(path: manifestPath)
        do {
            try write([
                "kind": "header", "format": SessionRecording.format, "version": SessionRecording.version,
                "app": app.manifest.app.id.value, "manifest": manifestPath, "manifestHash": hash, "tool": tool,
            ])
            try write(["kind": "start", "restored": restored, "tree": SessionRecording.json(app.navigator.tree)])
        } catch {
            throw RecordingError(path, "cannot write the recording: \(error)")
        }
    }

    /// Appends one command, its outcome and the tree after it.
    ///
    /// - Parameters:
    ///   - command: The command line as typed (comments and surrounding blanks dropped).
    ///   - outcome: `ok`, `note` (a guard redirected) or `error`.
    ///   - message: What the run reported for it.
    ///   - tree: The tree after it.
    func record(_ command: String, outcome: String, message: String?, tree: NavigationTree) {
        guard failure == nil else { return }
        steps += 1
        var object: [String: Any] = ["kind": "step", "step": steps, "command": command, "outcome": outcome]
        if let message { object["message"] = message }
        do {
            object["tree"] = try SessionRecording.json(tree)
            try write(object)
        } catch {
            failure = "\(path): error: cannot write step \(steps) of the recording: \(error)"
        }
    }

    /// Closes the file.
    func close() {
        try? handle.close()
    }

    private func write(_ object: [String: Any]) throws {
        var data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
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
