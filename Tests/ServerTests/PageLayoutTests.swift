import Foundation
import Testing
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 37: the page reports its width in a typed `resize` message, the server sets it on the
/// navigator, and every page is sent the top stack's panes in the new width class; the stacks
/// never change, and `serve --record` records the width as `resize WIDTH`.
@MainActor
@Suite(.serialized) struct PageLayoutTests {
    typealias Page = PageStateTests.Page

    /// A shop's category and item as a list and its detail, two panes from medium width up.
    static let manifest = """
        app: {id: panes, name: Panes, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Shoes, push: category, with: {slug: shoes}}
          category:
            title: "Category {slug}"
            pane: list
            parameters: {slug: string}
            actions:
              - {title: Item 42, push: item, with: {id: 42}}
              - {title: Item 43, push: item, with: {id: 43}}
          item:
            title: "Item {id}"
            pane: detail
            parameters: {id: int}
            actions:
              - {title: Back, back: }
        coordinators:
          main: {kind: stack, root: home, scenes: [list-detail]}
        """

    /// Serves the manifest above, recording to `record` when given, for the length of `body`.
    private func served(
        record: String? = nil, _ body: (ServeHub, AppServeBackend) async throws -> Void
    )
        async throws
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-layout-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("panes.yaml").path
        try Self.manifest.write(toFile: config, atomically: true, encoding: .utf8)
        let backend = AppServeBackend(
            configPath: config, state: .disabled,
            record: record.map { (folder.appendingPathComponent($0).path, "wayfinder") })
        let hub = try await ServeHub(backend: backend)
        try await body(hub, backend)
        await hub.stop()
    }

    /// The panes a page message draws, as `role title`, leading first.
    static func panes(of message: [String: Any]) -> [String] {
        let page = message["page"] as? [String: Any]
        return (page?["panes"] as? [[String: Any]] ?? []).map { pane in
            let screen = pane["screen"] as? [String: Any]
            return "\(pane["role"] as? String ?? "none") \(screen?["title"] as? String ?? "?")"
        }
    }

    static func widthClass(of message: [String: Any]) -> String? {
        (message["page"] as? [String: Any])?["widthClass"] as? String
    }

    private func answer(_ seq: Int) -> ([String: Any]) -> Bool {
        { ["reply", "error"].contains($0["type"] as? String) && $0["seq"] as? Int == seq }
    }

    /// The stacks' entries, without what a layout may change (phases).
    private func stacks(_ hub: ServeHub) -> [[String]] {
        hub.app.navigator.tree.allStacks.map { $0.entries.map { "\($0.id)" } }
    }

    @Test func aResizeMessage_decodesToItsWidth_andABadWidthIsRefused() {
        #expect(
            PageMessage.decode(#"{"type":"resize","seq":3,"width":700}"#)
                == .success(PageMessage(seq: 3, request: .resize(width: 700))))
        #expect(
            PageMessage.decode(#"{"type":"resize","seq":4,"width":412.5}"#)
                == .success(PageMessage(seq: 4, request: .resize(width: 412.5))))
        let refusal = "error: resize needs a width in points, from 0 to 1000000"
        for text in [
            #"{"type":"resize","seq":5}"#, #"{"type":"resize","seq":5,"width":"wide"}"#,
            #"{"type":"resize","seq":5,"width":-1}"#, #"{"type":"resize","seq":5,"width":2000000}"#,
        ] {
            #expect(PageMessage.decode(text) == .failure(PageProtocolError(seq: 5, text: refusal)), "\(text)")
        }
    }

    @Test func aWidth_isWrittenAsTheResizeCommandTakesIt() {
        #expect(ServeHub.points(700) == "700")
        #expect(ServeHub.points(412.5) == "412.5")
        #expect(ServeHub.points(0) == "0")
    }

    @Test(.timeLimit(.minutes(10)))
    func resizingThePage_drawsThePanesOfEachClass_andChangesNoStack() async throws {
        try await served { hub, _ in
            let (id, stream) = hub.connect()
            var page = Page(id: id, messages: stream.makeAsyncIterator())
            _ = try await page.next { $0["type"] as? String == "snapshot" }
            #expect(await hub.perform("tap 1") == .applied(notice: nil))  // Category shoes, a list
            #expect(await hub.perform("tap 1") == .applied(notice: nil))  // Item 42, its detail
            let before = stacks(hub)
            let cases: [(width: Int, widthClass: String, panes: [String])] = [
                (1400, "expanded", ["list Category shoes", "detail Item 42"]),
                (700, "medium", ["list Category shoes", "detail Item 42"]),
                (400, "compact", ["detail Item 42"]),
                (1400, "expanded", ["list Category shoes", "detail Item 42"]),
            ]
            for (index, (width, widthClass, panes)) in cases.enumerated() {
                let seq = index + 1
                hub.receive(#"{"type":"resize","seq":\#(seq),"width":\#(width)}"#, from: id)
                let shown = try await page.next {
                    $0["type"] as? String == "snapshot" && Self.widthClass(of: $0) == widthClass
                }
                #expect(Self.panes(of: shown) == panes, "at \(width)")
                let focused = ((shown["page"] as? [String: Any])?["base"] as? [String: Any])?["title"] as? String
                #expect(focused == "Item 42", "at \(width) the focused pane is \(focused ?? "nothing")")
                let reply = try await page.next(where: answer(seq))
                #expect(reply["ok"] as? Bool == true)
                #expect(stacks(hub) == before, "at \(width) a stack changed")
                #expect(hub.app.navigator.widthClass.rawValue == widthClass)
            }
            hub.disconnect(id, reason: "closed by the test")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aClickInTheListPane_namesThePane_andReplacesTheDetail() async throws {
        try await served { hub, _ in
            let (id, stream) = hub.connect()
            var page = Page(id: id, messages: stream.makeAsyncIterator())
            _ = try await page.next { $0["type"] as? String == "snapshot" }
            hub.receive(#"{"type":"resize","seq":1,"width":1000}"#, from: id)
            _ = try await page.next(where: answer(1))
            #expect(await hub.perform("tap 1") == .applied(notice: nil))
            #expect(await hub.perform("tap 1") == .applied(notice: nil))
            let before = stacks(hub)
            // The list pane's second action, Item 43, as the page sends a click in that pane.
            hub.receive(#"{"type":"tap","seq":2,"action":2,"slot":"category"}"#, from: id)
            let shown = try await page.next { Self.panes(of: $0) == ["list Category shoes", "detail Item 43"] }
            #expect(Self.widthClass(of: shown) == "expanded")
            let reply = try await page.next(where: answer(2))
            #expect(reply["ok"] as? Bool == true, "\(reply)")
            #expect(stacks(hub).map(\.count) == before.map(\.count), "the detail was replaced, not pushed")
            hub.disconnect(id, reason: "closed by the test")
        }
    }

    @Test func aPagesWidth_isRecordedAsResize_andTheSessionReplays() async throws {
        try await served(record: "serve.jsonl") { hub, backend in
            let (id, stream) = hub.connect()
            var page = Page(id: id, messages: stream.makeAsyncIterator())
            _ = try await page.next { $0["type"] as? String == "snapshot" }
            #expect(await hub.perform("tap 1") == .applied(notice: nil))
            #expect(await hub.perform("tap 1") == .applied(notice: nil))
            hub.receive(#"{"type":"resize","seq":1,"width":1000}"#, from: id)
            _ = try await page.next(where: answer(1))
            // The same width again changes nothing shown: nothing is recorded.
            hub.receive(#"{"type":"resize","seq":2,"width":1000}"#, from: id)
            _ = try await page.next(where: answer(2))
            hub.receive(#"{"type":"resize","seq":3,"width":400}"#, from: id)
            _ = try await page.next(where: answer(3))
            hub.disconnect(id, reason: "closed by the test")
            await hub.stop()
            backend.recorder?.close()
            let recording = try #require(backend.record?.path)
            let commands = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").dropFirst(2)
                .map {
                    let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
                    return try #require(object["command"] as? String)
                }
            #expect(commands == ["tap 1", "tap 1", "resize 1000", "resize 400"])
            #expect(await ReplayRunner(recordingPath: recording, manifestPath: nil, quiet: true).run() == 0)
        }
    }
}
