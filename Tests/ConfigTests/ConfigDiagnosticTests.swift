import Testing
import WayfinderConfig

/// Diagnostics built by later layers render like the decoder's own.
@Suite struct ConfigDiagnosticTests {
    struct Tab: Decodable {
        var route: Marked<String>
    }

    @Test func diagnosticFromAMarkedValue_quotesItsLine() throws {
        let tabs = try decode([Tab].self, "- route: home\n- route: missing\n")
        let route = tabs[1].route
        let finding = ConfigDiagnostic(at: route.mark, keyPath: route.keyPath, message: "undefined route 'missing'")
        #expect(
            finding.description == """
                test.yaml:2:10: error: [1].route: undefined route 'missing'
                    - route: missing
                             ^
                """)
    }

    @Test func warningWithoutSourceText_isOneLine() {
        let finding = ConfigDiagnostic(
            .warning, at: SourceMark(source: "Configs/shop.yaml", line: 4, column: 3),
            keyPath: ["screens", "legacy"], message: "screen 'legacy' is unreachable")
        #expect(finding.description == "Configs/shop.yaml:4:3: warning: screens.legacy: screen 'legacy' is unreachable")
    }

    @Test func diagnosticWithoutMark_startsWithTheSeverity() {
        #expect(ConfigDiagnostic(at: nil, message: "no tabs defined").description == "error: no tabs defined")
    }

    @Test func render_sortsByPositionWithUnmarkedLast() {
        let a = ConfigDiagnostic(at: SourceMark(source: "b.yaml", line: 1, column: 1), message: "third")
        let b = ConfigDiagnostic(at: SourceMark(source: "a.yaml", line: 9, column: 2), message: "second")
        let c = ConfigDiagnostic(at: SourceMark(source: "a.yaml", line: 2, column: 5), message: "first")
        let d = ConfigDiagnostic(at: nil, message: "last")
        #expect(
            ConfigDiagnostic.render([d, a, b, c]) == """
                a.yaml:2:5: error: first
                a.yaml:9:2: error: second
                b.yaml:1:1: error: third
                error: last
                """)
        #expect(ConfigError([d, a, b, c]).diagnostics.map(\.message) == ["first", "second", "third", "last"])
    }

    @Test func longLine_isCutAroundTheCaret() throws {
        let value = String(repeating: "a", count: 200)
        let root = try YAMLParser.parse("key: " + value + " end", sourceName: "long.yaml")
        let mark = try #require(root["key"]?.mark)
        let shifted = SourceMark(source: mark.source, line: mark.line, column: 150)
        #expect(shifted.sourceLine == nil)
        #expect(
            ConfigDiagnostic(at: mark, message: "too long").description == """
                long.yaml:1:6: error: too long
                    key: \(String(repeating: "a", count: 115))...
                         ^
                """)
    }

    @Test func keyPath_rendersKeysIndexesAndQuotedKeys() {
        #expect(ConfigKeyPath.root.description == "")
        #expect(
            ConfigKeyPath([.key("coordinators"), .key("home"), .key("routes"), .index(2), .key("style")]).description
                == "coordinators.home.routes[2].style")
        #expect(
            ConfigKeyPath([.index(0), .key("a b"), .key("say \"hi\"")]).description
                == "[0][\"a b\"][\"say \\\"hi\\\"\"]")
        #expect(ConfigKeyPath.root.appending(key: "tabs").appending(index: 1).description == "tabs[1]")
    }

    @Test func sourceMark_equalityIgnoresTheSourceText() throws {
        let root = try YAMLParser.parse("a: 1", sourceName: "x.yaml")
        #expect(root.mark == SourceMark(source: "x.yaml", line: 1, column: 1))
        #expect(root.mark.hashValue == SourceMark(source: "x.yaml", line: 1, column: 1).hashValue)
    }
}
