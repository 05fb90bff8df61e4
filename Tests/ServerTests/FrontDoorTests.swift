import Foundation
import Testing

@testable import WayfinderServer

/// Hostile review 2, findings 4, 5 and 6: a long request line took quadratic time (16 KB:
/// 3.4 s, 64 KiB: 53 s) and got no 414; idle connections stayed open; and a WebSocket message
/// of any size was held whole. The door in front of FlyingFox refuses all three early.
@MainActor
@Suite(.serialized) struct FrontDoorTests {
    static let limits = DoorLimits()

    // MARK: - The request head, read in linear time

    @Test func aCompleteHead_isReturnedWithWhatFollows() {
        var reader = RequestHeadReader(limits: Self.limits)
        #expect(reader.feed(Array("GET / HTTP/1.1\r\nHost: a\r".utf8)) == .needMore)
        #expect(
            reader.feed(Array("\n\r\nbody".utf8))
                == .complete(head: Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8), rest: Array("body".utf8)))
        var bare = RequestHeadReader(limits: Self.limits)
        #expect(
            bare.feed(Array("GET / HTTP/1.1\nHost: a\n\n".utf8))
                == .complete(head: Array("GET / HTTP/1.1\nHost: a\n\n".utf8), rest: []))
    }

    @Test func aLongRequestLine_is414_andALongHead431_evenSentAByteAtATime() {
        var reader = RequestHeadReader(limits: Self.limits)
        let line = Array(("GET /" + String(repeating: "a", count: 64 * 1024)).utf8)
        var outcome = RequestHeadReader.Outcome.needMore
        for byte in line where outcome == .needMore {
            outcome = reader.feed(CollectionOfOne(byte))
        }
        #expect(outcome == .requestLineTooLong)
        var headers = RequestHeadReader(limits: Self.limits)
        #expect(headers.feed(Array("GET / HTTP/1.1\r\n".utf8)) == .needMore)
        let field = Array(("X-Filler: " + String(repeating: "b", count: 1000) + "\r\n").utf8)
        outcome = .needMore
        for _ in 0..<40 where outcome == .needMore {
            outcome = headers.feed(field)
        }
        #expect(outcome == .headerFieldsTooLarge)
    }

    @Test func aPlainRequest_isPassedOnWithConnectionClose() {
        let head = RequestHead(
            Array("POST /command HTTP/1.1\r\nHost: a\r\nconnection: keep-alive\r\nKeep-Alive: 5\r\n\r\n".utf8))
        #expect(!head.isWebSocketUpgrade)
        #expect(
            String(decoding: head.closingConnection, as: UTF8.self)
                == "POST /command HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
        #expect(RequestHead(Array("GET /events HTTP/1.1\r\nUpgrade: WebSocket\r\n\r\n".utf8)).isWebSocketUpgrade)
    }

    // MARK: - WebSocket frames, followed as they pass

    /// A masked client frame's header (the mask key is zeros).
    static func header(fin: Bool = true, opcode: UInt8, length: UInt64) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        switch length {
        case 0..<126: bytes.append(0x80 | UInt8(length))
        case 126..<65536: bytes += [0x80 | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        default: bytes += [0x80 | 127] + (0..<8).reversed().map { UInt8((length >> (8 * UInt64($0))) & 0xFF) }
        }
        return bytes + [0, 0, 0, 0]
    }

    @Test func framesWithinTheLimit_pass_withTheirBoundaries() {
        var scanner = WebSocketFrameScanner(limit: 1000)
        let frame = Self.header(opcode: 1, length: 5) + Array("hello".utf8)
        #expect(scanner.scan(frame) == .init(lastBoundary: frame.count))
        // A frame split anywhere, even inside its header, ends where it ends.
        let long = Self.header(opcode: 2, length: 300) + [UInt8](repeating: 7, count: 300)
        #expect(scanner.scan(long[..<3]) == .init())
        #expect(scanner.scan(long[3..<100]) == .init())
        #expect(scanner.scan(long[100...]) == .init(lastBoundary: long.count - 100))
    }

    @Test func aMessageOverTheLimit_isRefusedAtItsHeader_evenInFragments() {
        var scanner = WebSocketFrameScanner(limit: 64 * 1024)
        #expect(scanner.scan(Self.header(opcode: 1, length: 20_000_000)).violation == .tooLarge(20_000_000))
        var fragments = WebSocketFrameScanner(limit: 1000)
        let first = Self.header(fin: false, opcode: 1, length: 600) + [UInt8](repeating: 1, count: 600)
        #expect(fragments.scan(first).violation == nil)
        // A ping between fragments is fine; the next fragment takes the message past 1000.
        #expect(fragments.scan(Self.header(opcode: 9, length: 0)).violation == nil)
        #expect(fragments.scan(Self.header(fin: true, opcode: 0, length: 401)).violation == .tooLarge(1001))
        var control = WebSocketFrameScanner(limit: 1000)
        #expect(control.scan(Self.header(opcode: 9, length: 126)).violation == .malformed)
    }

    // MARK: - On a real socket

    @Test func aLongRequestLine_is414_atOnce_andTheServerServesOn() async throws {
        try await ServedShop.serve { served in
            for size in [16 * 1024, 64 * 1024, 1024 * 1024] {
                let connection = try RawConnection(port: served.port)
                connection.send(
                    "GET /" + String(repeating: "a", count: size)
                        + " HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n\r\n")
                let answer = RawConnection.Answer(String(decoding: await connection.readAll(), as: UTF8.self))
                #expect(answer.status == 414, "\(size): \(answer.text.prefix(200))")
                #expect(answer.body.contains("the request line is over 8192 bytes"))
                #expect(answer.header("X-Frame-Options") == "DENY")
            }
            let fields = (0..<40).map { "X-Filler-\($0): " + String(repeating: "b", count: 1000) }.joined(
                separator: "\r\n")
            let answer = try await RawConnection.exchange(
                port: served.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n" + fields)
            #expect(answer.status == 431, "\(answer.text.prefix(200))")
            #expect(try await served.post("tab search").status == 200)
        }
    }

    @Test func aWebSocketMessageOverTheLimit_closesTheStreamWith1009_unheld() async throws {
        try await ServedShop.serve { served in
            let before = try await served.tree()
            let connection = try RawConnection(port: served.port)
            connection.send(
                "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\nOrigin: http://127.0.0.1:\(served.port)\r\n"
                    + SameOriginTests.upgrade + "\r\n")
            #expect(await connection.read(until: "\r\n\r\n").hasPrefix("HTTP/1.1 101"))
            // The header of a 20 MB command, and the first 64 KiB of it.
            let text = #"{"type":"command","seq":1,"line":"tab search "#
            connection.send(Self.header(opcode: 1, length: 20_000_000) + Array(text.utf8))
            connection.send([UInt8](repeating: UInt8(ascii: "x"), count: 64 * 1024))
            let received = await connection.readAll()
            // The close frame ends what the page receives: 1009 and why.
            let close = WebSocketFrameScanner.closeFrame(code: 1009, reason: "a message over 65536 bytes")
            #expect(received.count >= close.count && Array(received.suffix(close.count)) == close)
            #expect(try await served.tree() == before)
            #expect(try await served.post("tab cart").status == 200)
        }
    }

    @Test func aSilentConnection_isClosedAtItsDeadline_andTheConnectionsAreBounded() async throws {
        var limits = DoorLimits()
        limits.headDeadline = .milliseconds(300)
        limits.connections = 3
        try await ServedShop.serve(limits: limits) { served in
            // Three connections that send nothing take every place; the fourth gets 503.
            let silent = try (0..<3).map { _ in try RawConnection(port: served.port) }
            let fourth = try RawConnection(port: served.port)
            let refused = RawConnection.Answer(String(decoding: await fourth.readAll(), as: UTF8.self))
            #expect(refused.status == 503, "\(refused.text)")
            #expect(refused.body.contains("the server has 3 connections open, its most"))
            // Each silent one is closed by the server once its deadline passes.
            for connection in silent {
                #expect(await connection.readAll().isEmpty)
            }
            #expect(try await served.post("tab search").status == 200)
        }
    }
}
