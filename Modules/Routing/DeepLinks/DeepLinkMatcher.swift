/// Matches URL strings against many deep-link patterns, each naming a route.
///
/// ```swift
/// var matcher = DeepLinkMatcher()
/// try matcher.add("shop://item/:id:int", route: "item")
/// try matcher.add("shop://item/new", route: "newItem")
/// try matcher.add("shop://search?q!&page:int", route: "search")
///
/// let match = try matcher.match("shop://item/42")
/// match.routeName    // "item"
/// match.parameters   // ["id": 42]
/// ```
///
/// ## Precedence
///
/// Patterns are stored in a trie keyed by scheme and host, then by path segment, so matching
/// costs time proportional to the URL's segments rather than to the number of patterns. At
/// each segment the candidates are tried in a fixed order, whatever order patterns were added in:
///
/// 1. a literal equal to the segment;
/// 2. `oneOf(...)` parameters (several at one position are tried by their sorted options);
/// 3. a `uuid` parameter;
/// 4. an `int` parameter;
/// 5. a `string` parameter.
///
/// When a candidate dead-ends later (a segment further on fails, the URL ends too early or has
/// segments left over, or its query is rejected), matching backtracks to the next candidate.
/// The first pattern that accepts the whole URL wins. Two patterns with the same shape — the
/// same literals and parameter types at the same positions, whatever their parameter names or
/// queries — could never be told apart, so adding the second is an error.
///
/// When nothing matches, ``match(_:)`` throws a ``DeepLinkRejection`` describing the deepest
/// failure: the one that got furthest into the URL (a query failure counts as further than any
/// segment failure), the most precedent one among equals.
public struct DeepLinkMatcher: Sendable {
    /// A pattern and the route it leads to.
    ///
    /// Encodes as `{pattern: "shop://item/:id:int", route: item}`.
    public struct Entry: Hashable, Sendable, Codable {
        /// The pattern URLs are matched against.
        public var pattern: DeepLinkPattern
        /// The name of the route a match leads to.
        public var routeName: String

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - pattern: The pattern URLs are matched against.
        ///   - routeName: The name of the route a match leads to.
        public init(_ pattern: DeepLinkPattern, routeName: String) {
            self.pattern = pattern
            self.routeName = routeName
        }

        private enum CodingKeys: String, CodingKey {
            case pattern
            case routeName = "route"
        }
    }

    /// What to do with query parameters a matching pattern does not declare.
    public enum UnknownQueryParameters: Hashable, Sendable {
        /// Ignore them (tracking parameters such as `utm_source` pass through).
        case ignore
        /// Reject the pattern, as with any other failure (matching backtracks).
        case reject
    }

    /// The entries, in the order they were added.
    public private(set) var entries: [Entry] = []
    /// What to do with query parameters a matching pattern does not declare.
    public var unknownQueryParameters: UnknownQueryParameters
    /// The trie roots by scheme, then host.
    var roots: [String: [String: DeepLinkTrieNode]] = [:]

    // MARK: - Creating

    /// Creates a matcher without patterns.
    ///
    /// - Parameter unknownQueryParameters: What to do with undeclared query parameters.
    public init(unknownQueryParameters: UnknownQueryParameters = .ignore) {
        self.unknownQueryParameters = unknownQueryParameters
    }

    /// Creates a matcher holding `entries`.
    ///
    /// - Parameters:
    ///   - entries: The patterns and routes, added in order.
    ///   - unknownQueryParameters: What to do with undeclared query parameters.
    /// - Throws: ``DeepLinkMatcherError`` for the first entry that cannot be added.
    public init(
        _ entries: [Entry], unknownQueryParameters: UnknownQueryParameters = .ignore
    ) throws(DeepLinkMatcherError) {
        self.init(unknownQueryParameters: unknownQueryParameters)
        for entry in entries {
            try add(entry.pattern, route: entry.routeName)
        }
    }

    // MARK: - Adding patterns

    /// Adds a pattern leading to a route.
    ///
    /// Adding an entry equal to one already added does nothing.
    ///
    /// - Parameters:
    ///   - pattern: The pattern.
    ///   - routeName: The name of the route a match leads to.
    /// - Throws: ``DeepLinkMatcherError/emptyRouteName(_:)`` or
    ///   ``DeepLinkMatcherError/ambiguous(_:route:existing:existingRoute:)``; the matcher is
    ///   unchanged when it throws.
    public mutating func add(_ pattern: DeepLinkPattern, route routeName: String) throws(DeepLinkMatcherError) {
        if routeName.isEmpty { throw .emptyRouteName(pattern) }
        let shape = pattern.shape
        if let existing = roots[pattern.scheme]?[pattern.host]?.entry(at: shape[...]) {
            let other = entries[existing]
            if other == Entry(pattern, routeName: routeName) { return }
            throw .ambiguous(pattern, route: routeName, existing: other.pattern, existingRoute: other.routeName)
        }
        entries.append(Entry(pattern, routeName: routeName))
        roots[pattern.scheme, default: [:]][pattern.host, default: DeepLinkTrieNode()].insert(
            shape[...], entry: entries.count - 1)
    }

    /// Parses a template and adds it.
    ///
    /// - Parameters:
    ///   - template: A template (grammar in ``DeepLinkPattern``).
    ///   - routeName: The name of the route a match leads to.
    /// - Throws: ``DeepLinkMatcherError/invalidPattern(_:)`` for a malformed template, and the
    ///   errors of adding a parsed pattern.
    public mutating func add(_ template: String, route routeName: String) throws(DeepLinkMatcherError) {
        let pattern: DeepLinkPattern
        do {
            pattern = try DeepLinkPattern(template)
        } catch {
            throw .invalidPattern(error)
        }
        try add(pattern, route: routeName)
    }

    // MARK: - Matching

    /// Finds the most precedent pattern that accepts `url`.
    ///
    /// - Parameter url: A URL such as `shop://item/42?ref=mail`.
    /// - Returns: The route name, the typed parameters and the pattern that matched.
    /// - Throws: ``DeepLinkRejection`` saying why nothing matched.
    public func match(_ url: String) throws(DeepLinkRejection) -> DeepLinkMatch {
        try search(url).outcome.get()
    }

    /// Matches `url` and counts the trie nodes the walk entered.
    func search(_ url: String) -> (outcome: Result<DeepLinkMatch, DeepLinkRejection>, visitedNodes: Int) {
        let bytes = Array(url.utf8)
        let parsed: DeepLinkURL
        do {
            parsed = try DeepLinkURL(bytes)
        } catch {
            let column = DeepLinkBytes.column(of: error.offset, in: bytes)
            return (
                .failure(DeepLinkRejection(url: url, reason: .malformedURL(column: column, problem: error.problem))), 0
            )
        }
        guard let hosts = roots[parsed.scheme] else {
            return (
                .failure(
                    DeepLinkRejection(url: url, reason: .unknownScheme(parsed.scheme, known: roots.keys.sorted()))), 0
            )
        }
        guard let root = hosts[parsed.host] else {
            let reason = DeepLinkRejection.Reason.unknownHost(
                parsed.host, scheme: parsed.scheme, known: hosts.keys.sorted())
            return (.failure(DeepLinkRejection(url: url, reason: reason)), 0)
        }
        var search = DeepLinkSearch(url: parsed, entries: entries, unknownQueryParameters: unknownQueryParameters)
        guard let match = search.run(from: root) else {
            return (.failure(DeepLinkRejection(url: url, reason: search.rejectionReason())), search.visitedNodes)
        }
        return (.success(match), search.visitedNodes)
    }
}
