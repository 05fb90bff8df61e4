import Foundation

/// Reads the head of an HTTP request (its request line and header fields) from bytes as they
/// arrive, in time linear in its length, and refuses one past the door's limits.
///
/// Each byte is looked at once: the reader remembers where it stopped and where the current
/// line began, so a head sent one byte at a time costs what it costs sent at once.
struct RequestHeadReader {
    /// What the bytes read so far make.
    enum Outcome: Equatable {
        /// The head is not complete yet.
        case needMore
        /// The head, up to and including its empty line, and the bytes that followed it.
        case complete(head: [UInt8], rest: [UInt8])
        /// The request line is longer than allowed (414).
        case requestLineTooLong
        /// The header fields are longer than allowed (431).
        case headerFieldsTooLarge
    }

    let limits: DoorLimits
    private var buffer: [UInt8] = []
    private var scanned = 0
    private var lineStart = 0
    private var requestLineEnd: Int?

    init(limits: DoorLimits) {
        self.limits = limits
    }

    /// Adds bytes read from the connection.
    mutating func feed(_ bytes: some Collection<UInt8>) -> Outcome {
        buffer.append(contentsOf: bytes)
        while scanned < buffer.count {
            let index = scanned
            scanned += 1
            guard buffer[index] == UInt8(ascii: "\n") else { continue }
            let start = lineStart
            lineStart = scanned
            guard let firstEnd = requestLineEnd else {
                if index > limits.requestLine { return .requestLineTooLong }
                requestLineEnd = index
                continue
            }
            if index - firstEnd > limits.headerFields { return .headerFieldsTooLarge }
            let length = index - start
            if length == 0 || (length == 1 && buffer[start] == UInt8(ascii: "\r")) {
                return .complete(head: Array(buffer[..<scanned]), rest: Array(buffer[scanned...]))
            }
        }
        if let firstEnd = requestLineEnd {
            if buffer.count - firstEnd > limits.headerFields { return .headerFieldsTooLarge }
        } else if buffer.count > limits.requestLine {
            return .requestLineTooLong
        }
        return .needMore
    }
}

/// A complete request head, read by ``RequestHeadReader``.
struct RequestHead {
    /// The request line, then each header field line, without line breaks.
    let lines: [String]

    init(_ bytes: [UInt8]) {
        // Split as bytes: as characters, "\r\n" is one character, not a "\n".
        lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap { line in
            let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
        }
    }

    /// The values of header `name` (case-insensitive), trimmed.
    func values(_ name: String) -> [String] {
        lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":"),
                line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == name
            else { return nil }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Whether the request asks to switch to WebSocket.
    var isWebSocketUpgrade: Bool {
        values("upgrade").contains { $0.lowercased().contains("websocket") }
    }

    /// The head to pass on for a plain request: its own Connection and Keep-Alive fields
    /// replaced by `Connection: close`, so each connection carries one request and every
    /// request passes the door.
    var closingConnection: [UInt8] {
        let kept = lines.enumerated().filter { index, line in
            guard index > 0, let colon = line.firstIndex(of: ":") else { return true }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            return name != "connection" && name != "keep-alive"
        }
        return Array((kept.map(\.element) + ["Connection: close", "", ""]).joined(separator: "\r\n").utf8)
    }
}
