import Testing
import WayfinderComposition

/// A manifest is validated, and its plugins contribute, once: composing a `ValidatedManifest`
/// checks nothing again.
@MainActor
@Suite struct ValidatedManifestTests {
    /// Counts how often it is asked to contribute.
    final class CountingPlugin: WayfinderPlugin {
        static let id = "counting"
        static var contributions = 0
        init(options: NoOptions, context: PluginContext) throws {}
        static func contribute(options: NoOptions, to contributions: inout ManifestContributions) throws {
            Self.contributions += 1
            contributions.addEntryRoute("home")
        }
    }

    static let yaml = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home: {title: Home}
        coordinators:
          main: {kind: stack, root: home}
        plugins:
          - id: counting
        """

    @Test func composeValidated_contributesOnce_andRunsTheApp() async throws {
        CountingPlugin.contributions = 0
        let registry = try PluginRegistry([CountingPlugin.self])
        let validated = try ManifestValidator(registry: registry, environment: [:])
            .validated(try Fixture.manifest(yaml: Self.yaml))
        #expect(CountingPlugin.contributions == 1)
        #expect(validated.pluginIDs == ["counting"])
        let app = try await AppComposer(registry: registry, environment: [:]).compose(validated)
        #expect(CountingPlugin.contributions == 1)
        #expect(app.topScreen?.title == "Home")
        await app.stop()
    }
}
