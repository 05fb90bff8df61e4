/// Follows the frames of one direction of a WebSocket connection as its bytes pass, without
/// holding them: where each frame ends, and how large the message being sent has grown.
///
/// A frame's header states its payload's length, so a message over the limit is refused as
/// soon as the header that takes it past the limit arrives, before any of that payload.
struct WebSocketFrameScanner {
    /// What the bytes scanned show.
    struct Scan: Equatable {
        /// The offset, in the bytes scanned, just after the last frame that ended in them.
        var lastBoundary: Int?
        /// Why the connection must be closed, if it must.
        var violation: Violation?
    }

    /// A frame the door does not pass on.
    enum Violation: Equatable {
        /// A message longer than the limit (close code 1009).
        case tooLarge(UInt64)
        /// A control frame over 125 bytes (close code 1002).
        case malformed
    }

    /// The largest message accepted.
    let limit: Int
    private var header: [UInt8] = []
    private var payloadLeft: UInt64 = 0
    private var message: UInt64 = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func scan(_ bytes: some Collection<UInt8>) -> Scan {
        var result = Scan()
        var offset = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if payloadLeft > 0 {
                let step = Int(min(payloadLeft, UInt64(bytes.distance(from: index, to: bytes.endIndex))))
                payloadLeft -= UInt64(step)
                index = bytes.index(index, offsetBy: step)
                offset += step
                if payloadLeft == 0 { result.lastBoundary = offset }
                continue
            }
            header.append(bytes[index])
            index = bytes.index(after: index)
            offset += 1
            guard let (fin, opcode, length) = Self.parse(header) else { continue }
            header.removeAll(keepingCapacity: true)
            if opcode >= 8 {
                guard length <= 125 else {
                    result.violation = .malformed
                    return result
                }
            } else {
                message = opcode == 0 ? message + length : length
                if message > UInt64(limit) {
                    result.violation = .tooLarge(message)
                    return result
                }
                if fin { message = 0 }
            }
            payloadLeft = length
            if length == 0 { result.lastBoundary = offset }
        }
        return result
    }

    /// The FIN bit, opcode and payload length of a complete frame header, or `nil` while
    /// more header bytes are needed.
    private static func parse(_ header: [UInt8]) -> (fin: Bool, opcode: UInt8, length: UInt64)? {
        guard header.count >= 2 else { return nil }
        let masked = header[1] & 0x80 != 0
        let short = header[1] & 0x7F
        let extra = short == 126 ? 2 : short == 127 ? 8 : 0
        guard header.count == 2 + extra + (masked ? 4 : 0) else { return nil }
        var length = UInt64(short)
        if extra > 0 {
            length = header[2..<(2 + extra)].reduce(0) { $0 << 8 | UInt64($1) }
        }
        return (header[0] & 0x80 != 0, header[0] & 0x0F, length)
    }

    /// A close frame from the server (unmasked) with `code` and `reason`.
    static func closeFrame(code: UInt16, reason: String) -> [UInt8] {
        let text = Array(reason.utf8.prefix(123))
        return [0x88, UInt8(2 + text.count), UInt8(code >> 8), UInt8(code & 0xFF)] + text
    }
}
