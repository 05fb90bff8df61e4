import Foundation
import WayfinderComposition
import WayfinderConfig

/// A change the command line makes to a manifest's plugin entries before validation:
/// `--no-state` disables state restoration, `--state PATH` replaces its `path` option, `--json`
/// moves analytics off standard output.
package enum ManifestOverride: Hashable, Sendable {
    /// Sets `enabled: false` on the plugin's entry.
    case disable(plugin: String)
    /// Sets one of the plugin's options to a string, keeping the others.
    case option(plugin: String, key: String, value: String)

    /// `manifest` with the override applied to its decoded entries and option nodes (no YAML
    /// text is written or parsed again); unchanged when it has no entry for the plugin.
    ///
    /// Options that are not a mapping are left as written, so the validator reports them.
    ///
    /// - Throws: ``ConfigError`` if an empty options mapping cannot be made (it always can).
    package func apply(to manifest: AppManifest) throws(ConfigError) -> AppManifest {
        var manifest = manifest
        switch self {
        case .disable(let plugin):
            guard let index = manifest.plugins.firstIndex(where: { $0.id.value == plugin }) else { return manifest }
            let enabled = manifest.plugins[index].enabled
            manifest.plugins[index].enabled = Marked(false, mark: enabled?.mark, keyPath: enabled?.keyPath ?? .root)
        case .option(let plugin, let key, let value):
            guard let index = manifest.plugins.firstIndex(where: { $0.id.value == plugin }) else { return manifest }
            let options = manifest.plugins[index].options
            let mapping: YAMLNode
            if let written = options?.value {
                mapping = written
            } else {
                mapping = try YAMLParser.parse("{}", sourceName: "--\(plugin)-\(key)")
            }
            if let edited = mapping.setting(key, toString: value) {
                manifest.plugins[index].options = Marked(
                    edited, mark: options?.mark, keyPath: options?.keyPath ?? .root)
            }
        }
        return manifest
    }
}
