import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `serve`'s HTTP side on a real socket, with the shop sample behind it: `GET /tree.json` and
/// `POST /command`, answered for good input and for bad input, which leaves the state as it
/// was and the server up. (The page itself is tested in chromium: Scripts/browser-tests.py.)
@MainActor
@Suite(.serialized) struct PageServerTests {
    @Test func treeJSON_isTheHubsTree_asRunPrintsIt() async throws {
        try await ServedShop.serve { served in
            let (status, body) = try await served.get("tree.json")
            #expect(status == 200)
            #expect(body == ServeHub.treeJSON(served.hub.app.navigator))
        }
    }

    @Test func anAppliedCommand_is200_andChangesTheTree() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            let (status, json) = try await served.post("tab search")
            #expect(status == 200)
            #expect(json["applied"] as? Bool == true)
            #expect(try await served.tree() != before)
        }
    }

    @Test func aRefusedCommand_is409_withItsReason_andChangesNothing() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            let (status, json) = try await served.post("tab basket")
            #expect(status == 409)
            #expect(json["applied"] as? Bool == false)
            #expect((json["error"] as? String)?.contains("tab basket: the tab bar has no such page") == true)
            #expect(try await served.tree() == before)
        }
    }

    @Test func badInput_isAnsweredWithAClearError_changesNothing_andTheServerStaysUp() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            let cases: [(body: Data, method: String, status: Int, error: String)] = [
                (Data("frobnicate 3".utf8), "POST", 400, "frobnicate"),
                (Data("tab search\ntab cart".utf8), "POST", 400, "this one holds a line break (LF)"),
                (Data("tab search\rtab cart".utf8), "POST", 400, "this one holds a line break (CR)"),
                (Data("tab search\u{2028}tab cart".utf8), "POST", 400, "this one holds a line break (U+2028)"),
                (Data([0x74, 0x61, 0x62, 0x20, 0xFF, 0xFE]), "POST", 400, "the command is not UTF-8 text"),
                (Data(repeating: UInt8(ascii: "a"), count: PageServer.bodyLimit + 1), "POST", 413, "at most 65536"),
                (Data("tab search".utf8), "PUT", 405, "PUT /command is not served"),
            ]
            for item in cases {
                let (status, json) = try await served.post(item.body, method: item.method)
                #expect(status == item.status, "\(item.error)")
                #expect(json["applied"] as? Bool == false)
                let error = json["error"] as? String ?? ""
                #expect(error.contains(item.error), "\(error)")
                #expect(try await served.tree() == before, "\(item.error)")
            }
            // Still serving, and still applying good commands.
            #expect(try await served.post("tab cart").status == 200)
        }
    }

    @Test func aLoadedAddressNoLinkLeadsTo_isRefusedOnItsPage_andChangesNothing() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            let before = hub.app.navigator.tree
            let (page, messages) = hub.connect()
            var incoming = messages.makeAsyncIterator()
            #expect(try #require(await incoming.next()).contains("\"type\":\"snapshot\""))
            hub.receive(#"{"type":"open","seq":1,"path":"/no/such/screen"}"#, from: page)
            let notice = try #require(await incoming.next())
            #expect(notice.contains("unknown host 'no' for scheme 'shop'"), "\(notice)")
            let reply = try #require(await incoming.next())
            #expect(reply.contains("\"ok\":false"), "\(reply)")
            hub.receive("not json at all", from: page)
            #expect(try #require(await incoming.next()).contains("error: not a message: not json at all"))
            #expect(hub.app.navigator.tree == before)
            hub.disconnect(page, reason: "closed by the test")
        }
    }
}
