import Foundation
import Testing

@testable import WayfinderServer

/// Hostile review 2, finding 2: the "ignored a page's write" note logged a page's `opener`
/// raw (ESC, BEL, CR), against the promise that everything printed is escaped. What a page
/// sends now reaches the log through `TerminalText.escape`, on one line.
@MainActor
@Suite(.serialized) struct TerminalEscapingTests {
    @Test func aPagesOpener_isLoggedEscaped_onOneLine() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            var lines: [String] = []
            hub.log = { lines.append($0) }
            let (page, messages) = hub.connect()
            var incoming = messages.makeAsyncIterator()
            _ = await incoming.next()
            hub.receive(#"{"type":"dismiss","seq":1,"opener":"\u001b]0;pwned\u0007\r\nnote: fake"}"#, from: page)
            let reply = try #require(await incoming.next())
            #expect(reply.contains("\"ok\":false"), "\(reply)")
            let line = try #require(lines.first { $0.contains("ignored a page's write") })
            #expect(line.contains(#"\u{1B}]0;pwned\u{7}\u{D}\u{A}note: fake"#), "\(line)")
            #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
            hub.disconnect(page, reason: "closed by the test")
        }
    }
}
