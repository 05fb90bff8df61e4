/// A mapping decoded in source order, for configurations where order means something (tabs,
/// menu entries) — `[String: Value]` loses it.
///
/// ```swift
/// struct App: Decodable {
///     var tabs: OrderedMapping<Tab>   // tabs: {home: {...}, search: {...}, cart: {...}}
/// }
/// app.tabs.map(\.key)  // ["home", "search", "cart"]
/// ```
///
/// With ``YAMLDecoder`` each entry also carries the key's mark. Other decoders give their own
/// key order and no marks.
public struct OrderedMapping<Value: Decodable>: Decodable, RandomAccessCollection {
    /// One entry.
    public struct Entry {
        /// The key's text.
        public var key: String
        /// The decoded value.
        public var value: Value
        /// Where the key was written, with ``YAMLDecoder``.
        public var keyMark: SourceMark?

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - key: The key.
        ///   - value: The value.
        ///   - keyMark: Where the key was written.
        public init(key: String, value: Value, keyMark: SourceMark? = nil) {
            self.key = key
            self.value = value
            self.keyMark = keyMark
        }
    }

    /// The entries in source order.
    public var entries: [Entry]

    /// Creates a mapping from entries.
    ///
    /// - Parameter entries: The entries, in order.
    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// Decodes a mapping's entries in source order.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: What decoding the container or a value throws.
    public init(from decoder: any Decoder) throws {
        guard let nodeDecoder = decoder as? NodeDecoder else {
            let container = try decoder.container(keyedBy: YAMLCodingKey.self)
            entries = try container.allKeys.map { key in
                Entry(key: key.stringValue, value: try container.decode(Value.self, forKey: key))
            }
            return
        }
        // The container itself, not its type-erasing box: no casts of the key array, and each
        // key comes with its node for the mark.
        let container = nodeDecoder.keyedContainer(keyedBy: YAMLCodingKey.self)
        let tree = nodeDecoder.session.tree
        let listed = container.listKeys(withNodes: true)
        entries = try listed.keys.indices.map { index in
            let key = listed.keys[index]
            return Entry(
                key: key.stringValue, value: try container.decode(Value.self, forKey: key),
                keyMark: tree.mark(listed.nodes[index]))
        }
    }

    // MARK: - Collection

    /// 0.
    @inlinable public var startIndex: Int { entries.startIndex }
    /// The number of entries.
    @inlinable public var endIndex: Int { entries.endIndex }

    /// The entry at a position.
    @inlinable public subscript(position: Int) -> Entry { entries[position] }

    /// The value of the first entry with this key.
    @inlinable public subscript(key: String) -> Value? {
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return nil
    }
}

extension OrderedMapping.Entry: Equatable where Value: Equatable {
    /// Compares keys and values; marks are ignored, as in ``Marked``.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}
extension OrderedMapping.Entry: Sendable where Value: Sendable {}
extension OrderedMapping: Equatable where Value: Equatable {}
extension OrderedMapping: Sendable where Value: Sendable {}
