import WayfinderGenerator

/// How a text from a recording or a file name (a command, a message, a screen, the recording's
/// path, the output's name) is written into an exported test or script: the one escaping
/// function `export-test` has, so no such text reaches a generated file another way.
///
/// Every text becomes a Swift string literal. Nothing it holds is written raw if it could change
/// how the file reads: quotes, backslashes and `#` cannot close the literal, and controls, line
/// breaks (CR, LF, U+2028, U+2029), bidi controls and every other format character (Unicode
/// category Cf: zero-width joiners, tag characters), and combining marks are written as
/// `\u{…}` escapes, so what a reviewer sees is what runs (no Trojan Source).
enum ExportText {
    /// Whether `scalar` is written as an escape rather than as is: a control, a line or paragraph
    /// separator, a format character, or a combining mark (which would join the character
    /// before it, a quote included).
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .nonspacingMark, .spacingMark, .enclosingMark,
            .privateUse, .surrogate, .unassigned:
            return true
        default:
            return false
        }
    }

    /// `text` as a Swift string literal.
    ///
    /// A text that holds nothing hidden is written raw (`#"…"#`, with as many `#` as it takes to
    /// close it), as it reads; given an `indent`, one of several lines is a raw multi-line
    /// literal (`#"""`) with each line indented by `indent`, so a screen reads as it shows. Every
    /// other text is one line, in quotes, with escapes.
    ///
    /// - Parameters:
    ///   - text: The text, as recorded.
    ///   - indent: The indentation of a multi-line literal's lines; `nil` for one line always.
    static func swift(_ text: String, indent: String? = nil) -> String {
        let hidden = text.unicodeScalars.contains { $0 != "\n" && isHidden($0) }
        let lines = text.contains("\n")
        if !hidden, !lines || indent != nil {
            var hashes = "#"
            while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
            guard lines, let indent else { return hashes + "\"" + text + "\"" + hashes }
            let body = text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : indent + $0
            }
            return ([hashes + "\"\"\""] + body + [indent + "\"\"\"" + hashes]).joined(separator: "\n")
        }
        return SwiftLiteral.string(text, escaping: isHidden)
    }
}
