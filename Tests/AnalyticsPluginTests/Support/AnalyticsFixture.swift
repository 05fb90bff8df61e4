import Foundation
import PluginTestSupport
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
        let clock = ManualClock()
        var services = PluginServices()
        services.provide(clock, as: (any AnalyticsClock).self)
        let app = try await composeApp(
            yaml: yaml(options: options), sourceName: "notes.yaml", plugins: [AnalyticsPlugin.self], services: services)
        let plugin = try #require(app.plugins.plugin(AnalyticsPlugin.self))
        return (app, plugin, clock)
    }

    /// A path in a fresh temporary folder.
    static func temporaryPath(_ name: String = "events.jsonl") -> String {
        "\(temporaryFolder("analytics"))/\(name)"
    }

    /// The lines of a file.
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
