import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// Plugins add routes, deep links, entry routes and coordinator kinds before validation.
@MainActor
@Suite struct ContributionTests {
    /// A coordinator kind `panel`: shows its root and takes a title from its options.
    final class PanelCoordinator: Coordinator<DefaultRoute> {
        struct Options: Decodable { var title: String }
        let first: DefaultRoute

        init(recipe: CoordinatorRecipe) throws {
            first = try recipe.route(recipe.spec.root?.value ?? "")
            super.init(name: "\(recipe.name) \"\(try recipe.options(Options.self).title)\"")
        }

        override func start(animated: Bool = true) async throws {
            try await startFlow(route: first)
        }
    }

    final class DebugMenuPlugin: WayfinderPlugin {
        struct Options: Decodable { var scheme: String }
        static let id = "debug-menu"

        init(options: Options, context: PluginContext) throws {}

        static func contribute(options: Options, to contributions: inout ManifestContributions) throws {
            contributions.addRoute(DefaultRoute("debug", parameters: ["level": 1]), title: "Debug level {level}")
            contributions.addDeepLink("\(options.scheme)://debug/:level:int", route: "debug")
            contributions.addRoute("console", RouteSpec(title: "Console", style: .sheet))
            contributions.addEntryRoute("console")
            contributions.addCoordinatorKind("panel") { recipe in try PanelCoordinator(recipe: recipe) }
        }
    }

    static let yaml = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home: {title: Home}
        coordinators:
          main: {kind: panel, root: home, options: {title: Debug}}
        plugins:
          - {id: debug-menu, options: {scheme: demo}}
          - {id: deep-links}
        """

    @Test func contributedKindRoutesAndLinks_composeAndResolve() async throws {
        let registry = try PluginRegistry([DebugMenuPlugin.self, DeepLinksDouble.self])
        let app = try await compose(yaml: Self.yaml, registry: registry)
        #expect(app.manifest.routes.names == ["home", "debug", "console"])
        try await app.openDeepLink("demo://debug/3")
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main "Debug" (coordinator, root)
                stack c0.stack
                  #0 home
                  #1 debug level=3
                """)
        #expect(app.topScreen?.title == "Debug level 3")
    }

    @Test func contributedNames_followTheSameRules_andPointAtThePlugin() throws {
        let yaml = Self.yaml.replacingOccurrences(
            of: "  home: {title: Home}", with: "  home: {title: Home}\n  debug: {title: Mine}")
        #expect(
            Fixture.findings(yaml, registry: try PluginRegistry([DebugMenuPlugin.self, DeepLinksDouble.self])) == """
                app.yaml:8:10: error: plugins[0].contributes: route 'debug' is defined twice (first at app.yaml:4:3)
                      - {id: debug-menu, options: {scheme: demo}}
                             ^
                app.yaml:8:10: error: plugins[0].contributes: URL parameter 'level' is not a parameter of route 'debug'
                      - {id: debug-menu, options: {scheme: demo}}
                             ^
                """)
    }

    @Test func kindOfADisabledPlugin_isUnknown() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "{id: debug-menu,", with: "{id: debug-menu, enabled: false,")
        #expect(
            Fixture.findings(yaml, registry: try PluginRegistry([DebugMenuPlugin.self, DeepLinksDouble.self])) == """
                app.yaml:5:16: error: coordinators.main.kind: unknown coordinator kind 'panel' (kinds: stack, tabs, child, base)
                      main: {kind: panel, root: home, options: {title: Debug}}
                                   ^
                """)
    }
}
