import PluginTestSupport
import Testing
import WayfinderComposition

/// The host app registers plugin types by id; the manifest can only select registered ones.
@MainActor
@Suite struct PluginRegistryTests {
    final class OtherAlpha: WayfinderPlugin {
        static let id = "alpha"
        init(options: NoOptions, context: PluginContext) throws {}
    }

    final class BadID: WayfinderPlugin {
        static let id = "Bad_ID"
        init(options: NoOptions, context: PluginContext) throws {}
    }

    @Test func register_sameTypeTwice_isHarmless_andIDsAreSorted() throws {
        var registry = PluginRegistry()
        try registry.register(BetaPlugin.self)
        try registry.register(AlphaPlugin.self)
        try registry.register(AlphaPlugin.self)
        #expect(registry.ids == ["alpha", "beta"])
        #expect(registry.contains("alpha"))
        #expect(registry.type(for: "gamma") == nil)
    }

    @Test func register_anotherTypeUnderATakenID_isRefused() throws {
        var registry = try PluginRegistry([AlphaPlugin.self])
        #expect(throws: PluginRegistryError.self) { try registry.register(OtherAlpha.self) }
        do {
            try registry.register(OtherAlpha.self)
        } catch {
            #expect(
                error.description == "plugin id 'alpha' is already registered by CompositionTests.AlphaPlugin; "
                    + "cannot also register CompositionTests.PluginRegistryTests.OtherAlpha")
        }
        #expect(registry.ids == ["alpha"])
    }

    @Test func register_anIDThatIsNotLowercaseDashes_isRefused() {
        var registry = PluginRegistry()
        do {
            try registry.register(BadID.self)
            Issue.record("registered an invalid id")
        } catch {
            #expect(
                error.description
                    == "plugin id 'Bad_ID' of CompositionTests.PluginRegistryTests.BadID must be [a-z0-9-]+")
        }
    }

    @Test func compose_withAnUnknownPluginID_reportsTheRegisteredOnes() async throws {
        let yaml = PluginLifecycleTests.yaml(journal: "unknown", plugins: "  - {id: alpah, options: {journal: j}}")
        let message = await errorText { _ = try await compose(yaml: yaml, registry: try .testPlugins()) }
        #expect(
            message == """
                app.yaml:7:10: error: plugins[0].id: unknown plugin 'alpah'; did you mean 'alpha'? (registered: alpha, analytics, auth-guard, beta, deep-links, delta, gamma, session, state-restoration)
                      - {id: alpah, options: {journal: j}}
                             ^
                """)
    }
}
