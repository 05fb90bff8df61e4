import Testing
import WayfinderRouting

@Suite struct DeepLinkRejectionTests {
    let matcher: DeepLinkMatcher

    init() throws {
        var matcher = DeepLinkMatcher()
        try matcher.add("shop://item/:id:int", route: "item")
        try matcher.add("shop://item/:id:int/reviews/:page:int", route: "reviews")
        try matcher.add("shop://search?q!&page:int", route: "search")
        try matcher.add("shop://tabs/:tab:oneOf(home|cart)/orders/new", route: "newOrder")
        try matcher.add("shop://tabs/:tab:oneOf(home|cart)/orders/:orderID:uuid", route: "order")
        try matcher.add("shop://tabs/:tab:oneOf(home|cart)", route: "tab")
        try matcher.add("https://example.com/p/:slug", route: "product")
        self.matcher = matcher
    }

    /// The rejection message for `url`, or a note that it matched.
    func rejection(_ url: String, in matcher: DeepLinkMatcher? = nil) -> String {
        do {
            let match = try (matcher ?? self.matcher).match(url)
            return "matched \(match.routeName)"
        } catch {
            return error.description
        }
    }

    // MARK: - Reading the URL

    @Test func malformedURL_reportsColumnAndProblem() {
        #expect(
            rejection("shop//item")
                == "no route for 'shop//item': malformed URL at column 5: expected '://' after the scheme")
        #expect(
            rejection("item/3") == "no route for 'item/3': malformed URL at column 5: expected '://' after the scheme")
        #expect(
            rejection("://item") == "no route for '://item': malformed URL at column 1: expected a scheme before '://'")
        #expect(
            rejection("sh op://item")
                == "no route for 'sh op://item': malformed URL at column 3: ' ' cannot appear in a scheme (a letter, then letters, digits, '+', '-' or '.')"
        )
        #expect(
            rejection("shop://") == "no route for 'shop://': malformed URL at column 8: expected a host after '://'")
        #expect(
            rejection("shop://item//3")
                == "no route for 'shop://item//3': malformed URL at column 13: empty path segment (each '/' must be followed by a segment)"
        )
        #expect(
            rejection("shop://item/%zz")
                == "no route for 'shop://item/%zz': malformed URL at column 13: '%zz' is not a percent escape ('%' and two hex digits)"
        )
        #expect(
            rejection("shop://item/%FF")
                == "no route for 'shop://item/%FF': malformed URL at column 13: percent escapes do not decode to UTF-8 text"
        )
        #expect(
            rejection("shop://search?q=a&=3")
                == "no route for 'shop://search?q=a&=3': malformed URL at column 19: expected a parameter name (a letter or '_', then letters, digits or '_')"
        )
    }

    @Test func unknownScheme_listsTheKnownSchemes() {
        #expect(
            rejection("shp://item/3") == "no route for 'shp://item/3': unknown scheme 'shp'; known schemes: https, shop"
        )
        #expect(
            rejection("shop://x", in: DeepLinkMatcher())
                == "no route for 'shop://x': unknown scheme 'shop'; known schemes: none")
    }

    @Test func unknownHost_listsTheSchemesHosts() {
        #expect(
            rejection("shop://itm/3")
                == "no route for 'shop://itm/3': unknown host 'itm' for scheme 'shop'; known hosts: item, search, tabs")
    }

    // MARK: - Segments

    @Test func segmentMismatch_singleCandidate_namesTypeAndPattern() {
        #expect(
            rejection("shop://item/abc")
                == "no route for 'shop://item/abc': segment 2 'abc' is not an int (pattern shop://item/:id:int)")
    }

    @Test func segmentMismatch_severalCandidates_listsThemInPrecedenceOrder() {
        #expect(
            rejection("shop://tabs/cart/orders/x")
                == "no route for 'shop://tabs/cart/orders/x': segment 4 'x' is not 'new' or a UUID "
                + "(patterns shop://tabs/:tab:oneOf(home|cart)/orders/new, shop://tabs/:tab:oneOf(home|cart)/orders/:orderID:uuid)"
        )
        #expect(
            rejection("shop://tabs/profile")
                == "no route for 'shop://tabs/profile': segment 2 'profile' is not one of (home|cart) (pattern shop://tabs/:tab:oneOf(home|cart))"
        )
    }

    @Test func segmentMismatch_percentDecodedValueIsShown() {
        #expect(
            rejection("shop://item/a%20b")
                == "no route for 'shop://item/a%20b': segment 2 'a b' is not an int (pattern shop://item/:id:int)")
    }

    @Test func missingSegment_namesWhatWasExpected() {
        #expect(
            rejection("shop://item")
                == "no route for 'shop://item': segment 2 is missing; expected an int (pattern shop://item/:id:int)"
        )
        #expect(
            rejection("shop://item/3/reviews")
                == "no route for 'shop://item/3/reviews': segment 4 is missing; expected an int (pattern shop://item/:id:int/reviews/:page:int)"
        )
    }

    @Test func unexpectedSegment_namesThePatternThatEnded() {
        #expect(
            rejection("shop://item/3/reviews/2/more")
                == "no route for 'shop://item/3/reviews/2/more': segment 5 'more' is past the end of pattern shop://item/:id:int/reviews/:page:int"
        )
    }

    @Test func deepestFailure_isReportedOverShallowerOnes() throws {
        var matcher = DeepLinkMatcher()
        try matcher.add("shop://a/b/c/d", route: "deep")
        try matcher.add("shop://a/:x:int", route: "shallow")
        try matcher.add("shop://a/:x/c/:y:int", route: "other")
        // For .../b/c/e the literal branch and the string branch both fail at segment 4; the
        // literal one is more precedent. The int branch fails earlier, at segment 2.
        #expect(
            rejection("shop://a/b/c/e", in: matcher)
                == "no route for 'shop://a/b/c/e': segment 4 'e' is not 'd' (pattern shop://a/b/c/d)"
        )
        #expect(
            rejection("shop://a/z/c/e", in: matcher)
                == "no route for 'shop://a/z/c/e': segment 4 'e' is not an int (pattern shop://a/:x/c/:y:int)"
        )
    }

    // MARK: - Query

    @Test func missingRequiredQueryParameter() {
        #expect(
            rejection("shop://search?page=2")
                == "no route for 'shop://search?page=2': missing required query parameter 'q' (pattern shop://search?q!&page:int)"
        )
    }

    @Test func queryParameterOfTheWrongType() {
        #expect(
            rejection("shop://search?q=hat&page=two")
                == "no route for 'shop://search?q=hat&page=two': query parameter 'page' value 'two' is not an int (pattern shop://search?q!&page:int)"
        )
    }

    @Test func repeatedQueryParameter() {
        #expect(
            rejection("shop://search?q=hat&q=cap")
                == "no route for 'shop://search?q=hat&q=cap': query parameter 'q' is given more than once (pattern shop://search?q!&page:int)"
        )
    }

    @Test func unknownQueryParameter_whenStrict() {
        var strict = matcher
        strict.unknownQueryParameters = .reject
        #expect(
            rejection("shop://search?q=hat&utm=mail", in: strict)
                == "no route for 'shop://search?q=hat&utm=mail': unknown query parameter 'utm' (pattern shop://search?q!&page:int accepts q, page)"
        )
        #expect(
            rejection("shop://item/3?utm=mail", in: strict)
                == "no route for 'shop://item/3?utm=mail': unknown query parameter 'utm' (pattern shop://item/:id:int accepts none)"
        )
        #expect(rejection("shop://item/3?utm=mail") == "matched item")
    }

    @Test func queryFailure_outranksSegmentFailures() throws {
        var matcher = DeepLinkMatcher()
        try matcher.add("shop://item/new/x", route: "a")
        try matcher.add("shop://item/:id?ref!", route: "b")
        #expect(
            rejection("shop://item/new", in: matcher)
                == "no route for 'shop://item/new': missing required query parameter 'ref' (pattern shop://item/:id?ref!)"
        )
    }

    @Test func rejection_isTypedAndCarriesTheURL() throws {
        let pattern = try DeepLinkPattern("shop://item/:id:int")
        let error = #expect(throws: DeepLinkRejection.self) { try matcher.match("shop://item/abc") }
        #expect(error?.url == "shop://item/abc")
        #expect(
            error?.reason
                == .segmentMismatch(segment: 2, value: "abc", expected: [.parameter(.int)], patterns: [pattern])
        )
    }
}
