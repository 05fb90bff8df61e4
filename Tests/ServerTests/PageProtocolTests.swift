import Foundation
import Testing

@testable import WayfinderCLI
@testable import WayfinderServer

/// Issue 39, item 6: the page and the server speak typed messages, decoded once; an unknown or
/// malformed message is answered with a typed `error`; a page's click, field edit and loaded
/// address reach the session's typed API; a `command` goes through the same entry as
/// `POST /command`, one-line check included (issue 42, item 1); the page's files are served
/// byte for byte.
@MainActor
@Suite(.serialized) struct PageProtocolTests {
    typealias Page = PageStateTests.Page

    private func page(_ hub: ServeHub) async throws -> Page {
        let (id, stream) = hub.connect()
        var page = Page(id: id, messages: stream.makeAsyncIterator())
        _ = try await page.next { $0["type"] as? String == "snapshot" }
        return page
    }

    private func answer(_ seq: Int) -> ([String: Any]) -> Bool {
        { ["reply", "error"].contains($0["type"] as? String) && $0["seq"] as? Int == seq }
    }

    private func top(_ hub: ServeHub) -> String? {
        hub.app.navigator.tree.visiblePath.last.map { hub.app.title(of: $0.entry) }
    }

    @Test func everyMessageType_decodesOnce_intoItsTypedRequest() {
        let cases: [(String, PageMessage)] = [
            (#"{"type":"seen","count":4}"#, PageMessage(seq: 0, request: .seen(count: 4))),
            (
                #"{"type":"command","seq":1,"line":"tab cart"}"#,
                PageMessage(seq: 1, request: .command(line: "tab cart"))
            ),
            (#"{"type":"open","seq":2,"path":"/item/3"}"#, PageMessage(seq: 2, request: .open(path: "/item/3"))),
            (
                #"{"type":"tap","seq":3,"action":2,"slot":null}"#,
                PageMessage(seq: 3, request: .tap(action: 2, slot: nil))
            ),
            (
                #"{"type":"tap","seq":4,"action":1,"slot":"reviews"}"#,
                PageMessage(seq: 4, request: .tap(action: 1, slot: "reviews"))
            ),
            (
                #"{"type":"set","seq":5,"field":"query","value":"red  shoes"}"#,
                PageMessage(seq: 5, request: .set(field: "query", value: "red  shoes"))
            ),
            (#"{"type":"back","seq":6}"#, PageMessage(seq: 6, request: .back)),
            (
                #"{"type":"answer","seq":7,"question":2,"leave":false}"#,
                PageMessage(seq: 7, request: .answer(question: 2, leave: false))
            ),
            (#"{"type":"back-begin","seq":8}"#, PageMessage(seq: 8, request: .backBegin)),
            (
                #"{"type":"back-progress","seq":9,"preview":"3","progress":0.5}"#,
                PageMessage(seq: 9, request: .backProgress(preview: "3", progress: 0.5))
            ),
            (
                #"{"type":"back-commit","seq":10,"preview":"3"}"#,
                PageMessage(seq: 10, request: .backCommit(preview: "3"))
            ),
            (
                #"{"type":"back-cancel","seq":11,"preview":"3"}"#,
                PageMessage(seq: 11, request: .backCancel(preview: "3"))
            ),
            (#"{"type":"conformance","seq":12}"#, PageMessage(seq: 12, request: .conformance(seeds: 0))),
            (#"{"type":"conformance","seq":13,"seeds":20}"#, PageMessage(seq: 13, request: .conformance(seeds: 20))),
            (#"{"type":"dismiss","seq":14,"opener":"7"}"#, PageMessage(seq: 14, request: .dismiss(opener: "7"))),
            (
                #"{"type":"tab","seq":15,"coordinator":"1","index":2}"#,
                PageMessage(seq: 15, request: .tab(coordinator: "1", index: 2))
            ),
        ]
        for (text, expected) in cases {
            #expect(PageMessage.decode(text) == .success(expected), "\(text)")
        }
    }

    @Test func anUnknownOrMalformedMessage_getsATypedError_withItsNumber() {
        let cases: [(String, PageProtocolError)] = [
            ("not json at all", PageProtocolError(seq: nil, text: "error: not a message: not json at all")),
            ("[1, 2]", PageProtocolError(seq: nil, text: "error: not a message: [1, 2]")),
            (#"{"seq":3}"#, PageProtocolError(seq: nil, text: #"error: a message needs a type, such as "command""#)),
            (#"{"type":"frobnicate","seq":4}"#, PageProtocolError(seq: 4, text: "error: unknown message 'frobnicate'")),
            (
                #"{"type":"tap","seq":5,"action":"two"}"#,
                PageProtocolError(seq: 5, text: "error: a 'tap' message's action must be a number")
            ),
            (
                #"{"type":"command","seq":6}"#,
                PageProtocolError(seq: 6, text: "error: a 'command' message needs line: text")
            ),
            (
                #"{"type":"answer","seq":7,"question":"x"}"#,
                PageProtocolError(seq: 7, text: "error: an answer needs a question number and leave: true or false")
            ),
            (
                #"{"type":"conformance","seq":8,"seeds":"many"}"#,
                PageProtocolError(seq: 8, text: "error: seeds must be a number from 0 to 20")
            ),
            (
                #"{"type":"conformance","seq":9,"seeds":21}"#,
                PageProtocolError(seq: 9, text: "error: seeds must be a number from 0 to 20")
            ),
            (
                #"{"type":"back-progress","seq":10,"preview":"3"}"#,
                PageProtocolError(seq: 10, text: "error: back-progress needs a progress from 0 to 1")
            ),
        ]
        for (text, expected) in cases {
            #expect(PageMessage.decode(text) == .failure(expected), "\(text)")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aMalformedMessage_isAnsweredWithAnErrorEvent_andChangesNothing() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            var page = try await page(hub)
            let before = hub.app.navigator.tree
            hub.receive(#"{"type":"tap","seq":1,"action":"two"}"#, from: page.id)
            let error = try await page.next(where: answer(1))
            #expect(error["type"] as? String == "error")
            #expect(error["text"] as? String == "error: a 'tap' message's action must be a number")
            hub.receive(#"{"type":"frobnicate","seq":2}"#, from: page.id)
            #expect(try await page.next(where: answer(2))["text"] as? String == "error: unknown message 'frobnicate'")
            #expect(hub.app.navigator.tree == before)
            hub.disconnect(page.id, reason: "closed by the test")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aCommandHoldingALineBreak_isRefusedByTheOneCommandEntry_andChangesNothing() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            var page = try await page(hub)
            let before = hub.app.navigator.tree
            let lines: [(json: String, name: String)] = [
                (#"tab search\rtab cart"#, "CR"), (#"tab search\ntab cart"#, "LF"),
                (#"tab search\r\ntab cart"#, "CR"), (#"tab search\u2028tab cart"#, "U+2028"),
                (#"tab search\u2029"#, "U+2029"), (#"# x\n#warning(\"injected\")"#, "LF"),
            ]
            for (seq, line) in lines.enumerated() {
                hub.receive(#"{"type":"command","seq":\#(seq + 1),"line":"\#(line.json)"}"#, from: page.id)
                let reply = try await page.next(where: answer(seq + 1))
                #expect(reply["type"] as? String == "reply" && reply["ok"] as? Bool == false)
                #expect(
                    reply["text"] as? String
                        == "error: a command is one line, and this one holds a line break (\(line.name)): "
                        + "send one command per request", "\(line.json)")
            }
            #expect(hub.app.navigator.tree == before)
            // The same entry applies a command of one line.
            hub.receive(#"{"type":"command","seq":20,"line":"tab cart"}"#, from: page.id)
            #expect(try await page.next(where: answer(20))["ok"] as? Bool == true)
            #expect(top(hub) == "Cart")
            hub.disconnect(page.id, reason: "closed by the test")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aClickAndAFieldEdit_reachTheSessionsTypedAPI_andAreRecordedAsTheirCommands() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.appendingPathComponent("session.json").path
        let backend = AppServeBackend(configPath: ServedShop.shop, state: .disabled, record: (recording, "wayfinder"))
        let hub = try await ServeHub(backend: backend)
        var page = try await page(hub)
        hub.receive(#"{"type":"tap","seq":1,"action":1,"slot":null}"#, from: page.id)
        #expect(try await page.next(where: answer(1))["ok"] as? Bool == true)
        #expect(top(hub) == "Item 1")
        // The edit is typed by the field's declaration: no command text is built.
        hub.receive(#"{"type":"set","seq":2,"field":"quantity","value":"lots"}"#, from: page.id)
        let refused = try await page.next(where: answer(2))
        #expect(refused["ok"] as? Bool == false)
        #expect(refused["text"] as? String == "error: set quantity: 'Item 1' keeps 'quantity' as int, not 'lots'")
        hub.receive(#"{"type":"set","seq":3,"field":"quantity","value":"3"}"#, from: page.id)
        #expect(try await page.next(where: answer(3))["ok"] as? Bool == true)
        hub.receive(#"{"type":"open","seq":4,"path":"/cart"}"#, from: page.id)
        #expect(try await page.next(where: answer(4))["ok"] as? Bool == true)
        #expect(top(hub) == "Cart")
        hub.disconnect(page.id, reason: "closed by the test")
        await hub.stop()
        let commands = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n").dropFirst(2).map {
            let object = try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
            return try #require(object["command"] as? String)
        }
        #expect(commands == ["tap 1", #"set quantity "lots""#, #"set quantity "3""#, "open shop://cart"])
    }

    @Test func thePagesFiles_areServedByteForByte() async throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Modules/Server/Assets")
        try await ServedShop.serve { served in
            for asset in PageAsset.allCases {
                let file = try Data(contentsOf: assets.appendingPathComponent(asset.fileName))
                #expect(Data(asset.bytes) == file, "\(asset.fileName) is compiled in as it is")
                guard let path = asset.path, asset != .inspectorPageStyle else { continue }
                let (status, body) = try await served.get(String(path.dropFirst()))
                #expect(status == 200 && body == file, "GET \(path)")
            }
            let page = try Data(contentsOf: assets.appendingPathComponent("index.html"))
            let (status, body) = try await served.get("item/3")
            #expect(status == 200 && body == page)
        }
    }
}
