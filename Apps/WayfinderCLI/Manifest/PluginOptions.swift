import Foundation
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins

/// The options of the manifest's bundled plugins, decoded by the plugins' own `Options` types
/// (defaults included), for the commands that need them without running the app.
@MainActor
enum PluginOptions {
    /// The options of the enabled plugin `Plugin` in `manifest`, or `nil` when it is absent,
    /// disabled, or its options do not decode (the validator reports those).
    static func of<Plugin: WayfinderPlugin>(
        _ plugin: Plugin.Type, in manifest: AppManifest,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Plugin.Options? {
        guard let spec = manifest.plugin(Plugin.id), spec.isEnabled else { return nil }
        let decoder = YAMLDecoder(environment: environment)
        guard let options = spec.options else {
            return try? decoder.decode(Plugin.Options.self, from: "{}", sourceName: "options")
        }
        return try? decoder.decode(Plugin.Options.self, from: options.value, keyPath: options.keyPath)
    }
}
