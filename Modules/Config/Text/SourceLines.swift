import Foundation

/// Reading text files line by line, whatever their line ends, and refusing bytes that are not
/// UTF-8 with the line and column of the first bad one.
public enum SourceLines {
    /// Bytes that are not UTF-8, found at a line and column.
    public struct InvalidUTF8: Error, Hashable, Sendable, CustomStringConvertible {
        /// The line of the first bad byte, from 1.
        public var line: Int
        /// Its column, from 1, counting characters before it on the line.
        public var column: Int
        /// Its offset in the data, from 0.
        public var offset: Int
        /// The byte.
        public var byte: UInt8

        /// Creates the error for a bad byte.
        ///
        /// - Parameters:
        ///   - line: The line, from 1.
        ///   - column: The column, from 1.
        ///   - offset: The byte's offset, from 0.
        ///   - byte: The byte.
        public init(line: Int, column: Int, offset: Int, byte: UInt8) {
            self.line = line
            self.column = column
            self.offset = offset
            self.byte = byte
        }

        /// `line 3, column 7: byte 0xFF is not valid UTF-8`.
        public var description: String {
            "line \(line), column \(column): byte 0x\(String(byte, radix: 16, uppercase: true)) is not valid UTF-8"
        }
    }

    /// Decodes `data` as UTF-8, refusing it at the first byte that does not belong to a valid
    /// sequence (rather than replacing it, which would let a broken file read as something else).
    ///
    /// - Parameter data: The file's bytes.
    /// - Returns: The text.
    /// - Throws: ``InvalidUTF8`` with the place of the first bad byte.
    public static func decode(_ data: some Collection<UInt8>) throws(InvalidUTF8) -> String {
        let bytes = Array(data)
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        var lineStart = 0
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let width = UTF8.width(scalar)
                offset += width
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput:
                // Unreachable: the validation above failed, so some byte is bad.
                return String(decoding: bytes, as: UTF8.self)
            case .error:
                let bad = bytes[offset..<bytes.count].first ?? 0
                let before = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
                throw InvalidUTF8(line: line, column: before.count + 1, offset: offset, byte: bad)
            }
        }
    }

    /// The lines of `text`, split at `\n` and at `\r\n` (a `\r\n` is one `Character` in Swift,
    /// so splitting at `"\n"` alone would never split a CRLF file). A final line break ends the
    /// last line rather than starting an empty one.
    ///
    /// - Parameter text: Text with LF or CRLF line ends, or a mix.
    /// - Returns: The lines, without their line ends.
    public static func split(_ text: String) -> [Substring] {
        var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
