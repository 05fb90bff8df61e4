import Foundation
import Testing

@testable import WayfinderServer

/// Issue 27, item 4: the page shows a screen's declared state fields as inputs (an edit is
/// `set FIELD VALUE`, typed by the declaration) and every entry's lifecycle phase.
@MainActor
@Suite(.serialized) struct PageStateTests {
    /// A connected page's messages, parsed.
    @MainActor struct Page {
        let id: UInt64
        var messages: AsyncStream<String>.AsyncIterator

        /// Reads messages until one satisfies `condition`, and returns it.
        mutating func next(where condition: ([String: Any]) -> Bool) async throws -> [String: Any] {
            var iterator = messages
            defer { messages = iterator }
            while let text = await iterator.next(isolation: #isolation) {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                if condition(object) { return object }
            }
            Issue.record("the event stream ended")
            return [:]
        }
    }

    static func fields(of message: [String: Any]) -> [[String: Any]] {
        let page = message["page"] as? [String: Any]
        let base = page?["base"] as? [String: Any]
        return base?["fields"] as? [[String: Any]] ?? []
    }

    static func row(_ title: String, in message: [String: Any]) -> [String: Any]? {
        let page = message["page"] as? [String: Any]
        return (page?["outline"] as? [[String: Any]])?.first { $0["title"] as? String == title }
    }

    // The limit is a safety net, not a wait: in a full run, long main-actor tests (the adaptive
    // layouts property test takes minutes) hold the main actor this test needs for its turns.
    @Test(.timeLimit(.minutes(10)))
    func theTopScreensFields_areInputs_andAnEdit_reachesThePage_andStaysInTheBackgroundTab() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            let (id, stream) = hub.connect()
            var page = Page(id: id, messages: stream.makeAsyncIterator())
            _ = try await page.next { $0["type"] as? String == "snapshot" }
            hub.receive(#"{"type":"command","seq":1,"line":"tab search"}"#, from: id)
            let search = try await page.next {
                ($0["page"] as? [String: Any])?["base"] != nil && Self.fields(of: $0).count == 2
            }
            let fields = Self.fields(of: search)
            // A stream that ended early leaves no fields: fail here rather than index past them.
            try #require(fields.count == 2)
            #expect(fields.map { $0["name"] as? String } == ["query", "filter"])
            #expect(fields[0]["type"] as? String == "string" && fields[0]["value"] as? String == "")
            #expect(
                fields[1]["options"] as? [String] == ["all", "inStock"] && fields[1]["flow"] as? String == "search-flow"
            )
            #expect(
                (search["page"] as? [String: Any]).flatMap { $0["base"] as? [String: Any] }?["editable"] as? Bool
                    == true)

            // An edit is the command `set`; its value comes back as the page is sent the tree.
            hub.receive(#"{"type":"command","seq":2,"line":"set query \"red  shoes\""}"#, from: id)
            let edited = try await page.next { Self.fields(of: $0).first?["value"] as? String == "red  shoes" }
            #expect(Self.row("Search", in: edited)?["state"] as? [String] == ["query: red  shoes"])
            let reply = try await page.next { $0["type"] as? String == "reply" && $0["seq"] as? Int == 2 }
            #expect(reply["ok"] as? Bool == true)

            // In the background tab the search entry keeps its query, with phase background.
            hub.receive(#"{"type":"command","seq":3,"line":"tab home"}"#, from: id)
            let home = try await page.next { Self.row("Search", in: $0)?["phase"] as? String == "background" }
            #expect(Self.row("Search", in: home)?["state"] as? [String] == ["query: red  shoes"])
            #expect(Self.row("Home", in: home)?["phase"] as? String == "active")
            hub.disconnect(id, reason: "closed by the test")
        }
    }

    @Test(.timeLimit(.minutes(10))) func aValueOfTheWrongType_isRefusedInTheScreensWords_andChangesNothing()
        async throws
    {
        try await ServedShop.serve { served in
            let hub = served.hub
            let (id, stream) = hub.connect()
            var page = Page(id: id, messages: stream.makeAsyncIterator())
            hub.receive(#"{"type":"command","seq":1,"line":"tap 1"}"#, from: id)
            _ = try await page.next { Self.fields(of: $0).first?["name"] as? String == "quantity" }
            hub.receive(#"{"type":"command","seq":2,"line":"set quantity \"lots\""}"#, from: id)
            let reply = try await page.next { $0["type"] as? String == "reply" && $0["seq"] as? Int == 2 }
            #expect(reply["ok"] as? Bool == false)
            #expect(reply["text"] as? String == "error: set quantity: 'Item 1' keeps 'quantity' as int, not 'lots'")
            let item = try #require(hub.app.navigator.tree.topEntry)
            #expect(hub.app.navigator.state(of: .entry(item.id)).isEmpty)
            hub.disconnect(id, reason: "closed by the test")
        }
    }

    /// Hostile review 2, finding 10: no message carrying the tree is built while no page
    /// listens, for steps and for saved-state writes alike.
    @Test func noTreeMessageIsBuilt_whenNoPageListens() async throws {
        try await ServedShop.serve { (served: ServedShop) async throws in
            let hub = served.hub
            for line in ["tab search", "set query shoes", "push item id=1", "set quantity 3", "back", "tab home"] {
                #expect(try await served.post(line).status == 200, "\(line)")
            }
            #expect(hub.treeMessagesBuilt == 0)
            let (id, _) = hub.connect()
            #expect(hub.treeMessagesBuilt == 1)
            hub.disconnect(id, reason: "closed by the test")
        }
    }
}
