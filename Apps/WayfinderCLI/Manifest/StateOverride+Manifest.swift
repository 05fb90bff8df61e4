import WayfinderScript
import WayfinderStateRestoration

extension StateOverride {
    /// The manifest changes this asks for.
    var overrides: [ManifestOverride] {
        switch self {
        case .manifest: []
        case .disabled: [.disable(plugin: StateRestorationPlugin.id)]
        case .path(let path): [.option(plugin: StateRestorationPlugin.id, key: "path", value: path)]
        }
    }
}
