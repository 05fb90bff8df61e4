import Foundation
import Testing
import WayfinderAnalytics
import WayfinderComposition

/// A small stack app with the analytics plugin, composed with a manual clock.
enum AnalyticsFixture {
    static func yaml(options: String) -> String {
        """
        app: {id: notes, name: Notes, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Note 1, push: note, with: {id: 1}}
          note:
            title: "Note {id}"
            parameters: {id: int}
            actions:
              - {title: Back, back: }
        coordinators:
          main: {kind: stack, root: home}
        plugins:
          - id: analytics
            options: \(options)
        """
    }

    /// The app, its analytics plugin and the clock it reads.
    @MainActor
    static func compose(options: String) async throws -> (ComposedApp, AnalyticsPlugin, ManualClock) {
        let manifest = try AppManifest.load(yaml: yaml(options: options), sourceName: "notes.yaml")
        var registry = PluginRegistry()
        try registry.register(AnalyticsPlugin.self)
        let clock = ManualClock()
        var services = PluginServices()
        services.provide(clock, as: (any AnalyticsClock).self)
        let app = try await AppComposer(registry: registry, environment: [:], services: services).compose(manifest)
        let plugin = try #require(app.plugins.plugin(AnalyticsPlugin.self))
        return (app, plugin, clock)
    }

    /// A path in a fresh temporary folder.
    static func temporaryPath(_ name: String = "events.jsonl") -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("analytics-\(UUID().uuidString)").appendingPathComponent(name).path
    }

    /// The lines of a file.
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}

/// The error `body` throws, as text.
@MainActor
func errorText(_ body: () async throws -> Void) async -> String {
    do {
        try await body()
        return "no error"
    } catch {
        return "\(error)"
    }
}
