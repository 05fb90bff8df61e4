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

    /// Appends what a `switch self` over the enum's cases would, as a chain of `if case`
    /// statements the compiler checks in time linear in the number of cases (a switch over
    /// thousands of cases is one it gives up checking for exhaustiveness).
    ///
    /// With a `fallback`, each of `cases` is `if case PATTERN = self { BODY }` and the fallback
    /// ends the chain (the body of every case not listed). Without one, `cases` lists every case
    /// of the enum, without bindings, and the last one's body ends the chain: only the last case
    /// reaches it. With no cases and no fallback, an empty `switch self {}`.
    mutating func caseChain(_ cases: [(pattern: String, body: [String])], fallback: [String]? = nil) {
        let conditional = fallback == nil ? cases.dropLast() : cases[...]
        for entry in conditional {
            if entry.body.count == 1 {
                line("if case \(entry.pattern) = self { \(entry.body[0]) }")
            } else {
                block("if case \(entry.pattern) = self") { source in
                    for content in entry.body { source.line(content) }
                }
            }
        }
        if let fallback {
            for content in fallback { line(content) }
        } else if let last = cases.last {
            for content in last.body { line(content) }
        } else {
            line("switch self {}")
        }
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
