import Testing
import WayfinderComposition
import WayfinderPlugins

/// The bundled registry holds the four plugins and refuses impostors.
@MainActor
@Suite struct BundledRegistryTests {
    /// Claims the analytics id with another type.
    final class OtherAnalytics: WayfinderPlugin {
        static let id = "analytics"
        init(options: NoOptions, context: PluginContext) throws {}
    }

    @Test func bundled_registersTheFourPlugins() throws {
        let registry = try PluginRegistry.bundled()
        #expect(registry.ids == ["analytics", "auth-guard", "deep-links", "state-restoration"])
        #expect(
            PluginRegistry.bundledTypes.map { $0.id } == ["analytics", "auth-guard", "deep-links", "state-restoration"])
    }

    @Test func registerBundled_nextToTheAppsOwn_refusesAnotherTypeUnderABundledID() throws {
        var registry = PluginRegistry()
        try registry.register(OtherAnalytics.self)
        #expect(throws: PluginRegistryError.self) { try registry.registerBundled() }
        let error = #expect(throws: PluginRegistryError.self) { try registry.registerBundled() }
        #expect(
            error?.description == """
                plugin id 'analytics' is already registered by BundledPluginTests.BundledRegistryTests.OtherAnalytics; \
                cannot also register WayfinderAnalytics.AnalyticsPlugin
                """)
    }

    @Test func registerBundled_twice_changesNothing() throws {
        var registry = try PluginRegistry.bundled()
        try registry.registerBundled()
        #expect(registry.ids.count == 4)
    }
}
