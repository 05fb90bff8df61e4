import WayfinderRouting

/// A node that ``YAMLDecoder`` is decoding, read directly: for types of this package whose
/// common shapes are cheaper to read than to decode through `Codable`'s dispatch (a manifest's
/// routes and actions).
///
/// Nothing here records anything: no finding, no failure, no bookkeeping. A reader returns the
/// value `Codable` decoding would give when it can tell that decoding succeeds without a finding
/// (a plain string, a `true`, ...), and `nil` otherwise; the caller then decodes that value
/// with ``decode(_:)``, the decoder's ordinary path, which reports what is wrong. A mapping
/// whose keys cannot be read in one pass (a repeated or unknown key) is read through
/// ``KeyedNodeReader``, the decoder's keyed container. Paths and marks are the decoder's own, so
/// a ``Marked`` value made here equals, mark and key path included, the one `Codable` decoding
/// makes.
@usableFromInline package struct NodeReader {
    let decoder: NodeDecoder
    /// The node.
    package let node: Int32
    /// Where it is: the parent's path and, unless ``hasStep`` is `false` (the parent's path is
    /// the node's), the step to the node; its path node is made only when a value or child
    /// needs it. (Not a ``Location``: copying its optional step costs a generic value witness.)
    let parent: PathNode?
    let step: PathNode.Step
    let hasStep: Bool

    /// The node a decoder is at, or `nil` when the decoder is not ``YAMLDecoder``'s.
    package init?(_ decoder: any Decoder) {
        guard let nodeDecoder = decoder as? NodeDecoder else { return nil }
        self.init(nodeDecoder, nodeDecoder.node, path: nodeDecoder.path)
    }

    private init(_ decoder: NodeDecoder, _ node: Int32, path: PathNode?) {
        self.decoder = decoder
        self.node = node
        parent = path
        step = .index(0, slot: -1)
        hasStep = false
    }

    /// The node a container found at `location`.
    init(_ decoder: NodeDecoder, _ node: Int32, at location: Location) {
        self.decoder = decoder
        self.node = node
        parent = location.parent
        if let step = location.step {
            self.step = step
            hasStep = true
        } else {
            step = .index(0, slot: -1)
            hasStep = false
        }
    }

    private init(_ decoder: NodeDecoder, _ node: Int32, parent: PathNode?, step: PathNode.Step) {
        self.decoder = decoder
        self.node = node
        self.parent = parent
        self.step = step
        hasStep = true
    }

    /// The node's path, made now if it has a step.
    @usableFromInline var path: PathNode? {
        hasStep ? PathNode(parent: parent, step: step) : parent
    }

    /// Where the node is, for the decoder's functions.
    private var location: Location {
        hasStep ? Location(parent, step) : Location(parent)
    }

    /// This node with its path made once, for a collection whose children all hang below it.
    package func anchored() -> NodeReader {
        hasStep ? NodeReader(decoder, node, path: path) : self
    }

    private var tree: YAMLTree { decoder.session.tree }

    // MARK: - Shape

    /// Whether the node is a mapping without repeated keys, whose keys are all scalars and
    /// whose values were not dropped by error recovery: one `Codable` decoding reads entry by
    /// entry without a duplicate-key or non-scalar-key finding.
    package var isPlainMapping: Bool {
        let record = tree.records[Int(node)]
        guard record.kind == .mapping, !record.hasDuplicateKeys else { return false }
        let start = Int(record.payload)
        for entry in 0..<Int(record.count) {
            guard tree.records[Int(tree.children[start + 2 * entry])].kind == .scalar,
                tree.records[Int(tree.children[start + 2 * entry + 1])].kind != .skipped
            else { return false }
        }
        return true
    }

    /// Whether the node is a sequence none of whose items were dropped by error recovery.
    package var isPlainSequence: Bool {
        let record = tree.records[Int(node)]
        guard record.kind == .sequence else { return false }
        let start = Int(record.payload)
        for item in 0..<Int(record.count) where tree.records[Int(tree.children[start + item])].kind == .skipped {
            return false
        }
        return true
    }

    /// The number of entries of a mapping or items of a sequence.
    package var count: Int {
        Int(tree.records[Int(node)].count)
    }

    /// The key text of entry `entry` of a mapping (see ``isPlainMapping``).
    package func key(at entry: Int) -> String {
        tree.text(tree.children[Int(tree.records[Int(node)].payload) + 2 * entry])
    }

    /// Where the key of entry `entry` is written.
    package func keyMark(at entry: Int) -> SourceMark {
        tree.mark(tree.children[Int(tree.records[Int(node)].payload) + 2 * entry])
    }

    /// The value of entry `entry`, named `key` (its text), as a keyed container finds it:
    /// `isOptional` when `Codable` asks for it with `decodeIfPresent`.
    package func value(at entry: Int, key: String, isOptional: Bool = false) -> NodeReader {
        let slot = Int(tree.records[Int(node)].payload) + 2 * entry + 1
        let step = PathNode.Step.key(key, mapping: node, slot: Int32(truncatingIfNeeded: slot), isOptional: isOptional)
        return NodeReader(decoder, tree.children[slot], parent: path, step: step)
    }

    /// Item `index` of a sequence without dropped items.
    package func item(at index: Int) -> NodeReader {
        let slot = Int(tree.records[Int(node)].payload) + index
        let step = PathNode.Step.index(index, slot: Int32(truncatingIfNeeded: slot))
        return NodeReader(decoder, tree.children[slot], parent: path, step: step)
    }

    // MARK: - Scalars

    /// Whether the node reads as null (what `decodeIfPresent` and `decodeNil` ask).
    package var isNull: Bool {
        decoder.isNull(node)
    }

    /// What kind of scalar the node reads as, as the single-value container answers it.
    package var scalarKind: ScalarKind? {
        decoder.scalarKind(of: node)
    }

    /// The node decoded as `String`, or `nil` when that fails.
    package var string: String? {
        let record = tree.records[Int(node)]
        guard record.kind == .scalar else { return nil }
        if record.tag < 0, !record.mayInterpolate {
            // What String.decodeScalar gives an untagged scalar without `$`, without resolving
            // the text: a plain scalar is refused only when it reads as null.
            let text = tree.scalars[Int(record.payload)]
            return record.isPlain && CoreSchema.isNull(text) ? nil : text
        }
        return scalar(String.self)
    }

    /// The node decoded as `Bool`, or `nil` when that fails.
    package var bool: Bool? {
        let record = tree.records[Int(node)]
        guard record.kind == .scalar else { return nil }
        if record.tag < 0, !record.mayInterpolate {
            // What Bool.decodeScalar gives an untagged scalar without `$`: only a plain one is
            // read by the core schema.
            return record.isPlain ? CoreSchema.bool(tree.scalars[Int(record.payload)]) : nil
        }
        return scalar(Bool.self)
    }

    /// The node decoded as `Int`, or `nil` when that fails.
    package var int: Int? {
        scalar(Int.self)
    }

    /// Decodes a scalar as the decoder does; a failure it records is forgotten at once.
    private func scalar<T: ScalarDecodable>(_ type: T.Type) -> T? {
        guard tree.records[Int(node)].kind == .scalar else { return nil }
        do {
            return try T.decodeScalar(from: decoder, node: node, at: location)
        } catch {
            decoder.session.clearPending()
            return nil
        }
    }

    // MARK: - Values

    /// Where the node is written.
    @usableFromInline package var mark: SourceMark {
        tree.mark(node)
    }

    /// The node's path as `Codable` coding keys, for an error the reading type throws itself.
    package var codingPath: [any CodingKey] {
        location.codingPath
    }

    /// The node's key path: the ``Marked/keyPath`` of a value marked at this node
    /// (``Marked/init(_:at:)``).
    package var keyPath: ConfigKeyPath {
        // A closure rather than the key path `\.component`, whose application costs a generic call.
        hasStep ? ConfigKeyPath(parent.map(appending: step) { $0.component }) : parent.keyPath
    }

    /// Decodes the node through `Codable`, exactly as a container's `decode` would: the errors
    /// and findings are the decoder's.
    package func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decodeValue(type, node: node, at: location)
    }
}
