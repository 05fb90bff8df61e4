/// A node of a parsed YAML document: a scalar, a sequence or a mapping, with the place it was
/// written.
///
/// Nodes are cheap values (a reference to the parse's shared, immutable storage plus an index),
/// so passing and storing them copies nothing. Mappings keep their entries in source order,
/// duplicate keys included. Aliases and merge keys are already resolved, `!include` tags replaced
/// by the included file's root; scalar text is as written, before environment interpolation
/// (which ``YAMLDecoder`` applies).
///
/// A node is also `Decodable` — but only by ``YAMLDecoder`` — so a configuration type can keep a
/// subtree (a plugin's options) undecoded and hand it later to
/// ``YAMLDecoder/decode(_:from:keyPath:)``.
public struct YAMLNode: Sendable {
    let tree: YAMLTree
    let index: Int32

    init(tree: YAMLTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    // MARK: - Kinds

    /// The three kinds of node.
    public enum Kind: String, Hashable, Sendable {
        /// Text: a string, number, boolean or null.
        case scalar
        /// An ordered list of nodes.
        case sequence
        /// Key-value entries in source order.
        case mapping
    }

    /// How a scalar was written.
    public enum ScalarStyle: UInt8, Hashable, Sendable, CustomStringConvertible {
        /// Unquoted; the only style that can be a number, boolean or null.
        case plain = 1
        /// `'text'`.
        case singleQuoted
        /// `"text"`.
        case doubleQuoted
        /// `|` block.
        case literal
        /// `>` block.
        case folded

        /// The style's name as in the YAML specification (`plain`, `single-quoted`, ...).
        public var description: String {
            switch self {
            case .plain: "plain"
            case .singleQuoted: "single-quoted"
            case .doubleQuoted: "double-quoted"
            case .literal: "literal"
            case .folded: "folded"
            }
        }
    }

    /// A scalar's text and style.
    public struct Scalar: Hashable, Sendable {
        /// The text after YAML's escaping and folding, before environment interpolation.
        public var text: String
        /// How it was written.
        public var style: ScalarStyle
    }

    /// A node's content, for `switch`.
    public enum Content: Sendable {
        /// A scalar.
        case scalar(Scalar)
        /// A sequence's items.
        case sequence(Elements)
        /// A mapping's entries in source order.
        case mapping(Entries)
    }

    // MARK: - Properties

    /// Whether the node is a scalar, sequence or mapping.
    public var kind: Kind {
        switch tree.record(index).kind {
        case .scalar, .skipped: .scalar
        case .sequence: .sequence
        case .mapping: .mapping
        }
    }

    /// The node's content.
    public var content: Content {
        switch kind {
        case .scalar: .scalar(scalarValue)
        case .sequence: .sequence(elements)
        case .mapping: .mapping(entries)
        }
    }

    /// Where the node starts: its first property (anchor or tag) or its first character.
    public var mark: SourceMark { tree.mark(index) }

    /// The explicit tag as libyaml resolved it (`tag:yaml.org,2002:str` for `!!str`, `!local`
    /// for local tags), or `nil` when the node had none.
    public var tag: String? { tree.tag(index) }

    /// The scalar's text and style, or `nil` for collections.
    public var scalar: Scalar? {
        kind == .scalar ? scalarValue : nil
    }

    /// Whether the node is a null: a plain `null`, `Null`, `NULL`, `~` or empty scalar, or one
    /// tagged `!!null`.
    public var isNull: Bool { tree.isNull(index) }

    /// The items of a sequence; empty for other kinds.
    public var elements: Elements { Elements(node: self) }

    /// The entries of a mapping in source order, duplicates included; empty for other kinds.
    public var entries: Entries { Entries(node: self) }

    /// The first value whose key is a scalar with this text, for mappings.
    ///
    /// - Parameter key: The key's text.
    /// - Returns: The value, or `nil` when there is no such key or the node is no mapping.
    public subscript(key: String) -> YAMLNode? {
        entries.first { $0.key.scalar?.text == key }?.value
    }

    private var scalarValue: Scalar {
        let record = tree.record(index)
        return Scalar(text: tree.text(index), style: record.scalarStyle)
    }
}
