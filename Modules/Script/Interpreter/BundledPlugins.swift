import WayfinderComposition
import WayfinderPlugins

/// The plugins the shop offers its manifest: the four bundled ones, the shop's route loaders, and
/// stand-in loaders for other manifests' `load:` names.
@MainActor
package enum BundledPlugins {
    /// `analytics`, `auth-guard`, `deep-links` and `state-restoration`, and the shop's loaders
    /// (`PluginRegistry.shop()`).
    package static var registry: PluginRegistry {
        var registry = PluginRegistry()
        // The bundled ids are valid and distinct, so registering them into an empty registry
        // cannot fail; an empty registry would make the validator name every plugin unknown.
        try? registry.registerBundled()
        registry.loaders.provideShop()
        // The tools run other manifests without their apps' code: a script's loads stand in.
        registry.loaders.standIn = ProvidedLoaders.standIn(named:)
        return registry
    }
}
