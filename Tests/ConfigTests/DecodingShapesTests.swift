import Foundation
import Testing
import WayfinderConfig

@Suite struct DecodingShapesTests {
    struct Screen: Decodable, Equatable {
        struct Toolbar: Decodable, Equatable {
            var title: String
            var items: [String]
        }
        var name: String
        var toolbar: Toolbar
        var subtitle: String?
        var badge: Int?
    }

    @Test func nestedStructsAndOptionals_decode() throws {
        let screen = try decode(
            Screen.self,
            """
            name: cart
            toolbar:
              title: Your cart
              items: [edit, share]
            badge: ~
            """)
        #expect(
            screen
                == Screen(
                    name: "cart", toolbar: .init(title: "Your cart", items: ["edit", "share"]), subtitle: nil,
                    badge: nil))
    }

    struct Integers: Decodable, Equatable {
        var int: Int
        var int8: Int8
        var int16: Int16
        var int32: Int32
        var int64: Int64
        var uint: UInt
        var uint8: UInt8
        var uint16: UInt16
        var uint32: UInt32
        var uint64: UInt64
    }

    @Test func integersOfEveryWidth_decodeDecimalOctalAndHex() throws {
        let value = try decode(
            Integers.self,
            """
            int: -42
            int8: -128
            int16: +32767
            int32: 0x7fffffff
            int64: -9223372036854775808
            uint: 0o17
            uint8: 255
            uint16: 0xFFFF
            uint32: 4294967295
            uint64: 18446744073709551615
            """)
        #expect(
            value
                == Integers(
                    int: -42, int8: -128, int16: 32767, int32: Int32.max, int64: Int64.min, uint: 15, uint8: 255,
                    uint16: UInt16.max, uint32: UInt32.max, uint64: UInt64.max))
    }

    struct Numbers: Decodable, Equatable {
        var double: Double
        var float: Float
        var whole: Double
        var exponent: Double
        var infinity: Double
        var price: Decimal
    }

    @Test func floatsDoublesAndDecimals_decode() throws {
        let value = try decode(
            Numbers.self, "double: 0.25\nfloat: -1.5\nwhole: 3\nexponent: 1e3\ninfinity: -.inf\nprice: 19.99\n")
        let price = try #require(Decimal(string: "19.99"))
        #expect(
            value
                == Numbers(double: 0.25, float: -1.5, whole: 3, exponent: 1000, infinity: -.infinity, price: price))
        #expect(try decode([Double].self, "[.nan]")[0].isNaN)
    }

    struct Flags: Decodable, Equatable {
        var a: Bool
        var b: Bool
        var c: Bool
        var d: Bool
        var e: Bool
        var f: Bool
        var answer: String
        var switch_: String

        enum CodingKeys: String, CodingKey {
            case a, b, c, d, e, f, answer
            case switch_ = "switch"
        }
    }

    @Test func booleans_areTheSixCoreForms_andYesOnAreStrings() throws {
        let value = try decode(
            Flags.self, "a: true\nb: True\nc: TRUE\nd: false\ne: False\nf: FALSE\nanswer: yes\nswitch: on\n")
        #expect(
            value
                == Flags(a: true, b: true, c: true, d: false, e: false, f: false, answer: "yes", switch_: "on"))
    }

    @Test func plainScalars_decodeAsStringsWithTheirText() throws {
        #expect(
            try decode([String].self, "[12, 1.10, true, no, 0x1F, 'quoted', \"dq\"]")
                == ["12", "1.10", "true", "no", "0x1F", "quoted", "dq"])
    }

    @Test func urls_decodeFromStrings() throws {
        let urls = try decode([URL].self, "[\"shop://item/42\", https://example.com/a?b=c]")
        #expect(urls.map(\.absoluteString) == ["shop://item/42", "https://example.com/a?b=c"])
    }

    @Test func dictionaries_decodeFromMappings() throws {
        #expect(try decode([String: Int].self, "cart: 3\nprofile: 0\n") == ["cart": 3, "profile": 0])
        #expect(try decode([Int: String].self, "1: one\n2: two\n") == [1: "one", 2: "two"])
        #expect(try decode([String: [String]].self, "home: [a]\nempty: []\n") == ["home": ["a"], "empty": []])
    }

    @Test func orderedMapping_keepsSourceOrderAndKeyMarks() throws {
        let tabs = try decode(OrderedMapping<Int>.self, "search: 2\nhome: 1\ncart: 3\n")
        #expect(tabs.map(\.key) == ["search", "home", "cart"])
        #expect(tabs.map(\.value) == [2, 1, 3])
        #expect(tabs["cart"] == 3)
        #expect(tabs[1].keyMark?.description == "test.yaml:2:1")
    }

    @Test func setsAndNestedArrays_decodeFromSequences() throws {
        #expect(try decode(Set<String>.self, "[medium, large, medium]") == ["medium", "large"])
        #expect(try decode([[Int]].self, "- [1, 2]\n- []\n- [3]\n") == [[1, 2], [], [3]])
        #expect(try decode([Int?].self, "[1, ~, 3]") == [1, nil, 3])
    }

    enum Style: String, Decodable, CaseIterable {
        case push, sheet, fullScreenCover
    }

    enum Priority: Int, Decodable {
        case low = 1
        case high = 2
    }

    @Test func rawValueEnums_decodeFromTheirRawValue() throws {
        #expect(try decode([Style].self, "[push, sheet, \"fullScreenCover\"]") == [.push, .sheet, .fullScreenCover])
        #expect(try decode([Priority].self, "[1, 2]") == [.low, .high])
    }

    enum Transition: Decodable, Equatable {
        case none
        case fade(duration: Double)
        case slide(edge: String, duration: Double?)
        case named(String)
    }

    @Test func enumsWithAssociatedValues_decodeFromOneKeyMappingsOrBareCaseNames() throws {
        let transitions = try decode(
            [Transition].self,
            """
            - none
            - {none: {}}
            - fade: {duration: 0.3}
            - slide: {edge: leading}
            - named: curl
            - named: {_0: flip}
            """)
        #expect(
            transitions == [
                .none, .none, .fade(duration: 0.3), .slide(edge: "leading", duration: nil), .named("curl"),
                .named("flip"),
            ])
    }

    struct Link: Decodable {
        var pattern: Marked<String>
        var target: Marked<String>?
    }

    @Test func marked_capturesMarkAndFullKeyPath() throws {
        let links = try decode(
            [String: [Link]].self,
            """
            links:
              - pattern: shop://item/:id
                target: itemDetail
            """)
        let link = try #require(links["links"]?.first)
        #expect(link.pattern.value == "shop://item/:id")
        #expect(link.pattern.mark?.description == "test.yaml:2:14")
        #expect(link.pattern.keyPath.description == "links[0].pattern")
        #expect(link.target?.mark?.sourceLine == "    target: itemDetail")
        #expect(link.target?.count == 10)
    }

    @Test func marked_fromAnotherDecoderHasNoMark() throws {
        let marked = try JSONDecoder().decode([Marked<Int>].self, from: Data("[7]".utf8))
        #expect(marked[0].value == 7)
        #expect(marked[0].mark == nil)
        #expect(marked[0].keyPath.description == "[0]")
        #expect(marked[0] == Marked(7))
    }

    struct Plugin: Decodable {
        var name: String
        var options: Marked<YAMLNode>
    }

    struct AnalyticsOptions: Decodable, Equatable {
        var sampleRate: Double
        var events: [String]
    }

    @Test func yamlNodeSubtree_decodesLaterWithItsKeyPath() throws {
        let plugins = try decode(
            [Plugin].self,
            """
            - name: analytics
              options:
                sampleRate: 0.5
                events: [screen]
            - name: other
              options:
                sampleRate: high
                evnts: []
            """)
        let decoder = YAMLDecoder(environment: [:])
        let first = plugins[0].options
        #expect(
            try decoder.decode(AnalyticsOptions.self, from: first.value, keyPath: first.keyPath)
                == AnalyticsOptions(sampleRate: 0.5, events: ["screen"]))
        let second = plugins[1].options
        do {
            _ = try decoder.decode(AnalyticsOptions.self, from: second.value, keyPath: second.keyPath)
            Issue.record("expected two errors")
        } catch {
            #expect(
                error.description == """
                    test.yaml:7:17: error: [1].options.sampleRate: expected a number, found the string "high"
                            sampleRate: high
                                        ^
                    test.yaml:8:5: error: [1].options.evnts: unknown key 'evnts'; did you mean 'events'?
                            evnts: []
                            ^
                    """)
        }
    }

    struct Loose: Decodable, Equatable {
        var name: String
    }

    @Test func lenientOptions_ignoreUnknownKeysAndKeepTheFirstDuplicate() throws {
        let decoder = YAMLDecoder(environment: [:], options: .lenient)
        let value = try decoder.decode(Loose.self, from: "name: a\nextra: 1\nname: b\n", sourceName: "test.yaml")
        #expect(value == Loose(name: "a"))
    }

    struct Defaults: Decodable, Equatable {
        var title: String
        var animated: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decodeIfPresent(String.self, forKey: .title) ?? "Untitled"
            animated = try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true
        }

        enum CodingKeys: String, CodingKey { case title, animated }
    }

    @Test func missingOptionalKeys_takeTheTypesDefaults() throws {
        #expect(try decode(Defaults.self, "title: Cart\n").title == "Cart")
        #expect(try decode(Defaults.self, "{}").animated)
    }

    enum Shape: Decodable, Equatable {
        case word(String)
        case list([String])

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if let word = try? single.decode(String.self) {
                self = .word(word)
            } else {
                self = .list(try single.decode([String].self))
            }
        }
    }

    @Test func probingWithTry_seesOrdinaryErrorsAndReportsNothing() throws {
        #expect(
            try decode([Shape].self, "- medium\n- [medium, large]\n") == [.word("medium"), .list(["medium", "large"])])
    }
}
