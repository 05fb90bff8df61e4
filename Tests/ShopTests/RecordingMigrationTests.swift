import Foundation
import Testing

/// Issue 39, item 7: recordings written in format version 1 (main at 1ca83e2, before saved
/// state, phases, jumps and typed outcomes) and version 2 (main at 2da3078: the same eight
/// commands, with phases and saved state in the trees) still replay and export; their outcomes
/// are compared too, as is version 3 (the same commands, each step with the journal entries it
/// made). Version 4 (window reports, and the widths of windows without focus) is the one this
/// build writes.
@Suite("Recordings of earlier versions")
struct RecordingMigrationTests {
    static let fixture = "Tests/ShopTests/Fixtures/recording-v1.jsonl"
    /// Every committed recording, one per format version.
    static let fixtures = [
        fixture, "Tests/ShopTests/Fixtures/recording-v2.jsonl", "Tests/ShopTests/Fixtures/recording-v3.jsonl",
    ]

    @Test(arguments: fixtures)
    func anEarlierVersionsRecording_replays(_ fixture: String) throws {
        let scratch = try Scratch()
        let replay = try ShopBinary.run(["replay", fixture], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output == "replayed 8 steps of \(fixture): every tree is as recorded\n")
    }

    @Test(arguments: fixtures)
    func anEarlierVersionsRecording_exportsAsASwiftTest(_ fixture: String) throws {
        let scratch = try Scratch()
        let output = scratch.path("FromEarlierVersion.swift")
        let export = try ShopBinary.run(
            ["export-test", fixture, "--swift", output], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.components(separatedBy: "try await session.run(").count - 1 == 8)
    }

    @Test func aVersion1RecordingWithAnOutcomeRelabelled_failsTheReplay() throws {
        let scratch = try Scratch()
        let copy = scratch.path("v1.jsonl")
        let text = try String(
            contentsOf: ShopBinary.packageRoot.appendingPathComponent(Self.fixture), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        // Step 1 (`tab search`, line 3) relabelled from ok to error.
        var edited = lines
        edited[2] = lines[2].replacingOccurrences(of: "\"outcome\":\"ok\"", with: "\"outcome\":\"error\"")
        #expect(edited[2] != lines[2])
        try (edited.joined(separator: "\n") + "\n").write(toFile: copy, atomically: true, encoding: .utf8)
        let replay = try ShopBinary.run(["replay", copy], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        // The manifest's fingerprint counts the environment, so a warning may come first.
        #expect(
            replay.errors.contains("\(copy):3: error: step 1 (`tab search`) diverges: its outcome"), "\(replay.errors)"
        )
    }
}
