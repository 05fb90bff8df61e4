import Foundation
import WayfinderCheck
import WayfinderScript

/// `export-test --swift`: a recorded session as a Swift Testing test that replays it through
/// `WayfinderScript`'s public API (see ``SwiftTestWriter``).
@MainActor
struct SwiftTestExporter {
    let recordingPath: String
    let swiftPath: String
    let manifestPath: String?
    let tool: String
    /// The renderer to replay with and compose the test's app with (`--renderer`).
    var renderer = CheckRendererKind.headless
    let console = Console(transcript: .output)

    /// Replays the recording, reading the screen and the tree after every step, then writes
    /// the test.
    ///
    /// - Returns: 0 when the test is written; 1 when the recording cannot be used or does not
    ///   replay, or the file cannot be written (nothing is written then).
    func run() async -> Int32 {
        guard let header = RecordingReader.headerForExport(path: recordingPath, complainingTo: console) else {
            return 1
        }
        do {
            try OutputFile.check(swiftPath)
        } catch {
            console.complain(error.description)
            return 1
        }
        let seen = Seen()
        var replay = ReplayRunner(recordingPath: recordingPath, manifestPath: manifestPath, quiet: true)
        let renderer = renderer
        let holding = ReplayRunner.endsTransitions(recordingPath)
        replay.renderer = { renderer.make() }
        replay.holdsTransitions = holding
        replay.observe = { step, session, refusal in
            let texts = SwiftTestWriter.Texts(screen: session.screen, tree: session.tree)
            guard let step else {
                seen.start = texts
                return
            }
            if step.uncommanded != nil, seen.jump == nil { seen.jump = step }
            // A note that is a reply (`system-back`), not a refusal, runs without throwing.
            seen.steps.append(
                SwiftTestWriter.Step(
                    number: step.number, command: step.command,
                    outcome: refusal == nil ? "ok" : step.outcome.rawValue, message: refusal?.description,
                    after: texts))
        }
        // A counterexample of `check` breaks an invariant: its test checks them after every
        // step, and fails where the replay did.
        replay.invariantBroken = { _, _ in seen.breaksInvariant = true }
        guard await replay.run() == 0, let start = seen.start else {
            console.complain("\(recordingPath): error: the recording does not replay; nothing is exported")
            return 1
        }
        if let jump = seen.jump {
            console.complain(
                "\(recordingPath):\(jump.line): error: step \(jump.number) is \(jump.uncommanded ?? "a command"), "
                    + "which a test cannot make through the session's commands; nothing is exported")
            return 1
        }
        let output = URL(fileURLWithPath: swiftPath).standardizedFileURL
        let manifest = URL(fileURLWithPath: manifestPath ?? header.manifest).standardizedFileURL
        let writer = SwiftTestWriter(
            tool: tool, recordingName: URL(fileURLWithPath: recordingPath).lastPathComponent,
            fileName: output.lastPathComponent, app: header.app,
            manifest: Self.relativePath(of: manifest, from: output.deletingLastPathComponent()),
            start: start, steps: seen.steps, watchesInvariants: seen.breaksInvariant,
            renderer: renderer == .headless ? nil : (renderer.swiftName, holding))
        do {
            try OutputFile.write(writer.text, to: swiftPath)
        } catch {
            console.complain(error.description)
            return 1
        }
        console.say("wrote \(swiftPath) (\(seen.steps.count) steps)")
        return 0
    }

    /// `file`'s path from `folder` (`../../Configs/shop.yaml`); both are absolute.
    static func relativePath(of file: URL, from folder: URL) -> String {
        let target = file.pathComponents
        let base = folder.pathComponents
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return parts.joined(separator: "/")
    }

    /// What the replay showed, gathered as it goes.
    @MainActor
    private final class Seen {
        var start: SwiftTestWriter.Texts?
        var steps: [SwiftTestWriter.Step] = []
        /// The first devtools jump or window report, which no exported test can make.
        var jump: SessionRecording.Step?
        /// Whether the replay broke one of `check`'s invariants (a counterexample).
        var breaksInvariant = false
    }
}
