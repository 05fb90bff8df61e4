import Foundation
import Testing
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 38, Deliver 4: each page reports the width of its own app window. Two pages showing
/// two windows of different widths draw each its own scenes, and a resize of one window's
/// page leaves the other window's scenes alone, whichever window has focus.
@MainActor
@Suite(.serialized) struct PageWindowWidthTests {
    typealias Page = PageStateTests.Page

    /// Serves `manifest` (the list-detail one of ``PageLayoutTests`` by default), recording
    /// to `record` in the same folder when given, for the length of `body`.
    static func served(
        manifest: String = PageLayoutTests.manifest, record: String? = nil,
        _ body: (ServeHub, AppServeBackend, URL) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-windows-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("app.yaml").path
        try manifest.write(toFile: config, atomically: true, encoding: .utf8)
        let backend = AppServeBackend(
            configPath: config, state: .disabled,
            record: record.map { (folder.appendingPathComponent($0).path, "wayfinder") })
        let hub = try await ServeHub(backend: backend)
        try await body(hub, backend, folder)
        await hub.stop()
    }

    static func isReply(_ seq: Int) -> ([String: Any]) -> Bool {
        { ["reply", "error"].contains($0["type"] as? String) && $0["seq"] as? Int == seq }
    }

    /// What a page of `window` is sent when it connects: its panes and its width class.
    static func drawn(_ hub: ServeHub, window: WindowID) throws -> (panes: [String], widthClass: String?) {
        let text = hub.snapshotMessage(window: window).text
        let message = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (PageLayoutTests.panes(of: message), PageLayoutTests.widthClass(of: message))
    }

    /// Sends `text` (a message without its `seq`) from `page` and waits for the answer.
    static func request(_ text: String, seq: Int, from page: inout Page, hub: ServeHub) async throws -> [String: Any] {
        hub.receive("{\"seq\":\(seq),\(text)}", from: page.id)
        return try await page.next(where: isReply(seq))
    }

    @Test(.timeLimit(.minutes(10)))
    func twoPagesOfTwoWindows_drawEachItsOwnWidth_andAResizeLeavesTheOtherAlone() async throws {
        try await Self.served { hub, _, _ in
            let navigator = hub.app.navigator
            let (a, aStream) = hub.connect()
            var first = Page(id: a, messages: aStream.makeAsyncIterator())
            let (b, bStream) = hub.connect()
            var second = Page(id: b, messages: bStream.makeAsyncIterator())
            // Window 1: Category shoes, then Item 42 (a list and its detail).
            for seq in 1...2 {
                let reply = try await Self.request(
                    #""type":"command","line":"tap 1""#, seq: seq, from: &first, hub: hub)
                #expect(reply["ok"] as? Bool == true, "\(reply)")
            }
            // Window 2, opened by the second page, with the same screens.
            let opened = try await Self.request(#""type":"window-open""#, seq: 1, from: &second, hub: hub)
            #expect(opened["window"] as? Int == 1)
            let other = WindowID(1)
            for seq in 2...3 {
                let reply = try await Self.request(
                    #""type":"command","line":"tap 1""#, seq: seq, from: &second, hub: hub)
                #expect(reply["ok"] as? Bool == true, "\(reply)")
            }
            #expect(navigator.focusedWindow == other)

            // The first page is 1,000 points wide, the second 400: each window has its width.
            _ = try await Self.request(#""type":"resize","width":1000"#, seq: 3, from: &first, hub: hub)
            _ = try await Self.request(#""type":"resize","width":400"#, seq: 4, from: &second, hub: hub)
            #expect(navigator.widthClass(of: .main) == .expanded)
            #expect(navigator.widthClass(of: other) == .compact)
            #expect(try Self.drawn(hub, window: .main).panes == ["list Category shoes", "detail Item 42"])
            #expect(try Self.drawn(hub, window: .main).widthClass == "expanded")
            #expect(try Self.drawn(hub, window: other).panes == ["detail Item 42"])
            #expect(try Self.drawn(hub, window: other).widthClass == "compact")

            // A resize of the second window's page changes its scenes only.
            let mainScenes = navigator.scenes(inWindow: .main)
            _ = try await Self.request(#""type":"resize","width":1000"#, seq: 5, from: &second, hub: hub)
            #expect(try Self.drawn(hub, window: other).panes == ["list Category shoes", "detail Item 42"])
            #expect(navigator.scenes(inWindow: .main) == mainScenes)
            _ = try await Self.request(#""type":"resize","width":400"#, seq: 6, from: &second, hub: hub)
            #expect(navigator.scenes(inWindow: .main) == mainScenes)
            #expect(navigator.widthClass(of: .main) == .expanded)

            // Focus moves to the first window (its page's command): each keeps its own width.
            _ = try await Self.request(#""type":"command","line":"windows""#, seq: 7, from: &first, hub: hub)
            #expect(navigator.focusedWindow == .main)
            #expect(navigator.widthClass == .expanded)
            #expect(navigator.widthClass(of: other) == .compact)
            #expect(try Self.drawn(hub, window: other).panes == ["detail Item 42"])
            #expect(try Self.drawn(hub, window: .main).panes == ["list Category shoes", "detail Item 42"])
            hub.disconnect(a, reason: "closed by the test")
            hub.disconnect(b, reason: "closed by the test")
        }
    }
}
