import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderConfig

/// Manifests for the tests: YAML files in `Fixtures/` and inline text, decoded with a fixed
/// source name and no environment so marks and messages are stable.
enum Fixture {
    /// The text of `Fixtures/<name>`.
    static func text(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The manifest in `Fixtures/<name>`, its marks named `<name>`.
    static func manifest(_ name: String) throws -> AppManifest {
        try AppManifest.load(yaml: try text(name), sourceName: name)
    }

    /// A manifest from inline YAML.
    static func manifest(yaml: String, name: String = "app.yaml") throws -> AppManifest {
        try AppManifest.load(yaml: yaml, sourceName: name)
    }

    /// The rendered findings about `yaml` (decoding errors or validation findings).
    @MainActor
    static func findings(
        _ yaml: String, name: String = "app.yaml", registry: PluginRegistry = PluginRegistry()
    ) -> String {
        do {
            let manifest = try AppManifest.load(yaml: yaml, sourceName: name)
            return ConfigDiagnostic.render(
                ManifestValidator(registry: registry, environment: [:]).findings(in: manifest))
        } catch {
            return error.description
        }
    }
}

/// Composes manifests for the tests, without environment.
@MainActor
func compose(_ manifest: AppManifest, registry: PluginRegistry = PluginRegistry()) async throws -> ComposedApp {
    try await AppComposer(registry: registry, environment: [:]).compose(manifest)
}

/// Composes inline YAML.
@MainActor
func compose(yaml: String, registry: PluginRegistry = PluginRegistry()) async throws -> ComposedApp {
    try await compose(try Fixture.manifest(yaml: yaml), registry: registry)
}

/// The error `body` throws, as text, or a note that it threw nothing.
@MainActor
func errorText(_ body: () async throws -> Void) async -> String {
    do {
        try await body()
        return "no error"
    } catch {
        return "\(error)"
    }
}

/// The selected tab's stack (or the root stack) as one line: `#1 home > #3 item(id: 3) [sheet] [c3]`.
@MainActor
func shownPath(_ app: ComposedApp) -> String {
    guard let root = app.navigator.tree.root else { return "(nothing shown)" }
    var stack = root
    if let tabs = root.entries.last.flatMap({ root.hosted(by: $0.id) })?.tabs, let page = tabs.selectedPage {
        stack = page.stack
    }
    return stack.entries.map { entry in
        var text = "\(entry.id) \(entry.route.base)"
        if entry.style.isModal { text += " [\(entry.withNavigation ? "modal with navigation" : "modal")]" }
        if let scope = entry.scope { text += " [\(scope.rawValue)]" }
        return text
    }.joined(separator: " > ")
}
