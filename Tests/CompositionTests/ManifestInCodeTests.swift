import Testing
import WayfinderComposition
import WayfinderConfig

/// A manifest built in code, without YAML or source marks, validates and composes like a written one.
@MainActor
@Suite struct ManifestInCodeTests {
    @Test func manifestWrittenInCode_composes_andItsActionsRun() async throws {
        let manifest = AppManifest(
            app: AppSpec(id: "notes", name: "Notes", root: "main"),
            routes: RouteTable([
                .init(
                    "list",
                    RouteSpec(
                        title: "Notes",
                        actions: [ActionSpec(title: "Note 3", verb: .push(route: "note"), with: ["id": .int(3)])])),
                .init("note", RouteSpec(title: "Note {id}", parameters: [("id", .int)])),
            ]),
            coordinators: OrderedMapping([.init(key: "main", value: CoordinatorSpec(kind: "stack", root: "list"))]),
            plugins: [PluginSpec(id: "session", enabled: false)])
        let registry = try PluginRegistry.testPlugins()
        let validated = try ManifestValidator(registry: registry, environment: [:]).validated(manifest)
        let app = try await AppComposer(registry: registry, environment: [:]).compose(validated)
        try await app.perform(action: 1)
        #expect(app.topScreen?.title == "Note 3")
    }
}
