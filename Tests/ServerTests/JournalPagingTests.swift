import Foundation
import Testing

@testable import WayfinderCLI
@testable import WayfinderServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Hostile review 3: `GET /journal.json` at 10,000 entries was 34.6 MB, took 4-6 s, and held
/// every command up for about 4 s (it was encoded whole on the main actor). Now it serves
/// pages of at most ``NavigatorInspector/pageLimit`` entries, with a cursor, encoded off the
/// main actor.
@MainActor
@Suite(.serialized) struct JournalPagingTests {
    private func page(_ served: ServedShop, _ query: String) async throws -> (status: Int, json: [String: Any]) {
        let url = try #require(URL(string: served.url.absoluteString + "journal.json" + query))
        let (body, response) = try await URLSession.shared.data(from: url)
        let status = try #require(response as? HTTPURLResponse).statusCode
        return (status, try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any]))
    }

    private func sequences(_ json: [String: Any]) -> [Int] {
        ((json["journal"] as? [String: Any])?["entries"] as? [[String: Any]] ?? []).compactMap {
            $0["sequence"] as? Int
        }
    }

    @Test func pages_listEveryEntryOnce_inOrder_withACursor() async throws {
        try await ServedShop.serve { served in
            for index in 0..<25 {
                #expect(await served.hub.perform(index % 2 == 0 ? "tab search" : "tab home") == .applied(notice: nil))
            }
            let first = try await page(served, "?limit=10")
            #expect(first.status == 200)
            #expect(sequences(first.json) == Array(1...10))
            #expect(first.json["next"] as? Int == 10)
            let second = try await page(served, "?after=10&limit=10")
            #expect(sequences(second.json) == Array(11...20))
            // Its start is the tree the tenth entry left.
            let start = (second.json["journal"] as? [String: Any])?["start"] as? [String: Any]
            let tenth = (first.json["journal"] as? [String: Any]).flatMap { ($0["entries"] as? [[String: Any]])?.last }
            let tree = tenth?["tree"] as? [String: Any]
            #expect(
                start != nil && start.map(NSDictionary.init(dictionary:)) == tree.map(NSDictionary.init(dictionary:)))
            let last = try await page(served, "?after=20&limit=10")
            #expect(sequences(last.json) == Array(21...25))
            #expect(last.json["next"] == nil)
        }
    }

    @Test func withoutALimit_aPageHoldsAtMostThePageLimit() async throws {
        try await ServedShop.serve { served in
            for index in 0..<(NavigatorInspector.pageLimit + 5) {
                _ = await served.hub.perform(index % 2 == 0 ? "tab search" : "tab home")
            }
            let first = try await page(served, "")
            #expect(sequences(first.json).count == NavigatorInspector.pageLimit)
            let next = try #require(first.json["next"] as? Int)
            let rest = try await page(served, "?after=\(next)")
            #expect(sequences(rest.json).count == 5)
            #expect(rest.json["next"] == nil)
        }
    }

    @Test(arguments: ["?after=x", "?limit=0", "?limit=-3", "?after=-1"])
    func aBadCursorOrLimit_is400(query: String) async throws {
        try await ServedShop.serve { served in
            let (status, json) = try await page(served, query)
            #expect(status == 400)
            #expect((json["error"] as? String)?.contains("after must be an entry number") == true)
        }
    }
}
