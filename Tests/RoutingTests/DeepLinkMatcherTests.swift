import Testing
import WayfinderRouting

@Suite struct DeepLinkMatcherTests {
    /// A matcher holding `templates`, each leading to the route named after its position (`r0`, `r1`, ...).
    func matcher(
        _ templates: [String], unknownQueryParameters: DeepLinkMatcher.UnknownQueryParameters = .ignore
    ) throws -> DeepLinkMatcher {
        var matcher = DeepLinkMatcher(unknownQueryParameters: unknownQueryParameters)
        for (index, template) in templates.enumerated() {
            try matcher.add(template, route: "r\(index)")
        }
        return matcher
    }

    // MARK: - Parameter types

    @Test func match_everyParameterType_yieldsTypedValues() throws {
        let matcher = try matcher(["shop://o/:tab:oneOf(home|cart)/:id:int/:ref:uuid/:note"])
        let match = try matcher.match("shop://o/cart/-42/0F8FAD5B-D9CB-469F-A165-70867728950E/hello")
        #expect(match.routeName == "r0")
        #expect(match.pattern == (try DeepLinkPattern("shop://o/:tab:oneOf(home|cart)/:id:int/:ref:uuid/:note")))
        #expect(
            match.parameters == [
                "tab": "cart", "id": -42, "ref": "0f8fad5b-d9cb-469f-a165-70867728950e", "note": "hello",
            ]
        )
    }

    @Test func match_hostOnlyPattern_acceptsTrailingSlashAndFragment() throws {
        let matcher = try matcher(["shop://home"])
        #expect(try matcher.match("shop://home").routeName == "r0")
        #expect(try matcher.match("shop://home/").routeName == "r0")
        #expect(try matcher.match("shop://home#top").routeName == "r0")
        #expect(try matcher.match("SHOP://Home").routeName == "r0")
    }

    @Test func match_intParameter_rejectsPlusSignAndOverflow() throws {
        let matcher = try matcher(["shop://item/:id:int", "shop://item/:slug"])
        #expect(try matcher.match("shop://item/007").parameters == ["id": 7])
        #expect(try matcher.match("shop://item/+7").parameters == ["slug": "+7"])
        #expect(try matcher.match("shop://item/99999999999999999999").parameters == ["slug": "99999999999999999999"])
    }

    // MARK: - Precedence

    @Test func precedence_literalBeatsEveryParameterType() throws {
        let matcher = try matcher(["shop://item/:slug", "shop://item/:id:int", "shop://item/new", "shop://item/42"])
        #expect(try matcher.match("shop://item/new").routeName == "r2")
        #expect(try matcher.match("shop://item/42").routeName == "r3")
        #expect(try matcher.match("shop://item/43").routeName == "r1")
        #expect(try matcher.match("shop://item/old").routeName == "r0")
    }

    @Test func precedence_oneOfThenUUIDThenIntThenString_whateverTheInsertionOrder() throws {
        let templates = [
            "shop://x/:s", "shop://x/:i:int", "shop://x/:u:uuid",
            "shop://x/:o:oneOf(7|a|0f8fad5b-d9cb-469f-a165-70867728950e)",
        ]
        for order in [templates, templates.reversed()] {
            let matcher = try matcher(order)
            func route(_ segment: String) throws -> String {
                let match = try matcher.match("shop://x/\(segment)")
                return String(match.pattern.template.dropFirst("shop://x/:".count).prefix(1))
            }
            #expect(try route("7") == "o")
            #expect(try route("0f8fad5b-d9cb-469f-a165-70867728950e") == "o")
            #expect(try route("1f8fad5b-d9cb-469f-a165-70867728950e") == "u")
            #expect(try route("8") == "i")
            #expect(try route("b") == "s")
        }
    }

    @Test func precedence_severalOneOfs_areTriedByTheirSortedOptions() throws {
        let matcher = try matcher(["shop://x/:b:oneOf(y|b)", "shop://x/:a:oneOf(y|a)"])
        #expect(try matcher.match("shop://x/y").parameters == ["a": "y"])
        #expect(try matcher.match("shop://x/b").parameters == ["b": "b"])
    }

    // MARK: - Backtracking

    @Test func backtracking_literalBranchDeadEnds_fallsBackToParameter() throws {
        let matcher = try matcher(["shop://a/new/edit", "shop://a/:id/view"])
        #expect(try matcher.match("shop://a/new/edit").routeName == "r0")
        let match = try matcher.match("shop://a/new/view")
        #expect(match.routeName == "r1")
        #expect(match.parameters == ["id": "new"])
    }

    @Test func backtracking_typedBranchDeadEnds_fallsBackToString() throws {
        let matcher = try matcher(["shop://p/:n:int/x", "shop://p/:s/y", "shop://p/:n:int/:m:int/z"])
        #expect(try matcher.match("shop://p/3/y").parameters == ["s": "3"])
        #expect(try matcher.match("shop://p/3/x").parameters == ["n": 3])
        #expect(try matcher.match("shop://p/3/4/z").parameters == ["n": 3, "m": 4])
    }

    @Test func backtracking_urlEndsOrContinuesTooEarly_triesTheNextBranch() throws {
        let matcher = try matcher(["shop://p/a/b", "shop://p/:x", "shop://p/a", "shop://p/:x/:y/:z"])
        #expect(try matcher.match("shop://p/a").routeName == "r2")
        #expect(try matcher.match("shop://p/a/c/d").parameters == ["x": "a", "y": "c", "z": "d"])
    }

    @Test func backtracking_queryRejectedByTheMorePrecedentPattern_fallsBack() throws {
        let matcher = try matcher(["shop://item/:id:int?ref!", "shop://item/:slug"])
        #expect(try matcher.match("shop://item/3?ref=mail").parameters == ["id": 3, "ref": "mail"])
        #expect(try matcher.match("shop://item/3").parameters == ["slug": "3"])
    }

    @Test func backtracking_strictQueryRejectsUnknownParameter_fallsBack() throws {
        let matcher = try matcher(["shop://item/:id:int", "shop://item/:slug?utm"], unknownQueryParameters: .reject)
        #expect(try matcher.match("shop://item/3?utm=x").parameters == ["slug": "3", "utm": "x"])
        #expect(try matcher.match("shop://item/3").parameters == ["id": 3])
    }

    // MARK: - Percent-encoding

    @Test func percentEncoding_segmentsAndQueryAreDecoded() throws {
        let matcher = try matcher(["shop://search/:term?q&tag", "shop://p/caf%C3%A9"])
        let match = try matcher.match("shop://search/red%20shoes%2Fboots?q=a%26b%3Dc&t%61g=x+y")
        #expect(match.parameters == ["term": "red shoes/boots", "q": "a&b=c", "tag": "x+y"])
        #expect(try matcher.match("shop://p/café").routeName == "r1")
        #expect(try matcher.match("shop://p/caf%c3%a9").routeName == "r1")
        #expect(try matcher.match("shop://search/%F0%9F%91%9F").parameters == ["term": "👟"])
    }

    // MARK: - Query parameters

    @Test func query_optionalParameters_areAbsentOrTyped() throws {
        let matcher = try matcher(["shop://search?q&page:int&sort:oneOf(price|name)&ref:uuid"])
        #expect(try matcher.match("shop://search").parameters == [:])
        #expect(try matcher.match("shop://search?q").parameters == ["q": ""])
        #expect(
            try matcher.match("shop://search?page=2&q=shoes&sort=price&ref=0F8FAD5B-D9CB-469F-A165-70867728950E")
                .parameters
                == ["q": "shoes", "page": 2, "sort": "price", "ref": "0f8fad5b-d9cb-469f-a165-70867728950e"]
        )
    }

    @Test func query_unknownParametersAndEmptyItems_areIgnoredByDefault() throws {
        let matcher = try matcher(["shop://search?q"])
        #expect(try matcher.match("shop://search?&utm_source=mail&q=x&&utm_source=again#frag").parameters == ["q": "x"])
    }

    @Test func query_pathAndQueryParameters_shareOneDictionary() throws {
        let matcher = try matcher(["shop://tabs/:tab:oneOf(home|cart)/orders/:orderID?q"])
        let match = try matcher.match("shop://tabs/cart/orders/A-17?q=late")
        #expect(match.parameters == ["tab": "cart", "orderID": "A-17", "q": "late"])
        #expect(
            match.defaultRoute(presentationStyle: .sheet)
                == DefaultRoute("r0", parameters: match.parameters, presentationStyle: .sheet))
    }

    // MARK: - Adding patterns

    @Test func add_sameShape_isAmbiguousAndLeavesTheMatcherUnchanged() throws {
        var matcher = try matcher(["shop://item/:id:int?ref"])
        let error = #expect(throws: DeepLinkMatcherError.self) {
            try matcher.add("shop://item/:key:int?q!", route: "product")
        }
        #expect(
            error?.description
                == "deep link pattern 'shop://item/:key:int?q!' (route product) has the same shape as 'shop://item/:id:int?ref' (route r0); "
                + "no URL could tell them apart"
        )
        #expect(matcher.entries.count == 1)
        #expect(try matcher.match("shop://item/3").routeName == "r0")
    }

    @Test func add_oneOfWithTheSameOptionsInAnotherOrder_isAmbiguous() throws {
        var matcher = try matcher(["shop://t/:a:oneOf(x|y)"])
        #expect(throws: DeepLinkMatcherError.self) { try matcher.add("SHOP://T/:b:oneOf(y|x)", route: "other") }
    }

    @Test func add_theSameEntryTwice_isANoOp() throws {
        var matcher = try matcher(["shop://item/:id:int"])
        try matcher.add("shop://item/:id:int", route: "r0")
        #expect(matcher.entries.count == 1)
    }

    @Test func add_malformedTemplate_isInvalidPattern() {
        var matcher = DeepLinkMatcher()
        let error = #expect(throws: DeepLinkMatcherError.self) {
            try matcher.add("shop://item/:id:integer", route: "item")
        }
        #expect(
            error?.description
                == "invalid deep link pattern 'shop://item/:id:integer' at column 17: unknown parameter type 'integer'; expected string, int, uuid or oneOf(a|b)"
        )
    }

    @Test func add_emptyRouteName_isRejected() throws {
        var matcher = DeepLinkMatcher()
        let error = #expect(throws: DeepLinkMatcherError.self) { try matcher.add("shop://home", route: "") }
        #expect(error?.description == "deep link pattern 'shop://home' has an empty route name")
    }

    @Test func add_differentShapesSharingAPrefix_allMatch() throws {
        let matcher = try matcher([
            "shop://item/:id:int", "shop://item/:id:int/reviews", "shop://item/:slug/reviews", "shop://item",
        ])
        #expect(try matcher.match("shop://item").routeName == "r3")
        #expect(try matcher.match("shop://item/1").routeName == "r0")
        #expect(try matcher.match("shop://item/1/reviews").routeName == "r1")
        #expect(try matcher.match("shop://item/x/reviews").routeName == "r2")
    }

    // MARK: - Entries

    @Test func entries_codableAndInitFromEntries_rebuildTheSameMatcher() throws {
        let original = try matcher(["shop://item/:id:int", "https://example.com/p/:slug?ref"])
        #expect(
            try json(original.entries)
                == #"[{"pattern":"shop://item/:id:int","route":"r0"},{"pattern":"https://example.com/p/:slug?ref","route":"r1"}]"#
        )
        let entries = try decode([DeepLinkMatcher.Entry].self, from: json(original.entries))
        let rebuilt = try DeepLinkMatcher(entries, unknownQueryParameters: .reject)
        #expect(rebuilt.entries == original.entries)
        #expect(rebuilt.unknownQueryParameters == .reject)
        #expect(
            try rebuilt.match("https://EXAMPLE.com/p/hat?ref=x") == original.match("https://EXAMPLE.com/p/hat?ref=x"))
    }
}
