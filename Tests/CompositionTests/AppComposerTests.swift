import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderRouting

/// What `AppComposer` builds besides the tree, and how it refuses.
@MainActor
@Suite struct AppComposerTests {
    @Test func sameManifest_composedTwice_givesTheSameIDsAndTree() async throws {
        let manifest = try Fixture.manifest("actions.yaml")
        let registry = try PluginRegistry([DeepLinksDouble.self, SessionPlugin.self])
        var trees: [NavigationTree] = []
        for _ in 0..<2 {
            let app = try await compose(manifest, registry: registry)
            try await app.perform(action: 3)
            trees.append(app.navigator.tree)
        }
        #expect(trees[0] == trees[1])
        #expect(trees[0].coordinators?.children.map(\.id.description) == ["c1", "c2"])
    }

    @Test func composedApp_registersDefaultRoute() async throws {
        let app = try await compose(yaml: StackCompositionTests.yaml)
        #expect(app.routes.names == ["wayfinder.route"])
    }

    @Test func invalidManifest_isRefusedWithEveryFinding() async throws {
        let yaml = StackCompositionTests.yaml.replacingOccurrences(of: "push: note", with: "push: nte")
        let message = await errorText { _ = try await compose(yaml: yaml) }
        #expect(
            message == """
                app.yaml:6:29: error: routes.list.actions[0].push: undefined route 'nte'; did you mean 'note'?
                          - {title: Open, push: nte, with: {id: 7}}
                                                ^
                app.yaml:7:3: error: routes.note: route 'note' is unreachable: nothing leads to it from the root coordinator 'main'
                      note:
                      ^
                """)
    }

    @Test func missingFile_isReportedAsAConfigError() async throws {
        let message = await errorText {
            _ = try await AppComposer(environment: [:]).compose(path: "/nonexistent/app.yaml")
        }
        #expect(message.hasPrefix("error: cannot read the configuration: "))
    }

    @Test func rootThatCannotStart_isReportedWithTheRequest() async throws {
        let registry = try PluginRegistry([ContributionTests.DebugMenuPlugin.self, DeepLinksDouble.self])
        let yaml = ContributionTests.yaml.replacingOccurrences(
            of: "options: {title: Debug}", with: "options: {name: Debug}")
        let message = await errorText { _ = try await compose(yaml: yaml, registry: registry) }
        // The kind's own error is kept as its type, not as text.
        do {
            _ = try await compose(yaml: yaml, registry: registry)
            Issue.record("the panel coordinator was built")
        } catch let error as CompositionError {
            guard case .coordinatorKind(_, _, let cause) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(cause.error is ConfigError)
        }
        #expect(
            message == """
                coordinator 'main' of kind 'panel' could not be built: app.yaml:5:44: error: coordinators.main.options: missing required key 'title'
                      main: {kind: panel, root: home, options: {name: Debug}}
                                                               ^
                app.yaml:5:45: error: coordinators.main.options.name: unknown key 'name' (known keys: title)
                      main: {kind: panel, root: home, options: {name: Debug}}
                                                                ^
                """)
    }
}
