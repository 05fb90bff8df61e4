// The trie under one scheme and host. A node's children are its literal segments (a dictionary)
// and its parameter slots (an array kept in precedence order); a node that ends a pattern holds
// that pattern's index in DeepLinkMatcher.entries.

/// The precedence key of a parameter at one position: types rank oneOf < uuid < int < string,
/// and several `oneOf`s rank by their sorted options. Parameter names are not part of it.
struct DeepLinkParameterSlot: Hashable, Comparable, Sendable {
    let rank: Int
    let options: [String]

    init(_ type: DeepLinkParameterType) {
        switch type {
        case .oneOf(let options): (rank, self.options) = (0, options.sorted())
        case .uuid: (rank, options) = (1, [])
        case .int: (rank, options) = (2, [])
        case .string: (rank, options) = (3, [])
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rank != rhs.rank ? lhs.rank < rhs.rank : lhs.options.lexicographicallyPrecedes(rhs.options)
    }
}

/// One step of a pattern's shape: a literal or a parameter slot.
enum DeepLinkShapeStep: Hashable, Sendable {
    case literal(String)
    case parameter(DeepLinkParameterSlot, DeepLinkParameterType)
}

extension DeepLinkPattern {
    /// The steps of the pattern's path.
    var shape: [DeepLinkShapeStep] {
        segments.map { segment in
            switch segment {
            case .literal(let text): .literal(text)
            case .parameter(_, let type): .parameter(DeepLinkParameterSlot(type), type)
            }
        }
    }
}

struct DeepLinkTrieNode: Sendable {
    /// A parameter child: its slot, the type as first added (for messages), and the subtree.
    struct ParameterBranch: Sendable {
        let slot: DeepLinkParameterSlot
        let type: DeepLinkParameterType
        var node: DeepLinkTrieNode
    }

    var literals: [String: DeepLinkTrieNode] = [:]
    /// Sorted by slot: the order candidates are tried in.
    var parameters: [ParameterBranch] = []
    /// The index of the entry whose pattern ends here.
    var entry: Int?

    var isLeaf: Bool { literals.isEmpty && parameters.isEmpty }

    // MARK: - Building

    mutating func insert(_ shape: ArraySlice<DeepLinkShapeStep>, entry newEntry: Int) {
        guard let step = shape.first else {
            entry = newEntry
            return
        }
        switch step {
        case .literal(let text):
            literals[text, default: DeepLinkTrieNode()].insert(shape.dropFirst(), entry: newEntry)
        case .parameter(let slot, let type):
            let position = parameters.firstIndex { !($0.slot < slot) } ?? parameters.endIndex
            if position == parameters.endIndex || parameters[position].slot != slot {
                parameters.insert(ParameterBranch(slot: slot, type: type, node: DeepLinkTrieNode()), at: position)
            }
            parameters[position].node.insert(shape.dropFirst(), entry: newEntry)
        }
    }

    /// The entry of the pattern with exactly this shape, if any.
    func entry(at shape: ArraySlice<DeepLinkShapeStep>) -> Int? {
        guard let step = shape.first else { return entry }
        switch step {
        case .literal(let text):
            return literals[text]?.entry(at: shape.dropFirst())
        case .parameter(let slot, _):
            return parameters.first { $0.slot == slot }?.node.entry(at: shape.dropFirst())
        }
    }

    // MARK: - Describing

    /// What the children accept, in the order they are tried, with one pattern through each
    /// (literals by text, since a segment can equal only one of them).
    func childExpectations() -> [(DeepLinkRejection.Expectation, Int)] {
        let literalChildren = literals.keys.sorted().compactMap { text in
            literals[text]?.firstEntry().map { (DeepLinkRejection.Expectation.literal(text), $0) }
        }
        let parameterChildren = parameters.compactMap { branch in
            branch.node.firstEntry().map { (DeepLinkRejection.Expectation.parameter(branch.type), $0) }
        }
        return literalChildren + parameterChildren
    }

    /// The first entry in this subtree, in precedence order: here, then literals by text, then
    /// parameters.
    func firstEntry() -> Int? {
        if let entry { return entry }
        for text in literals.keys.sorted() {
            if let found = literals[text]?.firstEntry() { return found }
        }
        for branch in parameters {
            if let found = branch.node.firstEntry() { return found }
        }
        return nil
    }
}
