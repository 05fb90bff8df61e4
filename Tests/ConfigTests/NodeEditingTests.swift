import Testing
import WayfinderConfig

/// Setting one key of a mapping node: no YAML text is written or parsed again.
@Suite struct NodeEditingTests {
    @Test func settingAnExistingKey_replacesItsValue_andKeepsTheOthersAndTheirMarks() throws {
        let options = try YAMLParser.parse("{path: a.sqlite, scene: main}", sourceName: "app.yaml")
        let edited = try #require(options.setting("path", toString: "b: c.sqlite"))
        #expect(edited["path"]?.scalar?.text == "b: c.sqlite")
        #expect(edited["scene"]?.scalar?.text == "main")
        #expect(edited["scene"]?.mark == options["scene"]?.mark)
        #expect(Array(edited.entries).count == 2)
        #expect(options["path"]?.scalar?.text == "a.sqlite")
    }

    @Test func settingANewKey_addsAnEntryAtTheEnd() throws {
        let options = try YAMLParser.parse("{scene: main}", sourceName: "app.yaml")
        let edited = try #require(options.setting("path", toString: "state.sqlite"))
        #expect(edited.entries.map { $0.key.scalar?.text } == ["scene", "path"])
        #expect(edited["path"]?.scalar?.text == "state.sqlite")
    }

    @Test func settingOnAScalar_isNil() throws {
        let scalar = try YAMLParser.parse("just text", sourceName: "app.yaml")
        #expect(scalar.setting("path", toString: "x") == nil)
    }
}
