import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderStateRestoration

/// Options decode strictly, with defaults, and are checked together.
@MainActor
@Suite struct RestorationOptionsTests {
    @Test func unknownOptionKey_pointsIntoTheManifest() async throws {
        let text = await errorText { _ = try await RestorationFixture.compose(options: "{store: sqlite, every: 2}") }
        #expect(
            text == """
                shop.yaml:40:30: error: plugins[0].options.every: unknown key 'every' (known keys: journal, log, path, saveEvery, scene, store)
                        options: {store: sqlite, every: 2}
                                                 ^
                """)
    }

    @Test func saveEveryBelowOne_isAnErrorAtTheValue() async throws {
        let text = await errorText { _ = try await RestorationFixture.compose(options: "{saveEvery: 0}") }
        #expect(
            text == """
                shop.yaml:40:26: error: plugins[0].options.saveEvery: saveEvery must be at least 1 (it counts committed transactions), found 0
                        options: {saveEvery: 0}
                                             ^
                """)
    }

    @Test func journalWithTheFileStore_isAnError() async throws {
        let text = await errorText { _ = try await RestorationFixture.compose(options: "{store: file, journal: true}") }
        #expect(
            text == """
                shop.yaml:40:37: error: plugins[0].options.journal: journal needs store: sqlite; the file store keeps no journal
                        options: {store: file, journal: true}
                                                        ^
                """)
    }

    @Test func noOptions_takeTheDefaults() throws {
        let node = try YAMLParser.parse("{}", sourceName: "options.yaml")
        let options = try YAMLDecoder().decode(StateRestorationPlugin.Options.self, from: node)
        #expect(options == StateRestorationPlugin.Options())
        #expect(options.path == ".wayfinder/state.sqlite")
        #expect(options.scene == "main")
        #expect(options.saveEvery == 1)
        #expect(options.journal == false)
        #expect(StateRestorationPlugin.Options(store: .file).path == ".wayfinder/state")
    }
}
