import Foundation
import WayfinderComposition
import WayfinderConfig

/// A change the command line makes to a manifest's plugin entries before validation:
/// `--no-state` disables state restoration, `--state PATH` replaces its `path` option, `--json`
/// moves analytics off standard output.
enum ManifestOverride: Hashable, Sendable {
    /// Sets `enabled: false` on the plugin's entry.
    case disable(plugin: String)
    /// Sets one of the plugin's options to a string, keeping the others.
    case option(plugin: String, key: String, value: String)

    /// `manifest` with the override applied; unchanged when it has no entry for the plugin.
    func apply(to manifest: AppManifest) -> AppManifest {
        var manifest = manifest
        switch self {
        case .disable(let plugin):
            guard let index = manifest.plugins.firstIndex(where: { $0.id.value == plugin }) else { return manifest }
            let enabled = manifest.plugins[index].enabled
            manifest.plugins[index].enabled = Marked(false, mark: enabled?.mark, keyPath: enabled?.keyPath ?? .root)
        case .option(let plugin, let key, let value):
            guard let index = manifest.plugins.firstIndex(where: { $0.id.value == plugin }) else { return manifest }
            let options = manifest.plugins[index].options
            if let node = try? YAMLFlow.replacing(key, with: value, in: options?.value) {
                manifest.plugins[index].options = Marked(node, mark: options?.mark, keyPath: options?.keyPath ?? .root)
            }
        }
        return manifest
    }
}

extension StateOverride {
    /// The state-restoration plugin's id.
    static let pluginID = "state-restoration"

    /// The manifest changes this asks for.
    var overrides: [ManifestOverride] {
        switch self {
        case .manifest: []
        case .disabled: [.disable(plugin: Self.pluginID)]
        case .path(let path): [.option(plugin: Self.pluginID, key: "path", value: path)]
        }
    }
}
