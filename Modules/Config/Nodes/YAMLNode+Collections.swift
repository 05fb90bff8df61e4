extension YAMLNode {
    // MARK: - Sequence items

    /// The items of a sequence node, without copying.
    public struct Elements: RandomAccessCollection, Sendable {
        let node: YAMLNode

        /// 0.
        public var startIndex: Int { 0 }

        /// The number of items; 0 unless the node is a sequence.
        public var endIndex: Int {
            let record = node.tree.record(node.index)
            return record.kind == .sequence ? Int(record.count) : 0
        }

        /// The item at a 0-based position.
        public subscript(position: Int) -> YAMLNode {
            YAMLNode(tree: node.tree, index: node.tree.item(node.index, position))
        }
    }

    // MARK: - Mapping entries

    /// One key-value entry of a mapping.
    public struct Entry: Sendable {
        /// The key node, normally a scalar.
        public let key: YAMLNode
        /// The value node.
        public let value: YAMLNode
    }

    /// The entries of a mapping node in source order, without copying.
    public struct Entries: RandomAccessCollection, Sendable {
        let node: YAMLNode

        /// 0.
        public var startIndex: Int { 0 }

        /// The number of entries; 0 unless the node is a mapping.
        public var endIndex: Int {
            let record = node.tree.record(node.index)
            return record.kind == .mapping ? Int(record.count) : 0
        }

        /// The entry at a 0-based position.
        public subscript(position: Int) -> Entry {
            let (key, value) = node.tree.entry(node.index, position)
            return Entry(key: YAMLNode(tree: node.tree, index: key), value: YAMLNode(tree: node.tree, index: value))
        }
    }
}
