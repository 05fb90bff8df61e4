import Foundation
import Testing
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 38, Deliver 4 and 5: `serve --record` records the pages' window requests, so that
/// `replay` reproduces a session with windows: "New window" as `window open`, the focus a
/// page's request gives its window as `window focus N`, "Move to window" as `window move N`,
/// "Close window" as `window close N`, and what no command makes (the width of a window without
/// focus, whether a window is shown) as window reports (format version 4).
@MainActor
@Suite(.serialized) struct WindowRecordingTests {
    typealias Page = PageStateTests.Page

    /// Each recorded step as its command, or `report WINDOW` for a window report.
    static func steps(in path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst(2).map {
            let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            if object["kind"] as? String == "window" {
                let report = try #require(object["window"] as? [String: Any])
                let id = report["id"] as? Int ?? -1
                if let visible = report["visible"] as? Bool { return "report w\(id) \(visible ? "shown" : "hidden")" }
                return "report w\(id) width \(report["width"] as? Int ?? -1)"
            }
            return try #require(object["command"] as? String)
        }
    }

    /// Two pages, two windows: every window request of the pages, recorded.
    private func recordSession(_ hub: ServeHub) async throws {
        let navigator = hub.app.navigator
        let (a, aStream) = hub.connect()
        var first = Page(id: a, messages: aStream.makeAsyncIterator())
        let (b, bStream) = hub.connect()
        var second = Page(id: b, messages: bStream.makeAsyncIterator())
        func ok(_ text: String, _ seq: Int, _ page: inout Page) async throws {
            let reply = try await PageWindowWidthTests.request(text, seq: seq, from: &page, hub: hub)
            #expect(reply["ok"] as? Bool == true, "\(text): \(reply)")
        }
        try await ok(#""type":"command","line":"tap 1""#, 1, &first)
        try await ok(#""type":"window-open""#, 1, &second)
        try await ok(#""type":"command","line":"tap 1""#, 2, &second)
        // The first page's click gives its window focus back first.
        try await ok(#""type":"command","line":"tap 1""#, 2, &first)
        try await ok(#""type":"resize","width":1000"#, 3, &first)
        try await ok(#""type":"resize","width":400"#, 3, &second)
        try await ok(#""type":"window-move","window":1"#, 4, &first)
        #expect(navigator.tree.window(WindowID(1))?.topEntry?.route.routeName == "item")
        hub.receive(#"{"type":"visibility","visible":false}"#, from: b)
        while navigator.tree.windowStates.last?.isVisible != false { await Task.yield() }
        hub.receive(#"{"type":"visibility","visible":true}"#, from: b)
        while navigator.tree.windowStates.last?.isVisible != true { await Task.yield() }
        // The back button of the second page: its window gets focus, then one system back.
        try await ok(#""type":"back""#, 4, &second)
        await hub.pageWrites?.value
        try await ok(#""type":"window-close""#, 5, &second)
        await hub.pageWrites?.value
        #expect(navigator.windows.ids == [.main])
        await hub.inTurn {}
        await hub.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func everyWindowRequestOfThePages_isRecorded_andTheSessionReplays() async throws {
        try await PageWindowWidthTests.served(record: "serve.jsonl") { hub, backend, _ in
            try await recordSession(hub)
            backend.recorder?.close()
            let recording = try #require(backend.record?.path)
            #expect(
                try Self.steps(in: recording) == [
                    "tap 1", "window open", "tap 1", "window focus 1", "tap 1", "resize 1000", "report w1 width 400",
                    "window move 2", "report w1 hidden", "report w1 shown", "window focus 2", "system-back",
                    "window close 2",
                ])
            #expect(await ReplayRunner(recordingPath: recording, manifestPath: nil, quiet: true).run() == 0)
            // A window report is no command: the session replays, and a script of it is refused.
            let script = (recording as NSString).deletingLastPathComponent + "/session.shop"
            let exporter = ScriptExporter(
                recordingPath: recording, scriptPath: script, manifestPath: nil, tool: "wayfinder",
                manifestIsPositional: true)
            #expect(await exporter.run() == 1)
            #expect(!FileManager.default.fileExists(atPath: script))
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aWindowReportThatNoLongerHolds_failsTheReplayAtItsStep() async throws {
        try await PageWindowWidthTests.served(record: "serve.jsonl") { hub, backend, folder in
            try await recordSession(hub)
            backend.recorder?.close()
            let recording = try #require(backend.record?.path)
            let lines = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map(String.init)
            // Step 7 (line 9), the second window's width, edited from 400 to 1000 points.
            let edited = folder.appendingPathComponent("edited.jsonl").path
            var copy = lines
            copy[8] = lines[8].replacingOccurrences(of: #""width":400}"#, with: #""width":1000}"#)
            #expect(copy[8] != lines[8])
            try (copy.joined(separator: "\n") + "\n").write(toFile: edited, atomically: true, encoding: .utf8)
            #expect(await ReplayRunner(recordingPath: edited, manifestPath: nil, quiet: true).run() == 1)
        }
    }

    @Test func aWindowReport_isReadBack_andOneWithoutAWidthOrVisibilityIsRefused() throws {
        let report = SessionRecording.WindowReport(id: WindowID(2), width: 412.5)
        let step = SessionRecording.Step(
            number: 1, line: 3, action: .window(report), outcome: .ok, message: nil, tree: .object([:]),
            entries: .array([]))
        let read = try SessionRecording.step(step.json, line: 3, after: 0, version: 4, path: "S.jsonl")
        #expect(read == step)
        #expect(read.command == "page report: window w2 412.5 points wide")
        #expect(throws: RecordingError.self) {
            try SessionRecording.step(step.json, line: 3, after: 0, version: 3, path: "S.jsonl")
        }
        var bare = step.json
        if case .object(var object) = bare {
            object["window"] = .object(["id": .integer(2)])
            bare = .object(object)
        }
        do {
            _ = try SessionRecording.step(bare, line: 3, after: 0, version: 4, path: "S.jsonl")
            Issue.record("a report without a width or a visibility was read")
        } catch {
            #expect(
                error.description
                    == "S.jsonl:3: error: window report 1 holds neither a width (a number) nor visible (true or false)")
        }
    }
}
