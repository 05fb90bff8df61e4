import Foundation
import Testing

/// `run --record` and `replay` with width changes (issue 37): a step after a resize records
/// the width and the scenes shown, and replay compares them with what it shows.
@Suite("Recording width changes")
struct LayoutRecordingTests {
    private static let script = "tap 2\ntap 1\nresize 1000\ntap category 4\nresize 400\nsystem-back\n"

    /// Records `script` with `wayfinder run Configs/shop.yaml`, returning the recording's lines.
    private func record(in scratch: Scratch) throws -> (path: String, lines: [String]) {
        let script = scratch.path("panes.shop")
        try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
        let recording = scratch.path("S.jsonl")
        let run = try ShopBinary.run(
            ["run", "Configs/shop.yaml", "--script", script, "--no-state", "--record", recording], tool: "wayfinder",
            scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        return (recording, lines)
    }

    @Test func aResize_recordsTheWidthAndScenes_andReplays() throws {
        let scratch = try Scratch()
        let (recording, lines) = try record(in: scratch)
        // The header, the start, six steps.
        try #require(lines.count == 8)
        // Before the first resize no width was reported: those steps record no layout.
        #expect(lines[2...3].allSatisfy { !$0.contains("\"layout\"") })
        #expect(lines[4].contains("\"widthClass\":\"expanded\"") && lines[4].contains("\"list-detail\""))
        #expect(lines[6].contains("\"widthClass\":\"compact\"") && !lines[6].contains("\"list-detail\""))
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.hasSuffix("every tree is as recorded\n"), "\(replay.output)")
    }

    @Test func recordedPanesThatDiffer_divergeAtTheirStep() throws {
        let scratch = try Scratch()
        var (recording, lines) = try record(in: scratch)
        try #require(lines.count == 8)
        // Step 3 (`resize 1000`) claims one pane where replay shows the list and the detail.
        let tampered = lines[4].replacingOccurrences(of: "\"list-detail\"", with: "\"single\"")
        try #require(tampered != lines[4])
        lines[4] = tampered
        try (lines.joined(separator: "\n") + "\n").write(toFile: recording, atomically: true, encoding: .utf8)
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(
            replay.errors.contains("step 3 (`resize 1000`) diverges: the panes shown differ"), "\(replay.errors)")
    }
}
