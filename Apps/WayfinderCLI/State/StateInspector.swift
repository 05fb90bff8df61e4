import Foundation
import WayfinderComposition
import WayfinderConfig
import WayfinderPersistence
import WayfinderPlugins
import WayfinderRouting

/// `TOOL state show|clear`: reads or clears the store state restoration writes (SQLite or files).
@MainActor
enum StateInspector {
    /// What to do with the store.
    enum Operation {
        /// Print every scene.
        case show
        /// Delete every scene.
        case clear
    }

    /// Runs `operation` on the store of the manifest at `config` (or at `state`).
    ///
    /// - Returns: The exit code.
    static func run(_ operation: Operation, config: String, state: String?) async -> Int32 {
        let console = Console()
        let manifest: AppManifest
        switch ManifestLoader().load(path: config) {
        case .success(let loaded): manifest = loaded.manifest
        case .failure(let error):
            console.complain(error.description)
            return 1
        }
        let appID = manifest.app.id.value
        let options = PluginOptions.of(StateRestorationPlugin.self, in: manifest)
        guard let path = state ?? options?.path else {
            console.complain("error: \(config) does not enable state-restoration; give --state PATH")
            return 1
        }
        guard FileManager.default.fileExists(atPath: path) else {
            console.say("\(path): no saved state")
            return 0
        }
        var routes = RouteRegistry()
        try? routes.register(DefaultRoute.self)
        // Showing never changes the store: nothing is created, migrated or moved aside.
        let readOnly = operation == .show
        let store: any SnapshotStore =
            // `--state` replaces the plugin's path, not its store: `run --state` wrote there
            // with the manifest's store.
            if options?.store == .file {
                FileSnapshotStore(directory: path, registry: routes, readOnly: readOnly)
            } else {
                SQLiteSnapshotStore(path: path, registry: routes, configuration: .init(readOnly: readOnly))
            }
        do {
            let scenes = try await store.scenes(appID: appID)
            switch operation {
            case .show:
                console.say("\(path): \(scenes.count) saved scene\(scenes.count == 1 ? "" : "s") of app '\(appID)'")
                for scene in scenes {
                    guard let snapshot = try await store.load(appID: appID, sceneID: scene) else { continue }
                    console.say("")
                    console.say(
                        "app \(snapshot.appID), scene \(snapshot.sceneID), saved at \(snapshot.savedAt.formatted(.iso8601))"
                    )
                    console.say(snapshot.tree.rendered)
                }
            case .clear:
                for scene in scenes {
                    try await store.delete(appID: appID, sceneID: scene)
                }
                console.say("\(path): cleared \(scenes.count) scene\(scenes.count == 1 ? "" : "s") of app '\(appID)'")
            }
            try await (store as? SQLiteSnapshotStore)?.close()
            return 0
        } catch {
            console.complain("error: \(error)")
            return 1
        }
    }
}
