import Foundation
import Testing

@testable import WayfinderServer

/// Hostile review 2, findings 3, 10 and 11: a page that never reported a step done stalled
/// every `POST /command`; the tree's JSON was built for every step with no page listening;
/// and a page that never read had an unbounded queue.
@MainActor
@Suite(.serialized) struct SilentPageTests {
    @Test func aPageThatNeverReportsAStep_holdsNoCommand() async throws {
        try await ServedShop.serve { served in
            // A page that connects and then neither reads nor reports anything (a background tab).
            let (page, _) = served.hub.connect()
            for line in ["tab search", "tap 1", "tab cart", "tab home", "tap 1"] {
                let (status, json) = try await served.post(line)
                #expect(status == 200, "\(line): \(json)")
            }
            served.hub.disconnect(page, reason: "closed by the test")
        }
    }

    @Test func noStepMessageIsBuilt_whenNoPageListens() async throws {
        try await ServedShop.serve { (served: ServedShop) async throws in
            let hub = served.hub
            var built = 0
            let build = hub.renderer.message
            hub.renderer.message = { step, window in
                built += 1
                return build(step, window)
            }
            #expect(try await served.post("tab search").status == 200)
            #expect(try await served.post("tap 1").status == 200)
            #expect(built == 0)
            let (page, messages) = hub.connect()
            #expect(try await served.post("tab cart").status == 200)
            #expect(built > 0)
            var incoming = messages.makeAsyncIterator()
            #expect(try #require(await incoming.next()).contains("\"type\":\"snapshot\""))
            #expect(try #require(await incoming.next()).contains("\"type\":\"step\""))
            hub.disconnect(page, reason: "closed by the test")
        }
    }

    @Test func aPageThatNeverReads_isDroppedPastTheBound_andTheOthersStay() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            var lines: [String] = []
            hub.log = { lines.append($0) }
            let (silent, silentMessages) = hub.connect()
            let (reader, readerMessages) = hub.connect()
            var readerIncoming = readerMessages.makeAsyncIterator()
            let chunk = String(repeating: "x", count: 1024 * 1024)
            for count in 1...(PageChannel.unreadLimit / chunk.utf8.count + 1) {
                hub.broadcast(text: chunk)
                // The reader reads and confirms everything, the silent page nothing.
                while let text = await readerIncoming.next(), text != chunk {}
                hub.receive(#"{"type":"seen","count":\#(count + 1)}"#, from: reader)
            }
            let dropped = try #require(lines.first { $0.contains("unread") }, "\(lines)")
            #expect(dropped.contains("left over 8 MiB of messages unread, so it was dropped"), "\(dropped)")
            #expect(dropped.contains("1 still connected"), "\(dropped)")
            // The silent page's stream has ended after what it was sent before the bound.
            var received = 0
            for await _ in silentMessages { received += 1 }
            #expect(received == 1 + PageChannel.unreadLimit / chunk.utf8.count - 1)
            // The reader is still served.
            #expect(try await served.post("tab search").status == 200)
            hub.disconnect(reader, reason: "closed by the test")
            _ = silent
        }
    }

    @Test func theUnreadBytes_fallAsThePageConfirms() {
        let (_, continuation) = AsyncStream<String>.makeStream()
        var channel = PageChannel(continuation)
        let message = String(repeating: "y", count: 1000)
        var sent = 0
        while channel.send(message) { sent += 1 }
        #expect(sent == PageChannel.unreadLimit / 1000)
        #expect(channel.unreadBytes == sent * 1000)
        channel.seen(count: 10)
        #expect(channel.unreadBytes == (sent - 10) * 1000)
        let accepted = channel.send(message)
        #expect(accepted)
        // A count past what was sent confirms only what was sent; an old count changes nothing.
        channel.seen(count: .max)
        #expect(channel.unreadBytes == 0)
        channel.seen(count: 3)
        #expect(channel.unreadBytes == 0)
    }
}
