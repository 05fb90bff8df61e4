import Testing
import WayfinderRouting

// The code of the article "Deep-link patterns" (Modules/Routing/WayfinderRouting.docc), run.

// In code
func matchShopLinks() throws -> [DeepLinkMatch] {
    var matcher = DeepLinkMatcher()
    try matcher.add("shop://item/:id:int", route: "item")
    try matcher.add("shop://item/new", route: "new-item")
    try matcher.add("shop://search?q!&page:int", route: "search")

    let item = try matcher.match("shop://item/42")
    // item.routeName == "item", item.parameters == ["id": 42]
    let search = try matcher.match("shop://search?q=red%20shoes&page=2&utm_source=mail")
    // search.routeName == "search", search.parameters == ["q": "red shoes", "page": 2]
    return [item, search]
}

@Suite struct DeepLinkPatternsArticleTests {
    @Test func inCode_matchesAsTheArticleSays() throws {
        let matches = try matchShopLinks()
        try #require(matches.count == 2)
        let (item, search) = (matches[0], matches[1])
        #expect(item.routeName == "item")
        #expect(item.parameters == ["id": 42])
        #expect(search.routeName == "search")
        #expect(search.parameters == ["q": "red shoes", "page": 2])
    }

    @Test func precedence_intBeatsString_literalBeatsParameter() throws {
        var matcher = DeepLinkMatcher()
        try matcher.add("shop://item/:slug", route: "by-slug")
        try matcher.add("shop://item/:id:int", route: "by-id")
        try matcher.add("shop://item/new", route: "new-item")
        #expect(try matcher.match("shop://item/7").routeName == "by-id")
        #expect(try matcher.match("shop://item/new").routeName == "new-item")
        #expect(try matcher.match("shop://item/shoes").routeName == "by-slug")
    }

    @Test func rejection_readsAsTheArticleShows() throws {
        var matcher = DeepLinkMatcher()
        try matcher.add("shop://item/:id:int", route: "item")
        #expect(throws: DeepLinkRejection.self) { try matcher.match("shop://item/abc") }
        do {
            _ = try matcher.match("shop://item/abc")
        } catch {
            #expect(
                error.description
                    == "no route for 'shop://item/abc': segment 2 'abc' is not an int (pattern shop://item/:id:int)")
        }
    }
}
