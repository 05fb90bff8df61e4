import Testing

@testable import WayfinderRouting

/// Matching walks the trie along the URL: the nodes it enters depend on the URL's segments and
/// on the candidates at each segment, never on how many patterns the matcher holds.
@Suite struct DeepLinkMatchCostTests {
    /// `count` patterns `shop://item/l<i>/:id:int/:tab:oneOf(a|b)`, plus a few decoys per host.
    func matcher(patterns count: Int) throws -> DeepLinkMatcher {
        var matcher = DeepLinkMatcher()
        for index in 0..<count {
            try matcher.add("shop://item/l\(index)/:id:int/:tab:oneOf(a|b)", route: "r\(index)")
            try matcher.add("shop://h\(index)/:x", route: "h\(index)")
        }
        try matcher.add("shop://item/:slug/:id:int/c", route: "fallback")
        return matcher
    }

    @Test func visitedNodes_doNotGrowWithThePatternCount() throws {
        let small = try matcher(patterns: 10)
        let large = try matcher(patterns: 5_000)
        for url in ["shop://item/l7/3/b", "shop://item/l7/3/c", "shop://item/l7/x/b"] {
            let smallSearch = small.search(url)
            let largeSearch = large.search(url)
            #expect(smallSearch.visitedNodes == largeSearch.visitedNodes, "\(url)")
            #expect(smallSearch.outcome.map(\.routeName) == largeSearch.outcome.map(\.routeName), "\(url)")
        }
        // Root, l7, :id, :tab: four nodes for a direct hit.
        #expect(large.search("shop://item/l7/3/b").visitedNodes == 4)
        // Root, l7 and :id, whose only child refuses 'c'; then back to :slug, :id and c.
        #expect(large.search("shop://item/l7/3/c").visitedNodes == 6)
        #expect(try large.match("shop://item/l7/3/c").routeName == "fallback")
    }
}
