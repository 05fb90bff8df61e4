import WayfinderComposition
import WayfinderPlugins

/// The plugins the shop offers its manifest: the four bundled ones.
@MainActor
package enum BundledPlugins {
    /// `analytics`, `auth-guard`, `deep-links` and `state-restoration`.
    package static var registry: PluginRegistry {
        var registry = PluginRegistry()
        // The bundled ids are valid and distinct, so registering them into an empty registry
        // cannot fail; an empty registry would make the validator name every plugin unknown.
        try? registry.registerBundled()
        return registry
    }
}
