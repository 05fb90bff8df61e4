import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// `serve --record` (issue 30): the page's own writes (the back button and Esc, a system back;
/// a click outside a dialog and a tab click, which go through the binding layer as gestures)
/// are recorded as the commands that make the same gestures, so the recorded session replays
/// whole, journal entries included: who asked (the user) and through which API (`gesture`).
@MainActor
@Suite(.serialized) struct PageWriteRecordingTests {
    /// The recorded steps' commands.
    private func commands(in path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst(2).map {
            let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            return try #require(object["command"] as? String)
        }
    }

    /// The recorded steps' journal entries, as `api` of each (a step's entries in order).
    private func apis(in path: String) throws -> [[String]] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst(2).map {
            let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            let entries = try #require(object["entries"] as? [[String: Any]])
            return entries.compactMap { $0["api"] as? String }
        }
    }

    /// A hub whose backend records to a file in a new folder (removed by the caller).
    private func recordingHub() async throws -> (
        folder: URL, recording: String, backend: AppServeBackend, hub: ServeHub
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-writes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let recording = folder.appendingPathComponent("serve.jsonl").path
        let backend = AppServeBackend(configPath: ServedShop.shop, state: .disabled, record: (recording, "wayfinder"))
        return (folder, recording, backend, try await ServeHub(backend: backend))
    }

    @Test func backEscAndTabClicks_areRecordedAsCommands_andTheSessionReplaysWhole() async throws {
        let (folder, recording, backend, hub) = try await recordingHub()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (page, _) = hub.connect()

        #expect(await hub.perform("tap 1") == .applied(notice: nil))  // Item 1, pushed on Home
        hub.receive(#"{"type":"back","seq":1}"#, from: page)
        await hub.pageTask?.value
        await hub.pageWrites?.value
        #expect(hub.app.navigator.tree.visiblePath.last?.entry.route.routeName == "home")

        #expect(await hub.perform("tap 3") == .applied(notice: nil))  // Filters, a sheet
        let sheet = try #require(hub.app.navigator.tree.visiblePath.last?.entry.id)
        hub.receive(#"{"type":"dismiss","seq":2,"opener":"\#(sheet)"}"#, from: page)
        await hub.pageWrites?.value

        let bar = try #require(hub.app.navigator.tree.coordinators?.id)
        hub.receive(#"{"type":"tab","seq":3,"index":2,"coordinator":"\#(bar.rawValue)"}"#, from: page)
        await hub.pageWrites?.value
        #expect(hub.app.navigator.tree.visiblePath.last?.entry.route.routeName == "cart")

        #expect(
            await hub.perform("tap 1")
                == .applied(notice: "note: flow checkout: redirected by auth-guard: log in to see 'checkout'"))
        // The login screen is full screen: a dismiss write closes it, which no swipe-down could.
        let login = try #require(hub.app.navigator.tree.visiblePath.last?.entry.id)
        hub.receive(#"{"type":"dismiss","seq":4,"opener":"\#(login)"}"#, from: page)
        await hub.pageWrites?.value
        // Back on the cart's first screen is ignored: nothing is sent, nothing recorded.
        hub.receive(#"{"type":"back","seq":5}"#, from: page)
        await hub.pageTask?.value
        await hub.pageWrites?.value

        hub.disconnect(page, reason: "closed by the test")
        await hub.stop()
        backend.recorder?.close()
        #expect(
            try commands(in: recording) == [
                "tap 1", "system-back", "tap 3", "tap-backdrop", "tap-tab cart", "tap 1", "tap-backdrop",
            ])
        let apis = try apis(in: recording)
        #expect(apis.count == 7)
        for step in [1, 3, 4, 6] where step < apis.count {
            #expect(apis[step] == ["gesture"], "step \(step + 1)")
        }
        let replay = await ReplayRunner(recordingPath: recording, manifestPath: nil, quiet: true).run()
        #expect(replay == 0)
    }

    /// A click on the selected tab takes it back to its first screen (a tab-tap gesture); a
    /// program's `tab home` would leave it as it is, and the replay part from the recording.
    @Test func aClickOnTheSelectedTab_isRecordedAsItsGesture_andReplaysItsWayBack() async throws {
        let (folder, recording, backend, hub) = try await recordingHub()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (page, _) = hub.connect()
        #expect(await hub.perform("tap 1") == .applied(notice: nil))  // Item 1, pushed on Home
        let bar = try #require(hub.app.navigator.tree.coordinators?.id)
        hub.receive(#"{"type":"tab","seq":1,"index":0,"coordinator":"\#(bar.rawValue)"}"#, from: page)
        await hub.pageWrites?.value
        #expect(hub.app.navigator.tree.visiblePath.last?.entry.route.routeName == "home")
        hub.disconnect(page, reason: "closed by the test")
        await hub.stop()
        backend.recorder?.close()
        #expect(try commands(in: recording) == ["tap 1", "tap-tab home"])
        let replay = await ReplayRunner(recordingPath: recording, manifestPath: nil, quiet: true).run()
        #expect(replay == 0)
    }

    @Test func aPageWrite_withNoCommand_isRecordedAsACommentNamingIt() async throws {
        let (folder, recording, backend, hub) = try await recordingHub()
        defer { try? FileManager.default.removeItem(at: folder) }
        // What a backend hears of a click no command names (a nested bar's tab whose name a bar
        // further out has too; the shop has no nested bar).
        #expect(await hub.perform("tab cart") == .applied(notice: nil))
        await backend.pageWrote(nil, on: hub.app)
        await hub.stop()
        backend.recorder?.close()
        #expect(try commands(in: recording) == ["tab cart", AppServeBackend.unrecordable])
    }

    @Test func aBackThatAsks_andItsAnswer_areRecorded_andTheSessionReplaysWhole() async throws {
        let (folder, recording, backend, hub) = try await recordingHub()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (page, _) = hub.connect()
        for line in ["login ada", "tab cart", "tap 1", "set address \"1 Main Street\""] {
            #expect(await hub.perform(line) == .applied(notice: nil), "\(line)")
        }
        for (seq, leave) in [(1, false), (3, true)] {
            hub.receive(#"{"type":"back","seq":\#(seq)}"#, from: page)
            while hub.openQuestions.isEmpty { await Task.yield() }
            let number = try #require(hub.openQuestions.first?.id)
            hub.receive(#"{"type":"answer","seq":\#(seq + 1),"question":\#(number),"leave":\#(leave)}"#, from: page)
            await hub.pageTask?.value
            await hub.pageWrites?.value
        }
        #expect(hub.app.navigator.tree.visiblePath.last.map { hub.app.title(of: $0.entry) } == "Cart")
        hub.disconnect(page, reason: "closed by the test")
        await hub.stop()
        backend.recorder?.close()
        #expect(
            try commands(in: recording) == [
                "login ada", "tab cart", "tap 1", "set address \"1 Main Street\"", "system-back", "cancel",
                "system-back", "confirm",
            ])
        let replay = await ReplayRunner(recordingPath: recording, manifestPath: nil, quiet: true).run()
        #expect(replay == 0)
    }
}
