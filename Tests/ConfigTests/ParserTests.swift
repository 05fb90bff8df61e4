import Testing
import WayfinderConfig

@Suite struct ParserTests {
    @Test func scalars_keepStyleTagAndText() throws {
        let root = try YAMLParser.parse(
            """
            plain: shop
            single: 'it''s'
            double: "a\\tb"
            literal: |
              one
              two
            folded: >
              one
              two
            tagged: !!str 12
            """, sourceName: "test.yaml")
        let scalars = root.entries.map { $0.value.scalar }
        #expect(scalars.map { $0?.style } == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded, .plain])
        #expect(scalars.map { $0?.text } == ["shop", "it's", "a\tb", "one\ntwo\n", "one two\n", "12"])
        #expect(root["tagged"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["plain"]?.tag == nil)
    }

    @Test func mapping_keepsSourceOrderAndDuplicateKeys() throws {
        let root = try YAMLParser.parse("zeta: 1\nalpha: 2\nzeta: 3\n", sourceName: "test.yaml")
        #expect(root.kind == .mapping)
        #expect(root.entries.map { $0.key.scalar?.text } == ["zeta", "alpha", "zeta"])
        #expect(root["zeta"]?.scalar?.text == "1")
    }

    @Test func nodes_carryOneBasedLineAndColumn() throws {
        let root = try YAMLParser.parse("app:\n  tabs: [home, cart]\n", sourceName: "Configs/shop.yaml")
        let tabs = try #require(root["app"]?["tabs"])
        #expect(root.mark == SourceMark(source: "Configs/shop.yaml", line: 1, column: 1))
        #expect(tabs.mark.description == "Configs/shop.yaml:2:9")
        #expect(tabs.elements.map(\.mark.column) == [10, 16])
        #expect(tabs.elements[1].mark.sourceLine == "  tabs: [home, cart]")
    }

    @Test func anchorsAndAliases_resolveToTheAnchoredNode() throws {
        let root = try YAMLParser.parse(
            "base: &base {style: push}\nfirst: *base\nsecond: *base\nitem: &x hello\ncopy: *x\n",
            sourceName: "test.yaml")
        #expect(root["first"]?["style"]?.scalar?.text == "push")
        #expect(root["second"]?.mark == root["base"]?.mark)
        #expect(root["copy"]?.scalar?.text == "hello")
    }

    @Test func emptyDocument_isANullScalarAtTheStart() throws {
        let root = try YAMLParser.parse("# only a comment\n", sourceName: "test.yaml")
        #expect(root.kind == .scalar)
        #expect(root.isNull)
        #expect(root.mark.description == "test.yaml:1:1")
    }

    @Test func nulls_followTheCoreSchema() throws {
        let root = try YAMLParser.parse(
            "- null\n- Null\n- NULL\n- ~\n-\n- 'null'\n- nil\n- None\n- !!null x\n", sourceName: "test.yaml")
        #expect(root.elements.map(\.isNull) == [true, true, true, true, true, false, false, false, true])
    }

    @Test func content_switchesOverTheThreeKinds() throws {
        let root = try YAMLParser.parse("a: [1, 2]\nb: {c: d}\ne: f\n", sourceName: "test.yaml")
        var summary: [String] = []
        for entry in root.entries {
            switch entry.value.content {
            case .scalar(let scalar): summary.append("scalar \(scalar.text)")
            case .sequence(let items): summary.append("sequence of \(items.count)")
            case .mapping(let entries): summary.append("mapping of \(entries.count)")
            }
        }
        #expect(summary == ["sequence of 2", "mapping of 1", "scalar f"])
    }

    @Test func outline_listsEveryNodeWithKeyKindValueAndPosition() throws {
        let root = try YAMLParser.parse(
            "app: shop\ntabs: [home, \"cart\"]\nmeta: !!map {}\nnote: |\n  hi\n", sourceName: "test.yaml")
        #expect(
            root.outline() == """
                mapping (4 entries) 1:1
                  app: scalar plain "shop" 1:6
                  tabs: sequence (2 items) 2:7
                    [0]: scalar plain "home" 2:8
                    [1]: scalar double-quoted "cart" 2:14
                  meta: mapping !!map (0 entries) 3:7
                  note: scalar literal "hi\\n" 4:7
                """)
    }
}
