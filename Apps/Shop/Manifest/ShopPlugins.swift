import WayfinderComposition

/// The plugins the shop offers its manifest.
@MainActor
enum ShopPlugins {
    /// Every plugin the shop links, by id.
    static var registry: PluginRegistry {
        PluginRegistry()
    }
}
