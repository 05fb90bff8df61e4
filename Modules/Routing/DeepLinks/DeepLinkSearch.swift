/// One depth-first walk of a host's trie for one URL, remembering the deepest failure.
struct DeepLinkSearch {
    /// Why one branch of the walk failed, and how deep it got.
    enum Failure {
        /// No child of `node` accepts segment `index`.
        case mismatch(index: Int, node: DeepLinkTrieNode)
        /// The URL ended at `node`, which ends no pattern.
        case missingSegment(index: Int, node: DeepLinkTrieNode)
        /// The URL goes on past `node`, which ends a pattern and has no children.
        case unexpectedSegment(index: Int, entry: Int)
        /// The pattern of `entry` accepted the path but not the query.
        case query(entry: Int, DeepLinkQueryFailure)
    }

    let url: DeepLinkURL
    let entries: [DeepLinkMatcher.Entry]
    let unknownQueryParameters: DeepLinkMatcher.UnknownQueryParameters

    /// How many trie nodes the walk entered; tests use it to show that the cost follows the
    /// URL, not the number of patterns.
    private(set) var visitedNodes = 0
    /// The values of the path parameters on the current branch, in order.
    private var bindings: [ParameterValue] = []
    private var deepest: (depth: Int, failure: Failure)?

    init(
        url: DeepLinkURL, entries: [DeepLinkMatcher.Entry],
        unknownQueryParameters: DeepLinkMatcher.UnknownQueryParameters
    ) {
        self.url = url
        self.entries = entries
        self.unknownQueryParameters = unknownQueryParameters
    }

    // MARK: - Walking

    /// The match of the most precedent pattern accepting the URL, or `nil` (see
    /// ``rejectionReason()``).
    mutating func run(from root: DeepLinkTrieNode) -> DeepLinkMatch? {
        visit(root, at: 0)
    }

    private mutating func visit(_ node: DeepLinkTrieNode, at index: Int) -> DeepLinkMatch? {
        visitedNodes += 1
        guard index < url.segments.count else {
            return finish(at: node)
        }
        let segment = url.segments[index]
        var accepted = false
        if let child = node.literals[segment] {
            accepted = true
            if let match = visit(child, at: index + 1) { return match }
        }
        for branch in node.parameters {
            guard let value = branch.type.value(for: segment) else { continue }
            accepted = true
            bindings.append(value)
            if let match = visit(branch.node, at: index + 1) { return match }
            bindings.removeLast()
        }
        if !accepted {
            if node.isLeaf, let entry = node.entry {
                record(.unexpectedSegment(index: index, entry: entry), depth: 2 * index)
            } else {
                record(.mismatch(index: index, node: node), depth: 2 * index)
            }
        }
        return nil
    }

    /// Ends the walk at `node` once every segment is consumed.
    private mutating func finish(at node: DeepLinkTrieNode) -> DeepLinkMatch? {
        let depth = 2 * url.segments.count
        guard let entry = node.entry else {
            record(.missingSegment(index: url.segments.count, node: node), depth: depth)
            return nil
        }
        let pattern = entries[entry].pattern
        switch DeepLinkQueryFailure.check(url.query, against: pattern, unknown: unknownQueryParameters) {
        case .failure(let failure):
            // A query failure got further than any failure among the segments.
            record(.query(entry: entry, failure), depth: depth + 1)
            return nil
        case .success(let queryValues):
            var parameters = queryValues
            for (name, value) in zip(pattern.pathParameterNames, bindings) {
                parameters[name] = value
            }
            return DeepLinkMatch(routeName: entries[entry].routeName, parameters: parameters, pattern: pattern)
        }
    }

    /// Keeps `failure` if it got strictly further than every failure so far; among equals the
    /// first, which is the most precedent, wins.
    private mutating func record(_ failure: Failure, depth: Int) {
        if let deepest, deepest.depth >= depth { return }
        deepest = (depth, failure)
    }

    // MARK: - Explaining

    /// Why the walk found nothing, for the deepest failure.
    func rejectionReason() -> DeepLinkRejection.Reason {
        // The host's root exists only because some pattern passes through it, so every walk
        // records at least one failure; the fallback only keeps this total.
        guard let (_, failure) = deepest else {
            return .missingSegment(segment: 2, expected: [], patterns: [])
        }
        switch failure {
        case .mismatch(let index, let node):
            let children = node.childExpectations()
            return .segmentMismatch(
                segment: index + 2,
                value: url.segments[index],
                expected: children.map(\.0),
                patterns: children.map { entries[$0.1].pattern }
            )
        case .missingSegment(let index, let node):
            let children = node.childExpectations()
            return .missingSegment(
                segment: index + 2, expected: children.map(\.0), patterns: children.map { entries[$0.1].pattern })
        case .unexpectedSegment(let index, let entry):
            return .unexpectedSegment(segment: index + 2, value: url.segments[index], pattern: entries[entry].pattern)
        case .query(let entry, let failure):
            return failure.reason(pattern: entries[entry].pattern)
        }
    }
}
