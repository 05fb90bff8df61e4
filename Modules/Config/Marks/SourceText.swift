/// The immutable text of one configuration source, shared by every mark into it so that a
/// diagnostic can quote the offending line long after parsing.
final class SourceText: Sendable {
    /// The source exactly as read.
    let text: String

    init(_ text: String) {
        self.text = text
    }

    /// The text of a 1-based line without its line break (`\n` or `\r\n`), or `nil` past the end.
    ///
    /// Scans from the start: diagnostics are rare, so no line index is kept.
    func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        let bytes = text.utf8
        var current = 1
        var start = bytes.startIndex
        if number > 1 {
            var index = bytes.startIndex
            while index != bytes.endIndex {
                if bytes[index] == UInt8(ascii: "\n") {
                    current += 1
                    if current == number {
                        start = bytes.index(after: index)
                        break
                    }
                }
                index = bytes.index(after: index)
            }
            guard current == number else { return nil }
        }
        var end = start
        while end != bytes.endIndex, bytes[end] != UInt8(ascii: "\n") {
            end = bytes.index(after: end)
        }
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
