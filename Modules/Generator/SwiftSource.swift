/// Swift text built line by line with indentation: what the generator writes into.
struct SwiftSource {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (an empty line without it).
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// Appends `opening {`, the lines `body` writes one level deeper, then `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftSource) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// Appends `switch subject {`, the cases `body` writes at the same indentation (the
    /// project's style), then `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout SwiftSource) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// Appends a `///` comment, one line per line of `text`.
    mutating func doc(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// \(part)")
        }
    }
}

/// Swift literals for manifest values (and, in the package, for `export-test --swift`).
package enum SwiftLiteral {
    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped,
    /// everything else (non-ASCII included) as is.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - isEscaped: Which other scalars are written as `\u{…}` (``isInvisible(_:)`` unless
    ///     told; `export-test` escapes more).
    package static func string(
        _ text: String, escaping isEscaped: (Unicode.Scalar) -> Bool = isInvisible
    ) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isEscaped(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is a control or format character, which a literal writes as `\u{…}`
    /// rather than as is.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
            || scalar.properties.generalCategory == .format
    }

    /// `text` made safe inside a `///` comment: one line, control characters escaped.
    static func comment(_ text: String) -> String {
        let literal = string(text)
        return String(literal.dropFirst().dropLast())
    }
}
