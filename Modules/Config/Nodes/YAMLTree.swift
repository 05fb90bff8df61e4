/// The storage behind every ``YAMLNode`` of one parse: flat arrays instead of one object per
/// node, so parsing appends to a few buffers and decoding walks indexes.
///
/// An alias and a repeated include reuse the index of the node they name, which makes the tree
/// a DAG whose expanded size the parser bounds (see ``YAMLLimits/maxAliasExpansion``).
final class YAMLTree: Sendable {
    /// What a record holds.
    enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
        /// A sequence item or mapping value dropped to continue decoding after an error.
        case skipped
    }

    /// One node: 24 bytes, no references.
    struct Record: Sendable {
        var kind: Kind
        /// A ``YAMLNode/ScalarStyle`` raw value for scalars (0 for collections) in the low bits,
        /// and the flags below, found while parsing so decoding tests a bit instead of text.
        var style: UInt8
        /// Index into ``YAMLTree/sources``.
        var source: UInt16
        var line: UInt32
        var column: UInt32
        /// Index into ``YAMLTree/tags``, or -1 when the node has no explicit tag.
        var tag: Int32
        /// Scalars: index into ``YAMLTree/scalars``. Collections: first slot in
        /// ``YAMLTree/children``.
        var payload: Int32
        /// Collections: items of a sequence, entries of a mapping.
        var count: Int32

        /// A scalar whose text contains `$`, so it may need environment interpolation.
        static let interpolationFlag: UInt8 = 0x80
        /// A mapping with at least two entries whose keys have the same text.
        static let duplicatesFlag: UInt8 = 0x40

        var scalarStyle: YAMLNode.ScalarStyle { YAMLNode.ScalarStyle(rawValue: style & 0x3F) ?? .plain }
        var isPlain: Bool { style & 0x3F == YAMLNode.ScalarStyle.plain.rawValue }
        var mayInterpolate: Bool { style & Self.interpolationFlag != 0 }
        var hasDuplicateKeys: Bool { style & Self.duplicatesFlag != 0 }
    }

    /// A parsed source: its name and text.
    struct Source: Sendable {
        let name: String
        let text: SourceText
    }

    let records: [Record]
    let scalars: [String]
    /// Sequence items, and mapping entries as key, value, key, value.
    let children: [Int32]
    let tags: [String]
    let sources: [Source]
    /// Whether error recovery dropped items (``Kind/skipped`` records) from this tree.
    let hasSkips: Bool

    init(
        records: [Record], scalars: [String], children: [Int32], tags: [String], sources: [Source],
        hasSkips: Bool = false
    ) {
        self.records = records
        self.scalars = scalars
        self.children = children
        self.tags = tags
        self.sources = sources
        self.hasSkips = hasSkips
    }

    // MARK: - Reading

    @inline(__always)
    func record(_ node: Int32) -> Record {
        records[Int(node)]
    }

    /// The text of a scalar node (empty for collections).
    @inline(__always)
    func text(_ node: Int32) -> String {
        let record = records[Int(node)]
        return record.kind == .scalar ? scalars[Int(record.payload)] : ""
    }

    func mark(_ node: Int32) -> SourceMark {
        let record = records[Int(node)]
        let source = sources[Int(record.source)]
        return SourceMark(source: source.name, line: Int(record.line), column: Int(record.column), text: source.text)
    }

    func tag(_ node: Int32) -> String? {
        let index = records[Int(node)].tag
        return index < 0 ? nil : tags[Int(index)]
    }

    /// The key and value node of entry `entry` of mapping `node`.
    @inline(__always)
    func entry(_ node: Int32, _ entry: Int) -> (key: Int32, value: Int32) {
        let slot = Int(records[Int(node)].payload) + 2 * entry
        return (children[slot], children[slot + 1])
    }

    /// Item `item` of sequence `node`.
    @inline(__always)
    func item(_ node: Int32, _ item: Int) -> Int32 {
        children[Int(records[Int(node)].payload) + item]
    }

    /// Whether a node is a plain scalar the core schema reads as null (see ``YAMLDecoder``).
    func isNull(_ node: Int32) -> Bool {
        let record = records[Int(node)]
        guard record.kind == .scalar else { return false }
        if record.tag >= 0 { return tags[Int(record.tag)] == YAMLTag.null }
        return record.isPlain && CoreSchema.isNull(scalars[Int(record.payload)])
    }
}

/// The core schema tags as libyaml expands `!!name`.
enum YAMLTag {
    static let prefix = "tag:yaml.org,2002:"
    static let string = prefix + "str"
    static let integer = prefix + "int"
    static let float = prefix + "float"
    static let bool = prefix + "bool"
    static let null = prefix + "null"
    static let map = prefix + "map"
    static let seq = prefix + "seq"
    static let merge = prefix + "merge"
    static let include = "!include"

    /// `!!str` for core tags, the tag itself otherwise.
    static func short(_ tag: String) -> String {
        tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }
}

extension YAMLTree {
    /// The key and value nodes of a mapping's entries, in order.
    func entries(of node: Int32) -> LazyMapSequence<Range<Int>, (key: Int32, value: Int32)> {
        let record = records[Int(node)]
        let count = record.kind == .mapping ? Int(record.count) : 0
        return (0..<count).lazy.map { self.entry(node, $0) }
    }
}
