import FuzzSupport
import WayfinderConfig

// terminal-text: bytes -> TerminalText.escape / escapeLines, and a diagnostic quoting them.
//
// The bytes are decoded as UTF-8 with replacement (anything a manifest, a URL or a script line
// could carry). It checks that
// - the escaped text holds no character that acts on a terminal (escapeLines: but `\n`);
// - text without such characters comes back unchanged, and escaping only ever adds;
// - undoing the `\u{...}` escapes gives the input back (nothing is lost or invented);
// - escapeLines keeps the number of lines and escapes each one as escape does;
// - a YAML diagnostic quoting the text holds no control, and its caret stays within the line.

/// The fuzz target: one input, checked.
func fuzzTerminalText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let escaped = TerminalText.escape(text)
    check(!escaped.unicodeScalars.contains(where: TerminalText.needsEscaping), "escape left a control: \(escaped)")
    if !text.unicodeScalars.contains(where: TerminalText.needsEscaping) {
        check(escaped == text, "text without controls changed: \(text.debugDescription)")
    }
    check(escaped.unicodeScalars.count >= text.unicodeScalars.count, "escaping dropped characters")
    check(unescape(escaped, like: text) == text, "escaping lost or invented text: \(text.debugDescription)")

    let lines = TerminalText.escapeLines(text)
    check(
        !lines.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscaping($0) },
        "escapeLines left a control: \(lines.debugDescription)")
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    check(
        lines == parts.map { TerminalText.escape($0) }.joined(separator: "\n"),
        "escapeLines differs from escape per line for \(text.debugDescription)")

    checkCaret(text)
    return 0
}

/// Reverses the escapes `escape` added: each `\u{X}` that stands for a character the input had
/// (in order) is turned back; a backslash the input had is kept. Compared scalar by scalar: a
/// combining mark after an escape joins its `}` into one `Character`.
private func unescape(_ escaped: String, like original: String) -> String {
    var result = ""
    var input = escaped.unicodeScalars[...]
    for scalar in original.unicodeScalars {
        if TerminalText.needsEscaping(scalar) {
            let token = ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").unicodeScalars
            guard input.starts(with: token) else { return "<missing \(String(token)) at \(String(input.prefix(12)))>" }
            input = input.dropFirst(token.count)
        } else {
            guard input.first == scalar else { return "<expected \(scalar) at \(String(input.prefix(12)))>" }
            input = input.dropFirst()
        }
        result.unicodeScalars.append(scalar)
    }
    return input.isEmpty ? result : result + "<extra \(String(input.prefix(12)))>"
}

/// Parsed as YAML, text that is refused is reported with its source line quoted: the report
/// holds no control character, and each caret stays within the quoted line above it.
private func checkCaret(_ text: String) {
    guard text.utf8.count <= 512 else { return }
    let rendered: String
    do {
        _ = try YAMLParser.parse(text, sourceName: "fuzz.yaml", limits: YAMLLimits(maxDepth: 16, maxAliasExpansion: 64))
        return
    } catch {
        rendered = error.description
    }
    check(
        !rendered.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscaping($0) },
        "a diagnostic holds a control: \(rendered.debugDescription)")
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    // A caret line is blanks and one `^`; the quoted line above it may end in `^` too.
    for (index, line) in lines.enumerated()
    where index > 1 && line.hasSuffix("^") && line.dropLast().allSatisfy({ $0 == " " || $0 == "\t" }) {
        let quoted = lines[index - 1]
        check(
            line.count <= quoted.count + 1,
            "the caret is past the quoted line:\n\(quoted)\n\(line)")
    }
}
