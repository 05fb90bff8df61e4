import Foundation
import Testing

/// `run --record`, `replay` (issue 30): every scenario recorded and replayed gives the same
/// trees; an edited manifest is found at the first step that parts; bad recordings are refused
/// with a clear message, exit 1, and nothing written.
@Suite("Record and replay")
struct RecordReplayTests {
    /// The scenarios that run a script (not interactive ones, not other commands), the
    /// `windows` ones too: `replay` checks that every step's state, every window of it, saves
    /// and restores (`save-restore`).
    static var runScenarios: [Scenario] {
        Scenario.all().filter { $0.arguments.first == "run" && !$0.terminal }
    }

    @Test("recording and replaying a scenario gives identical trees", arguments: runScenarios)
    func scenario_recordedThenReplayed_matchesEveryTree(_ scenario: Scenario) throws {
        let scratch = try Scratch()
        let recording = scratch.path("session.jsonl")
        let recorded = Scenario(
            name: scenario.name, folder: scenario.folder, tool: scenario.tool,
            arguments: ["run", "--record", recording] + scenario.arguments.dropFirst(),
            feedsStandardInput: scenario.feedsStandardInput, exitStatus: scenario.exitStatus, after: scenario.after,
            errorsFile: scenario.errorsFile, environment: scenario.environment, terminal: false)
        let run = try recorded.run(in: scratch)
        #expect(run.status == scenario.exitStatus, "\(run.errors)")
        // Recording changes nothing of the transcript.
        #expect(run.output == (try scenario.expectations(recording: run).output))
        guard FileManager.default.fileExists(atPath: recording) else {
            // Only a run that stopped before the app started (help, a usage error, an invalid
            // manifest, a missing script) records nothing.
            #expect(run.status != 0 || scenario.arguments.contains("--help"), "a session ran and wrote no recording")
            return
        }
        let replay = try ShopBinary.run(
            ["replay", recording], tool: scenario.tool, scratch: scratch, environment: scenario.environment)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.output.hasSuffix("every tree is as recorded\n"), "\(replay.output)")
        #expect(!replay.errors.contains("warning"), "\(replay.errors)")
    }

    /// A copy of Configs/ in the scratch directory, with `edit` applied to shop.yaml.
    private func editedConfigs(in scratch: Scratch, _ edit: (String) -> String) throws -> String {
        let configs = scratch.path("Configs")
        try FileManager.default.copyItem(
            atPath: ShopBinary.packageRoot.appendingPathComponent("Configs").path, toPath: configs)
        let manifest = configs + "/shop.yaml"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text)
        try edited.write(toFile: manifest, atomically: true, encoding: .utf8)
        return manifest
    }

    private func record(
        _ script: String, tool: String = "wayfinder", in scratch: Scratch, status: Int32 = 0
    ) throws -> String {
        let path = scratch.path("script.shop")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let recording = scratch.path("S.jsonl")
        let arguments =
            tool == "wayfinder"
            ? ["run", "Configs/shop.yaml", "--script", path, "--no-state", "--record", recording]
            : ["run", "--script", path, "--no-state", "--record", recording]
        let run = try ShopBinary.run(arguments, tool: tool, scratch: scratch)
        #expect(run.status == status, "\(run.errors)")
        return recording
    }

    @Test(arguments: ["wayfinder", "shop"])
    func aManifestNoLongerProtectingCheckout_divergesAtTheLastTap(_ tool: String) throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\ntab home\ntab cart\ntap 1\n", tool: tool, in: scratch)
        #expect(try ShopBinary.run(["replay", recording], tool: tool, scratch: scratch).status == 0)
        let manifest = try editedConfigs(in: scratch) {
            $0.replacingOccurrences(of: "protected: [checkout, orders]", with: "protected: [orders]")
        }
        let replay = try ShopBinary.run(["replay", recording, "--manifest", manifest], tool: tool, scratch: scratch)
        #expect(replay.status == 1)
        let lines = replay.errors.split(separator: "\n").map(String.init)
        #expect(
            lines.first?.hasPrefix("warning: \(manifest) is not the manifest \(recording) was recorded with") == true)
        #expect(lines.count >= 3, "\(replay.errors)")
        #expect(lines[1].hasPrefix("\(recording):6: error: step 4 (`tap 1`) diverges: tree."), "\(replay.errors)")
        #expect(replay.errors.contains("  recorded path: Cart ^ Log in (fullScreenCover)"), "\(replay.errors)")
        #expect(replay.errors.contains("  replayed path: Cart > [checkout] "), "\(replay.errors)")
        #expect(replay.output.isEmpty)
    }

    @Test func aManifestEditThatLeavesTheTrees_isAWarning_andTheReplayPasses() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\ntab search\n", in: scratch)
        let manifest = try editedConfigs(in: scratch) {
            $0.replacingOccurrences(of: "name: Wayfinder Shop", with: "name: Shop")
        }
        let replay = try ShopBinary.run(
            ["replay", recording, "--manifest", manifest], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.errors.hasPrefix("warning: \(manifest) is not the manifest"))
        #expect(replay.output == "replayed 2 steps of \(recording): every tree is as recorded\n")
    }

    @Test func aRecordingOfAnotherApp_isRefusedAtOnce() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        let manifest = try editedConfigs(in: scratch) {
            $0.replacingOccurrences(of: "  id: shop\n", with: "  id: market\n")
        }
        let replay = try ShopBinary.run(
            ["replay", recording, "--manifest", manifest], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(
            replay.errors
                == "\(recording): error: the recording is of app 'shop'; \(manifest) is app 'market': refused\n")
    }

    /// Each bad recording: its text, and the whole message `replay` prints (`$R` is its path).
    static let badRecordings: [(name: String, text: @Sendable (String) -> String, message: String)] = [
        (
            "newer version",
            { $0.replacingOccurrences(of: "\"version\":4", with: "\"version\":5") },
            "$R:1: error: recorded in format version 5 by a newer Wayfinder; this build reads version 4"
        ),
        ("truncated", { String($0.dropLast(40)) }, "$R:4: error: the last line is cut off: the recording is truncated"),
        (
            "corrupt",
            { $0.replacingOccurrences(of: "{\"command\"", with: "{\"command\"}}") },
            "$R:3: error: not a JSON object: the recording is corrupt"
        ),
        (
            "unknown entry",
            { $0 + "{\"kind\":\"teleport\",\"step\":3}\n" },
            "$R:5: error: unknown entry kind 'teleport'; a step was expected"
        ),
        (
            "missing step",
            { $0.replacingOccurrences(of: "\"step\":2", with: "\"step\":5") },
            "$R:4: error: step 5 follows step 1: step 2 does not exist in the recording"
        ),
        (
            "no journal entries",
            {
                $0.replacingOccurrences(
                    of: "\"command\":\"tab cart\",\"entries\":[", with: "\"command\":\"tab cart\",\"entriez\":[")
            },
            "$R:3: error: step 1 has no journal entries (an array, empty when it made none)"
        ),
        ("empty", { _ in "" }, "$R: error: the recording is empty: it has no header"),
        (
            "no header", { $0.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n" },
            "$R:1: error: not a session recording: the first line is no wayfinder-session header"
        ),
    ]

    @Test func aJournalEntryEdited_failsTheReplay_namingTheField() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\ntab search\n", in: scratch)
        var lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
        // Step 2 (`tab search`, line 4): its entry said to come through another API.
        let edited = lines[3].replacingOccurrences(of: "\"api\":\"", with: "\"api\":\"edited ")
        #expect(edited != lines[3])
        lines[3] = edited
        try (lines.joined(separator: "\n") + "\n").write(toFile: recording, atomically: true, encoding: .utf8)
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        let api = try #require(
            edited.firstRange(of: "\"api\":\"edited ").map { edited[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(
            replay.errors
                == "\(recording):4: error: step 2 (`tab search`) diverges in the journal: entries[0].api: recorded "
                + "\"edited \(api)\", replayed \"\(api)\"\n")
    }

    @Test func aJournalEntryThatIsNone_isRefused_naming_itsLineAndField() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "\"outcome\":\"committed\"", with: "\"outcome\":\"teleported\"")
        #expect(edited != text)
        try edited.write(toFile: recording, atomically: true, encoding: .utf8)
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(
            replay.errors.hasPrefix(
                "\(recording):3: error: step 1 (`tab cart`): its journal entries cannot be read: entries[0].outcome: "),
            "\(replay.errors)")
    }

    @Test(arguments: badRecordings.indices)
    func aBadRecording_isRefused_withAClearMessage_andNothingWritten(_ index: Int) throws {
        let bad = Self.badRecordings[index]
        let scratch = try Scratch()
        let recording = try record("tab cart\ntab search\n", in: scratch)
        let text = try String(contentsOfFile: recording, encoding: .utf8)
        try bad.text(text).write(toFile: recording, atomically: true, encoding: .utf8)
        let before = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
            !$0.hasPrefix("std")
        }
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1, "\(bad.name)")
        #expect(replay.errors == bad.message.replacingOccurrences(of: "$R", with: recording) + "\n", "\(bad.name)")
        #expect(replay.output.isEmpty)
        let after = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).filter {
            !$0.hasPrefix("std")
        }
        #expect(after.sorted() == before.sorted(), "\(bad.name)")
    }

    @Test(arguments: ["wayfinder", "shop"])
    func exportTestScript_writesTheCommandsAndTheTranscriptRunPrints(_ tool: String) throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\ntap 1\ntap 2\nback\n", tool: tool, in: scratch, status: 1)
        let script = scratch.path("exported.shop")
        let export = try ShopBinary.run(["export-test", recording, "--script", script], tool: tool, scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        let expected = scratch.path("exported.expected")
        #expect(export.output == "wrote \(script) (4 commands) and \(expected)\n")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.hasSuffix("\n# exit: 1\n\ntab cart\ntap 1\ntap 2\nback\n"), "\(text)")
        let manifest = tool == "wayfinder" ? ["Configs/shop.yaml"] : ["--config", "Configs/shop.yaml"]
        let run = try ShopBinary.run(
            ["run"] + manifest + ["--script", script, "--no-state"], tool: tool, scratch: scratch)
        // `back` on the cart's first screen is refused: the exported header says exit 1.
        #expect(run.status == 1)
        #expect(run.output == (try String(contentsOfFile: expected, encoding: .utf8)))
        #expect(run.output.contains("> tap 1"))
    }

    @Test func exportTest_ofABadRecording_writesNothing() throws {
        let scratch = try Scratch()
        let recording = scratch.path("S.jsonl")
        try "{\"kind\":\"header\"}\n".write(toFile: recording, atomically: true, encoding: .utf8)
        let script = scratch.path("out.shop")
        let export = try ShopBinary.run(
            ["export-test", recording, "--script", script], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 1)
        #expect(
            export.errors
                == "\(recording):1: error: not a session recording: the first line is no wayfinder-session header\n")
        #expect(!FileManager.default.fileExists(atPath: script))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out.expected")))
    }

    @Test func theRecording_holdsTheHeaderStartAndEachStep_asVersionedJSONLines() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n# a comment\ntap 1\n", in: scratch)
        let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)
        let objects = try lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects[0]["kind"] as? String == "header")
        #expect(objects[0]["version"] as? Int == 4)
        #expect(objects[0]["app"] as? String == "shop")
        let hash = try #require(objects[0]["manifestHash"] as? String)
        #expect(hash.hasPrefix("sha256:") && hash.count == 71)
        #expect(objects[1]["kind"] as? String == "start")
        #expect(objects[1]["restored"] as? Bool == false)
        #expect(objects[2...].map { $0["command"] as? String } == ["tab cart", "tap 1"])
        #expect(objects[2...].map { $0["outcome"] as? String } == ["ok", "note"])
        // Each step holds the journal's entries it made: `tap 1` on the cart is refused by the
        // auth guard, which redirects to the login screen.
        let entries = try objects[2...].map { try #require($0["entries"] as? [[String: Any]]) }
        let outcomes = entries.map { $0.compactMap { $0["outcome"] as? String } }
        #expect(outcomes == [["committed"], ["redirected", "committed"]])
        #expect(entries.joined().map { $0["sequence"] as? Int } == [1, 2, 3])
        #expect(entries.joined().allSatisfy { $0["completion"] == nil })
        // The hash is the same in another process.
        let again = try record("tab cart\n", in: scratch)
        let header = try String(contentsOfFile: again, encoding: .utf8).split(separator: "\n")[0]
        #expect(header.contains(hash))
    }
}
