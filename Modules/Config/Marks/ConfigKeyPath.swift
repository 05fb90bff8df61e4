/// Where a value sits in a configuration document, from the root: mapping keys and sequence
/// indexes.
///
/// Renders the way people write it: `.key` for mapping keys and `[i]` for sequence indexes,
/// without a leading dot — `coordinators.home.routes[2].style`. A key that is not a plain
/// identifier (letters, digits, `_`, `-`) is written quoted in brackets: `labels["en.US"]`.
/// The root renders as the empty string.
public struct ConfigKeyPath: Hashable, Sendable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step of a key path; a string literal is a key, an integer literal an index
    /// (`["routes", 2, "style"]`).
    public enum Component: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// A mapping key.
        case key(String)
        /// A 0-based sequence index.
        case index(Int)

        /// A mapping key.
        public init(stringLiteral value: String) { self = .key(value) }
        /// A sequence index.
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The steps from the root.
    public var components: [Component]

    /// Creates a key path from its steps.
    ///
    /// - Parameter components: The steps from the root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// Creates a key path from literal steps.
    public init(arrayLiteral elements: Component...) {
        self.components = elements
    }

    /// The document's root.
    public static let root = ConfigKeyPath()

    /// Whether this is the root.
    public var isRoot: Bool { components.isEmpty }

    // MARK: - Building

    /// This path extended by a mapping key.
    ///
    /// - Parameter key: The key to append.
    /// - Returns: The longer path.
    public func appending(key: String) -> ConfigKeyPath {
        ConfigKeyPath(components + [.key(key)])
    }

    /// This path extended by a sequence index.
    ///
    /// - Parameter index: The 0-based index to append.
    /// - Returns: The longer path.
    public func appending(index: Int) -> ConfigKeyPath {
        ConfigKeyPath(components + [.index(index)])
    }

    /// This path extended by another path's steps.
    ///
    /// - Parameter other: The steps to append.
    /// - Returns: The longer path.
    public func appending(_ other: ConfigKeyPath) -> ConfigKeyPath {
        ConfigKeyPath(components + other.components)
    }

    // MARK: - Text

    /// The path as written in diagnostics, e.g. `coordinators.home.routes[2].style`.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where Self.isIdentifier(key):
                if !text.isEmpty { text += "." }
                text += key
            case .key(let key):
                text += "[\"" + key.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\"]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        !key.isEmpty
            && key.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            }
    }
}

extension String {
    /// Replaces every occurrence of `target`; a Foundation-free `replacingOccurrences`.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
