import Foundation
import Testing

@testable import WayfinderServer

/// Issue 42, item 1: a command is one line everywhere. `POST /command` refuses a carriage
/// return, a line feed, a line separator and a paragraph separator inside a command, even in
/// its comment, with a clear error, and applies nothing.
@Suite("One line per command", .serialized)
struct OneLineCommandTests {
    static let breaks = ["\r", "\n", "\r\n", "\u{2028}", "\u{2029}"]

    @Test func aCommandHoldingALineBreak_isRefused_andChangesNothing() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            for lineBreak in Self.breaks {
                let (status, json) = try await served.post("tab cart # x\(lineBreak)tab search")
                #expect(status == 400, "\(lineBreak.unicodeScalars.map(\.value))")
                #expect(json["applied"] as? Bool == false)
                let error = json["error"] as? String ?? ""
                #expect(error.contains("one line") || error.contains("one command per request"), "\(error)")
                #expect(try await served.tree() == before)
            }
            #expect(try await served.post("tab cart").status == 200)
        }
    }
}
