import Testing
import WayfinderConfig

@Suite struct MergeKeyTests {
    struct Route: Decodable, Equatable {
        var style: String
        var animated: Bool
        var title: String?
    }

    @Test func singleMapping_mergesAndExplicitKeysWin() throws {
        let routes = try decode(
            [String: Route].self,
            """
            base: &base {style: push, animated: true}
            detail:
              <<: *base
              style: sheet
              title: Detail
            """)
        #expect(routes["base"] == Route(style: "push", animated: true, title: nil))
        #expect(routes["detail"] == Route(style: "sheet", animated: true, title: "Detail"))
    }

    @Test func sequenceOfMappings_earlierMappingsWin() throws {
        let root = try YAMLParser.parse(
            """
            a: &a {style: push, title: A}
            b: &b {style: sheet, animated: false}
            c:
              title: C
              <<: [*a, *b]
            """, sourceName: "test.yaml")
        let c = try #require(root["c"])
        #expect(c.entries.map { $0.key.scalar?.text } == ["title", "style", "animated"])
        #expect(c["style"]?.scalar?.text == "push")
        #expect(c["title"]?.scalar?.text == "C")
    }

    @Test func mergedValues_keepTheirMarks() throws {
        let root = try YAMLParser.parse("base: &base {style: push}\nroute: {<<: *base}\n", sourceName: "test.yaml")
        #expect(root["route"]?["style"]?.mark.description == "test.yaml:1:21")
    }

    @Test func quotedMergeKey_isAnOrdinaryKey() throws {
        let root = try YAMLParser.parse("a: {'<<': {x: 1}}", sourceName: "test.yaml")
        #expect(root["a"]?.entries.map { $0.key.scalar?.text } == ["<<"])
    }

    @Test func mergeOfAScalar_isAnError() {
        #expect(
            renderedParseError("a: {<<: 5}") == """
                test.yaml:1:9: error: a["<<"]: the merge key '<<' takes a mapping or a sequence of mappings, \
                found a scalar
                    a: {<<: 5}
                            ^
                """)
    }

    @Test func mergeSequenceWithAScalar_isAnError() {
        #expect(
            renderedParseError("a: {<<: [{x: 1}, 2]}") == """
                test.yaml:1:18: error: a["<<"]: the merge key '<<' takes mappings, found a scalar in its sequence
                    a: {<<: [{x: 1}, 2]}
                                     ^
                """)
    }

    @Test func unknownKeyFromAMerge_pointsAtTheAnchoredMapping() {
        #expect(
            renderedError(
                [String: Route].self,
                """
                base: &base {style: push, animated: true, colour: red}
                detail: {<<: *base}
                """) == """
                    test.yaml:1:43: error: base.colour: unknown key 'colour' (known keys: animated, style, title)
                        base: &base {style: push, animated: true, colour: red}
                                                                  ^
                    test.yaml:1:43: error: detail.colour: unknown key 'colour' (known keys: animated, style, title)
                        base: &base {style: push, animated: true, colour: red}
                                                                  ^
                    """)
    }
}
