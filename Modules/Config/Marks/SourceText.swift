/// The immutable text of one configuration source, shared by every mark into it so that a
/// diagnostic can quote the offending line long after parsing.
final class SourceText: Sendable {
    /// The source exactly as read.
    let text: String
    /// The byte offset where each line starts, first line first: a diagnostic finds its line
    /// without scanning from the start, so reporting many findings stays linear in the source's
    /// size.
    private let lineStarts: [Int]

    init(_ text: String) {
        self.text = text
        var text = text
        // One pass over contiguous bytes; `firstIndex(of:)` per line through `String.Index`
        // cost ~1,000 instructions a line (14 M for the 1,000-route benchmark manifest).
        lineStarts = text.withUTF8 { bytes in
            var starts = [0]
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
            return starts
        }
    }

    /// The text of a 1-based line without its line break (`\n` or `\r\n`), or `nil` past the end.
    func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let bytes = text.utf8
        let start = bytes.index(bytes.startIndex, offsetBy: lineStarts[number - 1])
        var end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        if end > start, bytes[bytes.index(before: end)] == UInt8(ascii: "\r") {
            end = bytes.index(before: end)
        }
        return String(text[start..<end])
    }

    /// The 1-based line and column (in characters) of a byte offset, for errors libyaml reports
    /// by offset only.
    func position(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var consumed = 0
        for scalar in text.unicodeScalars {
            if consumed >= offset { break }
            consumed += UTF8.width(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }
}
