import Foundation
import Testing

/// Issue 41: replaying a session whose screens load never waits for ever. A recorded load is
/// answered by the recorded `load finish` / `load fail` step; a recording that leaves a load
/// unanswered, or answers one nobody started, ends with a difference, never a hang (the
/// binary's watchdog would fail these tests).
@Suite("Replaying loads", .timeLimit(.minutes(10)))
struct LoadsReplayTests {
    /// Runs `script` with `--record`, returning the recording's path.
    private func record(_ script: String, in scratch: Scratch) throws -> String {
        let path = scratch.path("script.shop")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let recording = scratch.path("S.jsonl")
        let run = try ShopBinary.run(
            ["run", "Configs/shop.yaml", "--script", path, "--no-state", "--record", recording], tool: "wayfinder",
            scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        return recording
    }

    /// The recording at `path` with its lines (one JSON object each) passed through `edit`.
    private func edit(_ path: String, _ edit: ([Substring]) -> [Substring]) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        try (edit(lines).joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    private func replay(_ recording: String, in scratch: Scratch) throws -> ShopRun {
        try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
    }

    @Test func aSessionThatEndsWhileALoadWaits_replaysAsRecorded() throws {
        let scratch = try Scratch()
        let recording = try record("loads manual\nopen shop://item/3\nloads\n", in: scratch)
        let replay = try replay(recording, in: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.hasSuffix("every tree is as recorded\n"), "\(replay.output)")
    }

    @Test func aCancelledAndAFailedLoad_replayAsRecorded() throws {
        let scratch = try Scratch()
        let recording = try record(
            "loads manual\nopen shop://item/4\nopen shop://category/shoes\nload finish category\n"
                + "open shop://item/5\nload fail item\nloads auto\nopen shop://item/6\n", in: scratch)
        let replay = try replay(recording, in: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.hasSuffix("every tree is as recorded\n"), "\(replay.output)")
    }

    @Test func aHandMadeRecordingThatNeverAnswersItsLoad_endsAtTheFirstDifference() throws {
        let scratch = try Scratch()
        let recording = try record("loads manual\nopen shop://item/3\nload finish item\ntab cart\n", in: scratch)
        // Line 5 is `load finish item`: without it, the item's load waits and `tab cart` is
        // refused where the recording says it ran.
        try edit(recording) { lines in Array(lines.prefix(4) + lines.dropFirst(5)) }
        let replay = try replay(recording, in: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):5: error: step 4"), "\(replay.errors)")
    }

    @Test func aHandMadeRecordingThatAnswersALoadNobodyStarted_endsAtThatStep() throws {
        let scratch = try Scratch()
        let recording = try record("loads manual\nopen shop://item/3\nload finish item\n", in: scratch)
        // Line 4 (`open shop://item/3`) becomes `load finish item`: it answers nothing.
        try edit(recording) { lines in
            Array(lines.prefix(3) + [lines[4].replacingOccurrences(of: "\"step\":3", with: "\"step\":2")[...]])
        }
        let replay = try replay(recording, in: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):4: error: "), "\(replay.errors)")
    }

    @Test func aDeepLinkWithTwoManualLoads_replaysAsRecorded() throws {
        let scratch = try Scratch()
        let recording = try record(
            "loads manual\nopen shop://item/3\nload finish item\nsystem-back\nopen shop://category/bags/item/42\n"
                + "load finish category\nload finish item\n", in: scratch)
        let replay = try replay(recording, in: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.hasSuffix("every tree is as recorded\n"), "\(replay.output)")
    }
}
