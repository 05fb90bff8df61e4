import WayfinderComposition
import WayfinderConfig

/// Applies `--state PATH` and `--no-state` to the manifest's `state-restoration` entry before
/// it is validated: `--no-state` disables the plugin, `--state` replaces its `path` option.
enum StateOverrides {
    /// The state-restoration plugin's id.
    static let pluginID = "state-restoration"

    /// `manifest` with `override` applied; unchanged when it has no state-restoration entry.
    static func apply(_ override: StateOverride, to manifest: AppManifest) -> AppManifest {
        guard let index = manifest.plugins.firstIndex(where: { $0.id.value == pluginID }) else { return manifest }
        var manifest = manifest
        switch override {
        case .manifest:
            break
        case .disabled:
            let enabled = manifest.plugins[index].enabled
            manifest.plugins[index].enabled = Marked(false, mark: enabled?.mark, keyPath: enabled?.keyPath ?? .root)
        case .path(let path):
            let options = manifest.plugins[index].options
            if let node = try? replacing("path", with: path, in: options?.value) {
                manifest.plugins[index].options = Marked(node, mark: options?.mark, keyPath: options?.keyPath ?? .root)
            }
        }
        return manifest
    }

    /// A copy of the mapping `node` (or an empty one) whose `key` is `value`.
    static func replacing(_ key: String, with value: String, in node: YAMLNode?) throws(ConfigError) -> YAMLNode {
        var entries = ["\(quoted(key)): \(quoted(value))"]
        let existing = node.map { Array($0.entries) } ?? []
        for entry in existing where entry.key.scalar?.text != key {
            entries.append("\(flow(entry.key)): \(flow(entry.value))")
        }
        return try YAMLParser.parse("{" + entries.joined(separator: ", ") + "}", sourceName: "--state")
    }

    /// A node as YAML flow text: plain scalars as written, other scalars double-quoted.
    static func flow(_ node: YAMLNode) -> String {
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
            "[" + elements.map(flow).joined(separator: ", ") + "]"
        case .mapping(let entries):
            "{" + entries.map { "\(flow($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
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
                    result += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
