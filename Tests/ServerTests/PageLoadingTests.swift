import Foundation
import Testing

@testable import WayfinderServer

/// Issue 41, deliver 5: the page is sent a navigation waiting for its screens' loaders (a
/// progress bar), each loader done, and the end of the wait. The test waits for the messages it
/// expects, never for a delay.
@MainActor
@Suite struct PageLoadingTests {
    private static func pending(_ message: [String: Any]) -> [String: Any]? {
        message["pending"] as? [String: Any]
    }

    private static func isLoading(_ message: [String: Any]) -> Bool {
        message["type"] as? String == "loading"
    }

    // The limit is a safety net, not a wait: in a full run, long main-actor tests hold the main
    // actor this test needs for its turns.
    @Test(.timeLimit(.minutes(10)))
    func aPendingNavigation_reachesThePageAsProgress_andEndsWhenItCommits() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            let (id, stream) = hub.connect()
            var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
            _ = try await page.next { $0["type"] as? String == "snapshot" }
            hub.receive(#"{"type":"command","seq":1,"line":"loads manual"}"#, from: id)
            _ = try await page.next { $0["type"] as? String == "reply" && $0["seq"] as? Int == 1 }
            hub.receive(#"{"type":"command","seq":2,"line":"open shop://item/3"}"#, from: id)
            let started = try await page.next(where: Self.isLoading)
            #expect(Self.pending(started)?["routes"] as? [String] == ["item"])
            #expect(Self.pending(started)?["done"] as? Int == 0)
            #expect(Self.pending(started)?["total"] as? Int == 1)
            #expect(Self.pending(started)?["text"] as? String == "loading item (0/1)")
            // A page that connects while it waits is told at once.
            let (late, lateStream) = hub.connect()
            var latePage = PageStateTests.Page(id: late, messages: lateStream.makeAsyncIterator())
            let told = try await latePage.next(where: Self.isLoading)
            #expect(Self.pending(told)?["text"] as? String == "loading item (0/1)")
            hub.disconnect(late, reason: "closed by the test")

            hub.receive(#"{"type":"command","seq":3,"line":"load finish item"}"#, from: id)
            let done = try await page.next(where: Self.isLoading)
            #expect(Self.pending(done)?["done"] as? Int == 1)
            let ended = try await page.next(where: Self.isLoading)
            #expect(ended["pending"] is NSNull)
            #expect(hub.app.topScreen?.title == "Item 3")
            hub.disconnect(id, reason: "closed by the test")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aNewerDeepLink_cancelsTheWaitingNavigation_andThePageIsToldItEnded() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            let (id, stream) = hub.connect()
            var page = PageStateTests.Page(id: id, messages: stream.makeAsyncIterator())
            hub.receive(#"{"type":"command","seq":1,"line":"loads manual"}"#, from: id)
            _ = try await page.next { $0["type"] as? String == "reply" && $0["seq"] as? Int == 1 }
            hub.receive(#"{"type":"command","seq":2,"line":"open shop://item/4"}"#, from: id)
            _ = try await page.next { Self.isLoading($0) && Self.pending($0)?["routes"] as? [String] == ["item"] }
            hub.receive(#"{"type":"command","seq":3,"line":"open shop://category/shoes"}"#, from: id)
            // The item's wait ends (cancelled), then the category's begins.
            let cancelled = try await page.next(where: Self.isLoading)
            #expect(cancelled["pending"] is NSNull)
            let category = try await page.next(where: Self.isLoading)
            #expect(Self.pending(category)?["text"] as? String == "loading category (0/1)")
            hub.disconnect(id, reason: "closed by the test")
        }
    }
}
