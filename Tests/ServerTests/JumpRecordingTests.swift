import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 42, item 3: `serve --record` records a devtools jump, so a session with a jump replays
/// (before, the jump was missing and the next step diverged).
@MainActor
@Suite(.serialized) struct JumpRecordingTests {
    @Test func aSessionWithAJump_isRecordedWithIt_andReplays() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jump-recording-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.appendingPathComponent("serve.jsonl").path
        let backend = AppServeBackend(configPath: ServedShop.shop, state: .disabled, record: (recording, "wayfinder"))
        let hub = try await ServeHub(backend: backend)

        #expect(await hub.perform("tab cart") == .applied(notice: nil))
        let cart = hub.inspector.journal.recorded
        #expect(await hub.perform("tab search") == .applied(notice: nil))
        guard case .success = await hub.jump(to: cart) else {
            Issue.record("the jump back to the cart was refused")
            return
        }
        #expect(hub.app.navigator.tree.visiblePath.last?.entry.route.routeName == "cart")
        // On the cart, `tap 1` is the checkout the guard redirects; on search it is not.
        #expect(await hub.perform("tap 1") != .applied(notice: nil))
        await hub.stop()
        backend.recorder?.close()

        let kinds = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").map {
            let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            return try #require(object["kind"] as? String)
        }
        #expect(kinds == ["header", "start", "step", "step", "jump", "step"])
        let replay = await ReplayRunner(recordingPath: recording, manifestPath: nil, quiet: true).run()
        #expect(replay == 0)
    }
}
