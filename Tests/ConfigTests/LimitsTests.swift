import Testing
import WayfinderConfig

/// Hostile input fails fast with an ordinary diagnostic.
@Suite struct LimitsTests {
    @Test func defaults_areDocumented() {
        let limits = YAMLLimits()
        #expect(limits.maxDepth == 256)
        #expect(limits.maxAliasExpansion == 100_000)
        #expect(limits.maxDocumentBytes == 8 * 1024 * 1024)
        #expect(limits.maxIncludeDepth == 16)
    }

    @Test func tenThousandLevelsOfNesting_failAtLevel257() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let clock = ContinuousClock()
        var rendered: String?
        let elapsed = clock.measure { rendered = renderedParseError(text) }
        #expect(
            rendered == "test.yaml:1:257: error: " + String(repeating: "[0]", count: 256)
                + ": nesting is deeper than the limit of 256 levels\n    ..." + String(repeating: "[", count: 120)
                + "...\n" + String(repeating: " ", count: 4 + 3 + 60) + "^")
        #expect(elapsed < .seconds(2))
    }

    @Test func customDepth_countsTheRootCollectionAsLevelOne() {
        #expect(
            renderedParseError("a: {b: {c: {d: 1}}}", limits: YAMLLimits(maxDepth: 3)) == """
                test.yaml:1:12: error: a.b.c: nesting is deeper than the limit of 3 levels
                    a: {b: {c: {d: 1}}}
                               ^
                """)
    }

    @Test func aliasOfADeepNode_countsItsDepthWhereItIsUsed() {
        #expect(
            renderedParseError("deep: &d [[1]]\nuse: [[*d]]", limits: YAMLLimits(maxDepth: 4)) == """
                test.yaml:2:8: error: use[0][0]: nesting is deeper than the limit of 4 levels
                    use: [[*d]]
                           ^
                """)
    }

    @Test func billionLaughs_failsFastWithoutExpanding() {
        let text = """
            a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
            b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
            c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
            d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
            e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
            f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
            g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
            h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
            i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]
            """
        let clock = ContinuousClock()
        var rendered: String?
        let elapsed = clock.measure { rendered = renderedError([String: [String]].self, text) }
        #expect(
            rendered == """
                test.yaml:6:8: error: f[0]: aliases expand to more than 100000 nodes, the limit
                    f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
                           ^
                """)
        #expect(elapsed < .seconds(2))
    }

    @Test func aliasExpansion_countsEveryUse() {
        #expect(
            renderedParseError("a: &a [1, 2, 3]\nb: [*a, *a, *a]", limits: YAMLLimits(maxAliasExpansion: 10)) == """
                test.yaml:2:13: error: b[2]: aliases expand to more than 10 nodes, the limit
                    b: [*a, *a, *a]
                                ^
                """)
    }

    @Test func documentSize_isCheckedBeforeParsing() {
        #expect(
            renderedParseError("name: a-long-value-here", limits: YAMLLimits(maxDocumentBytes: 16)) == """
                test.yaml:1:1: error: the document is 23 bytes, more than the limit of 16
                    name: a-long-value-here
                    ^
                """)
    }

    @Test func hugeScalarLine_isShownAsAWindowAroundTheCaret() {
        let text = "key: " + String(repeating: "x", count: 300) + " # {"
        let rendered = renderedParseError(text + "\nbad: [") ?? ""
        #expect(rendered.hasPrefix("test.yaml:3:1: error: bad[0]: did not find expected node content"))
    }
}
