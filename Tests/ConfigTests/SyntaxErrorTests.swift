import Testing
import WayfinderConfig

/// libyaml's syntax errors and the parser's own, rendered like every other diagnostic.
@Suite struct SyntaxErrorTests {
    @Test func badIndentation() {
        #expect(
            renderedParseError("a:\n  b: 1\n c: 2") == """
                test.yaml:3:2: error: did not find expected key (while parsing a block mapping that started at 1:1)
                     c: 2
                     ^
                """)
    }

    @Test func unclosedQuote_pointsAtTheEndWithTheQuotesStart() {
        #expect(
            renderedParseError("a: \"abc\nb: 2") == """
                test.yaml:2:5: error: a: found unexpected end of stream (while scanning a quoted scalar that \
                started at 1:4)
                    b: 2
                        ^
                """)
    }

    @Test func tabIndentation_saysTabsAreNotAllowed() {
        #expect(
            renderedParseError("a:\n\tb: 1") == """
                test.yaml:2:1: error: a: found character that cannot start any token (while scanning for the next \
                token that started at 2:1); YAML does not allow tabs for indentation
                    \tb: 1
                    ^
                """)
    }

    @Test func mappingValueInsideAPlainScalar() {
        #expect(
            renderedParseError("a: b: c") == """
                test.yaml:1:5: error: mapping values are not allowed in this context
                    a: b: c
                        ^
                """)
    }

    @Test func unclosedFlowSequence_namesTheOpenPath() {
        #expect(
            renderedParseError("tabs: [home, cart\n") == """
                test.yaml:2:1: error: tabs[2]: did not find expected ',' or ']' (while parsing a flow sequence \
                that started at 1:7)
                """)
    }

    @Test func unknownAlias() {
        #expect(
            renderedParseError("a: *nope") == """
                test.yaml:1:4: error: a: unknown alias '*nope'; an alias must come after its anchor '&nope'
                    a: *nope
                       ^
                """)
    }

    @Test func secondDocument() {
        #expect(
            renderedParseError("a: 1\n---\nb: 2") == """
                test.yaml:2:1: error: a configuration holds a single document; found a second one
                    ---
                    ^
                """)
    }

    @Test func controlCharacter_isAReaderErrorAtItsPosition_shownEscaped() {
        #expect(
            renderedParseError("ok: 1\nbad: \u{7}") == """
                test.yaml:2:6: error: control characters are not allowed (#x7)
                    bad: \\u{7}
                         ^
                """)
    }

    @Test func includeTagOnACollection() {
        #expect(
            renderedParseError("a: !include {x: 1}") == """
                test.yaml:1:4: error: a: !include takes a file path, found a mapping
                    a: !include {x: 1}
                       ^
                """)
    }

    @Test func errorsInsideDecodeEntryPoint_renderTheSame() {
        #expect(
            renderedError(Settings.self, "name: 'it's'") == """
                test.yaml:1:11: error: did not find expected key (while parsing a block mapping that started at 1:1)
                    name: 'it's'
                              ^
                """)
    }
}
