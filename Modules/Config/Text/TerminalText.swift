/// Makes text safe to write to a terminal: the one function every transcript line, error and
/// echoed source line goes through before it is printed.
///
/// A terminal obeys escape sequences in what it prints, so a manifest title, a deep link or a
/// script line holding `ESC ] 0 ; ... BEL` could retitle the window, move the cursor or hide
/// text. ``escape(_:)`` shows every such character as a visible, Swift-style escape instead:
///
/// | Characters | Shown as |
/// |---|---|
/// | C0 controls (U+0000–U+001F but tab, line break included) | `\u{1B}`, `\u{7}`, `\u{A}`, ... |
/// | DEL and the C1 controls (U+007F–U+009F) | `\u{7F}`, `\u{9B}`, ... |
/// | bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) | `\u{202E}`, ... |
/// | line and paragraph separators (U+2028, U+2029) | `\u{2028}`, `\u{2029}` |
///
/// A tab is kept: it only moves to the next tab stop, and echoed source lines need it to keep a
/// caret under its column. Everything else, including a backslash and any printable Unicode, is
/// kept as is, so text
/// without such characters comes back unchanged. ``escapeLines(_:)`` keeps line breaks (`\n`)
/// for text that is meant to span lines and escapes everything else on each line.
///
/// ```swift
/// TerminalText.escape("shop://item/1\u{1B}]0;pwned\u{7}")   // shop://item/1\u{1B}]0;pwned\u{7}
/// TerminalText.escape("Cart")                              // Cart
/// ```
public enum TerminalText {
    /// `text` with every control character but tab shown as `\u{...}` (see the table above); a
    /// line break is escaped too.
    ///
    /// - Parameter text: Any text, from any source.
    /// - Returns: Text a terminal prints as it reads, never obeys.
    public static func escape(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return String(text) }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` with its line breaks kept (a CRLF becomes a LF) and each line escaped by
    /// ``escape(_:)``.
    ///
    /// - Parameter text: Text of one or more lines.
    /// - Returns: The same lines, safe to print.
    public static func escapeLines(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: needsEscaping) else { return String(text) }
        return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map { escape($0) }.joined(separator: "\n")
    }

    /// Whether `scalar` would act on a terminal, or reorder or break what follows it.
    ///
    /// - Parameter scalar: One Unicode scalar.
    /// - Returns: `true` for the characters in the table above.
    public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: true
        default: false
        }
    }
}
