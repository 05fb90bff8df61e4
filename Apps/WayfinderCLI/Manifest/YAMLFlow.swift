import WayfinderConfig

/// Writing YAML nodes back as flow text, to rebuild a plugin's options with one key changed.
enum YAMLFlow {
    /// A copy of the mapping `node` (or an empty one) whose `key` is the string `value`. The
    /// new node's marks point at the override (`--override:1:2`), the others' text is kept.
    static func replacing(_ key: String, with value: String, in node: YAMLNode?) throws(ConfigError) -> YAMLNode {
        var entries = ["\(quoted(key)): \(quoted(value))"]
        let existing = node.map { Array($0.entries) } ?? []
        for entry in existing where entry.key.scalar?.text != key {
            entries.append("\(text(entry.key)): \(text(entry.value))")
        }
        return try YAMLParser.parse("{" + entries.joined(separator: ", ") + "}", sourceName: "--override")
    }

    /// A node as flow text: plain scalars as written when flow context allows it, other scalars
    /// double-quoted, collections in brackets and braces.
    static func text(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar):
            if scalar.style == .plain, scalar.text.isEmpty {
                "null"
            } else if scalar.style == .plain, !scalar.text.contains(where: { ",[]{}:#\"'\n".contains($0) }) {
                scalar.text
            } else {
                quoted(scalar.text)
            }
        case .sequence(let elements):
            "[" + elements.map(text).joined(separator: ", ") + "]"
        case .mapping(let entries):
            "{" + entries.map { "\(text($0.key)): \(text($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// `text` as a double-quoted YAML scalar.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
