import Testing
import WayfinderConfig

/// Every wrong value or key, with its whole rendered error.
@Suite struct DecodingErrorTests {
    @Test func unknownKey_closeToAKnownOne_suggestsIt() {
        #expect(
            renderedError(Settings.self, "nmae: x") == """
                test.yaml:1:1: error: nmae: unknown key 'nmae'; did you mean 'name'?
                    nmae: x
                    ^
                """)
    }

    @Test func unknownKey_farFromAllKnownOnes_listsThem() {
        #expect(
            renderedError(Required.self, "title: a\ncolour: red") == """
                test.yaml:2:1: error: colour: unknown key 'colour' (known keys: title)
                    colour: red
                    ^
                """)
    }

    @Test func duplicateKey_namesBothPlaces() {
        #expect(
            renderedError(Settings.self, "name: a\nname: b") == """
                test.yaml:2:1: error: name: duplicate key 'name'; first defined at 1:1
                    name: b
                    ^
                """)
    }

    @Test func integer_fromPlainText_isAMismatch() {
        #expect(
            renderedError(Settings.self, "count: abc") == """
                test.yaml:1:8: error: count: expected an integer, found the string "abc"
                    count: abc
                           ^
                """)
    }

    @Test func integer_fromQuotedDigits_isAMismatch() {
        #expect(
            renderedError(Settings.self, "count: \"12\"") == """
                test.yaml:1:8: error: count: expected an integer, found the string "12"
                    count: "12"
                           ^
                """)
    }

    @Test func integer_fromFloat_isAMismatch() {
        #expect(
            renderedError(Settings.self, "count: 1.5") == """
                test.yaml:1:8: error: count: expected an integer, found the float 1.5
                    count: 1.5
                           ^
                """)
    }

    @Test func uint8_outOfRange_givesTheRange() {
        #expect(
            renderedError(Settings.self, "small: 300") == """
                test.yaml:1:8: error: small: expected an integer from 0 to 255, found the integer 300
                    small: 300
                           ^
                """)
    }

    @Test func int_beyond64Bits_givesTheRange() {
        #expect(
            renderedError(Settings.self, "count: 99999999999999999999") == """
                test.yaml:1:8: error: count: expected an integer from -9223372036854775808 to \
                9223372036854775807, found the integer 99999999999999999999
                    count: 99999999999999999999
                           ^
                """)
    }

    @Test func bool_fromYes_explainsYAML12() {
        #expect(
            renderedError(Settings.self, "enabled: yes") == """
                test.yaml:1:10: error: enabled: expected a boolean (true or false), found the string "yes"; \
                YAML 1.2 reads 'yes' as a string
                    enabled: yes
                             ^
                """)
    }

    @Test func requiredString_fromNull_isAMismatch() {
        #expect(
            renderedError(Required.self, "title: ~") == """
                test.yaml:1:8: error: title: expected a string, found null
                    title: ~
                           ^
                """)
    }

    @Test func string_fromMapping_isAMismatch() {
        #expect(
            renderedError(Settings.self, "name: {a: 1}") == """
                test.yaml:1:7: error: name: expected a string, found a mapping
                    name: {a: 1}
                          ^
                """)
    }

    @Test func array_fromScalar_isAMismatch() {
        #expect(
            renderedError(Settings.self, "items: home") == """
                test.yaml:1:8: error: items: expected a sequence, found the string "home"
                    items: home
                           ^
                """)
    }

    @Test func struct_fromScalar_isAMismatch() {
        #expect(
            renderedError(Settings.self, "child: hello") == """
                test.yaml:1:8: error: child: expected a mapping, found the string "hello"
                    child: hello
                           ^
                """)
    }

    @Test func missingRequiredKey_pointsAtTheMapping() {
        #expect(
            renderedError(Settings.self, "child: {subtitle: x}") == """
                test.yaml:1:8: error: child: missing required key 'title'
                    child: {subtitle: x}
                           ^
                """)
    }

    @Test func misspelledRequiredKey_isReportedOnceAsUnknown() {
        #expect(
            renderedError(Settings.self, "child: {titel: x}") == """
                test.yaml:1:9: error: child.titel: unknown key 'titel'; did you mean 'title'?
                    child: {titel: x}
                            ^
                """)
    }

    @Test func caseIterableEnum_listsItsValuesAndSuggests() {
        #expect(
            renderedError(Settings.self, "style: sheeet") == """
                test.yaml:1:8: error: style: expected one of push, sheet, fullScreenCover, found the string \
                "sheeet"; did you mean 'sheet'?
                    style: sheeet
                           ^
                """)
    }

    @Test func rawValueEnum_withUnknownValue_namesTheType() {
        #expect(
            renderedError(Settings.self, "priority: 3") == """
                test.yaml:1:11: error: priority: the integer 3 is not a valid Priority
                    priority: 3
                              ^
                """)
    }

    @Test func enumWithAssociatedValues_unknownBareCase() {
        #expect(
            renderedError(Settings.self, "transition: fadee") == """
                test.yaml:1:13: error: transition: 'fadee' is not a case of Transition
                    transition: fadee
                                ^
                """)
    }

    @Test func enumWithAssociatedValues_twoCaseKeys() {
        #expect(
            renderedError(Settings.self, "transition: {fade: {duration: 1}, none: {}}") == """
                test.yaml:1:13: error: transition: expected a case of Transition (a case name, or a mapping with \
                one key naming the case), found a mapping with 2 keys
                    transition: {fade: {duration: 1}, none: {}}
                                ^
                """)
    }

    @Test func float_fromText_isAMismatch() {
        #expect(
            renderedError(Settings.self, "ratio: fast") == """
                test.yaml:1:8: error: ratio: expected a number, found the string "fast"
                    ratio: fast
                           ^
                """)
    }

    @Test func float_tooLargeForFloat() {
        #expect(
            renderedError(Settings.self, "ratio: 1e50") == """
                test.yaml:1:8: error: ratio: expected a number that fits in Float, found the float 1e50
                    ratio: 1e50
                           ^
                """)
    }

    @Test func url_fromEmptyString_isAMismatch() {
        #expect(
            renderedError(Settings.self, "link: ''") == """
                test.yaml:1:7: error: link: expected a URL, found the string ""
                    link: ''
                          ^
                """)
    }

    @Test func unsupportedTag_onAScalar() {
        #expect(
            renderedError(Settings.self, "name: !secret x") == """
                test.yaml:1:7: error: name: unsupported tag '!secret'
                    name: !secret x
                          ^
                """)
    }

    @Test func coreTag_thatTheTextDoesNotFit() {
        #expect(
            renderedError(Settings.self, "count: !!int abc") == """
                test.yaml:1:8: error: count: "abc" is not a valid !!int
                    count: !!int abc
                           ^
                """)
    }

    @Test func validationErrorOfTheType_pointsAtTheKeyItNames() {
        #expect(
            renderedError(Settings.self, "port: {value: 0}") == """
                test.yaml:1:15: error: port.value: a port must be positive, found 0
                    port: {value: 0}
                                  ^
                """)
    }

    @Test func unkeyedContainer_readPastTheEnd() {
        #expect(
            renderedError(Settings.self, "pair: [1]") == """
                test.yaml:1:7: error: pair: expected another item, found the end of the sequence after 1 item
                    pair: [1]
                          ^
                """)
    }

    @Test func nonScalarKey_isReported() {
        #expect(
            renderedError(Settings.self, "? [a]\n: 1") == """
                test.yaml:1:3: error: a mapping key must be a scalar, found a sequence
                    ? [a]
                      ^
                """)
    }

    @Test func dictionaryValue_mismatch_namesTheEntry() {
        #expect(
            renderedError(Settings.self, "labels: {cart: two}") == """
                test.yaml:1:16: error: labels.cart: expected an integer, found the string "two"
                    labels: {cart: two}
                                   ^
                """)
    }

    @Test func keyPath_quotesKeysThatAreNoIdentifiers() {
        #expect(
            renderedError(Settings.self, "labels:\n  \"en.US\": x") == """
                test.yaml:2:12: error: labels["en.US"]: expected an integer, found the string "x"
                      "en.US": x
                               ^
                """)
    }

    @Test func caret_repeatsTabsOfTheSourceLine() {
        #expect(
            renderedError(Settings.self, "name:\t{a: 1}") == """
                test.yaml:1:7: error: name: expected a string, found a mapping
                    name:\t{a: 1}
                         \t^
                """)
    }

    @Test func rootOfTheWrongKind_hasNoKeyPath() {
        #expect(
            renderedError([String].self, "just text") == """
                test.yaml:1:1: error: expected a sequence, found the string "just text"
                    just text
                    ^
                """)
    }
}
