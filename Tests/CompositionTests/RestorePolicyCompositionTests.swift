import Testing
import WayfinderComposition
import WayfinderCoordinators

/// Issue 41, deliver 6: a manifest chooses per route whether a restored screen loads before the
/// restore commits (`restore: reload`, the default) or after it (`restore: lazy`).
@MainActor
@Suite struct RestorePolicyCompositionTests {
    static let yaml = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home:
            title: Home
            actions: [{title: Item, push: item}, {title: Reviews, push: reviews}]
          item:
            title: Item
            load: item
            restore: lazy
          reviews:
            title: Reviews
            load: reviews
            restore: reload
        coordinators:
          main: {kind: stack, root: home}
        """

    private static var registry: PluginRegistry {
        var registry = PluginRegistry()
        registry.loaders.provide(RouteLoader("item") { _ in "item data" })
        registry.loaders.provide(RouteLoader("reviews") { _ in "reviews data" })
        return registry
    }

    @Test func eachRoutesRestorePolicy_reachesItsLoader() async throws {
        let manifest = try AppManifest.load(yaml: Self.yaml, sourceName: "app.yaml")
        let app = try await AppComposer(registry: Self.registry, environment: [:]).compose(manifest)
        #expect(app.navigator.loaders.loader(forRoute: "item")?.restore == .lazy)
        #expect(app.navigator.loaders.loader(forRoute: "reviews")?.restore == .reload)
        await app.stop()
    }

    @Test func anUnknownRestorePolicy_isReportedAtItsMark() {
        let yaml = Self.yaml.replacingOccurrences(of: "restore: lazy", with: "restore: later")
        let findings = Fixture.findings(yaml, registry: Self.registry)
        #expect(
            findings.contains(
                "app.yaml:9:14: error: routes.item.restore: route 'item': 'later' is not one of reload, lazy"
            ), "\(findings)")
    }

    @Test func aRestorePolicyWithoutALoader_isReported() {
        let yaml = Self.yaml.replacingOccurrences(of: "    load: reviews\n", with: "")
        let findings = Fixture.findings(yaml, registry: Self.registry)
        #expect(
            findings.contains(
                "app.yaml:12:14: error: routes.reviews.restore: route 'reviews' has no loader (load:), so 'reload' has nothing to apply to"
            ), "\(findings)")
    }
}
