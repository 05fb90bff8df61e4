import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators

@testable import WayfinderCLI
@testable import WayfinderServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The inspector's endpoints (issue 30): `GET /journal.json` lists the transactions with the
/// guards' decisions; `POST /journal/jump` goes back to an earlier state as one `devtools`
/// transaction that guards check again; bad input is answered and changes nothing.
@MainActor
@Suite(.serialized) struct JournalEndpointTests {
    private func document(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func entries(_ served: ServedShop) async throws -> [[String: Any]] {
        let (status, body) = try await served.get("journal.json")
        #expect(status == 200)
        let journal = try #require(try document(body)["journal"] as? [String: Any])
        return try #require(journal["entries"] as? [[String: Any]])
    }

    @Test func journalJSON_listsTheGuardsRedirect_afterTabCartTap1() async throws {
        try await ServedShop.serve { served in
            #expect(try await served.post("tab cart").status == 200)
            #expect(try await served.post("tap 1").status == 200)
            let listed = try await entries(served)
            #expect(listed.map { $0["sequence"] as? Int } == [1, 2, 3])
            #expect(listed.map { $0["outcome"] as? String } == ["committed", "redirected", "committed"])
            let decisions = try #require(listed[1]["decisions"] as? [[String: Any]])
            let guardDecision = try #require(decisions.first { $0["interceptor"] as? String == "auth-guard" })
            #expect(guardDecision["decision"] as? String == "redirect")
            #expect((guardDecision["reason"] as? String)?.hasPrefix("log in to see") == true)
            // The redirect's own request: the login screen, presented.
            let event = try #require(listed[2]["event"] as? [String: Any])
            #expect(event["kind"] as? String == "present")
            // The page's steps were planned for the browser renderer's capabilities.
            #expect((listed[0]["plan"] as? [String: Any])?["capabilities"] != nil)
        }
    }

    @Test func aJump_restoresTheEarlierTree_asADevtoolsTransaction() async throws {
        try await ServedShop.serve { served in
            for line in ["tab search", "tab cart", "tab profile"] {
                #expect(try await served.post(line).status == 200)
            }
            let target = try #require(served.hub.inspector.journal.entry(1))
            let (status, json) = try await served.post(Data("1".utf8), to: "journal/jump")
            #expect(status == 200)
            #expect(json["target"] as? Int == 1)
            #expect(json["entry"] as? Int == 4)
            #expect(served.hub.app.navigator.tree == target.tree)
            let listed = try await entries(served)
            #expect(listed.last?["source"] as? String == "devtools")
            let (_, body) = try await served.get("journal.json")
            let jumps = try #require(try document(body)["jumps"] as? [[String: Any]])
            #expect(jumps.map { $0["target"] as? Int } == [1])
            // /tree.json agrees with the jump.
            #expect(
                try await served.tree() == String(decoding: ServeHub.treeJSON(served.hub.app.navigator), as: UTF8.self))
        }
    }

    @Test func badJumps_areAnswered_andChangeNothing() async throws {
        try await ServedShop.serve { served in
            #expect(try await served.post("tab cart").status == 200)
            let before = try await served.tree()
            let (notANumber, first) = try await served.post(Data("first".utf8), to: "journal/jump")
            #expect(notANumber == 400)
            #expect(first["error"] as? String == "send the number of a journal entry, not 'first'")
            let (missing, json) = try await served.post(Data("99".utf8), to: "journal/jump")
            #expect(missing == 404)
            #expect(json["error"] as? String == "there is no journal entry 99; entries 1 to 1 are kept")
            #expect(try await served.tree() == before)
        }
    }

    @Test func aJumpToAProtectedScreen_isDeniedByTheGuard_afterLogOut() async throws {
        try await ServedShop.serve { served in
            for line in ["login ada", "open shop://orders"] {
                #expect(try await served.post(line).status == 200)
            }
            let protected = served.hub.inspector.journal.recorded
            #expect(try await served.post("logout").status == 200)
            let before = try await served.tree()
            let (status, json) = try await served.post(Data("\(protected)".utf8), to: "journal/jump")
            #expect(status == 409)
            #expect((json["error"] as? String)?.contains("denied by auth-guard") == true)
            #expect(try await served.tree() == before)
        }
    }

    /// The embedding example of docs/devtools.md, as written there: any navigator, its own
    /// server on localhost.
    @Test func anInspector_servesABareNavigator() async throws {
        let navigator = Navigator()
        let inspector = NavigatorInspector()
        inspector.attach(to: navigator)
        let (ports, port) = AsyncStream<UInt16>.makeStream()
        let server = Task { try await InspectorServer.serve(inspector, port: 0) { port.yield($0) } }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let bound = try #require(await iterator.next())
        let url = try #require(URL(string: "http://127.0.0.1:\(bound)/journal.json"))
        let (data, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let journal = try #require(try document(data)["journal"] as? [String: Any])
        #expect(journal["version"] as? Int == JournalDocument.currentVersion)
        #expect(journal["capacity"] as? Int == NavigationJournal.defaultCapacity)
        let page = try await URLSession.shared.data(from: try #require(URL(string: "http://127.0.0.1:\(bound)/")))
        #expect(String(decoding: page.0, as: UTF8.self).contains("/inspector.js"))
    }
}
