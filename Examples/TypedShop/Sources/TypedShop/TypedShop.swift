import Foundation
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderDeepLinks

/// The typed shop: its manifest, composed with the plugins it names.
///
/// `ShopRoute`, `ShopLink`, `ShopTab` and `ComposedApp.navigate(to:)` are generated from
/// `shop.wayfinder.yaml` by Wayfinder's build-tool plugin.
@MainActor
public enum TypedShop {
    /// The manifest's path in the package.
    public static let manifestPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("shop.wayfinder.yaml").path

    /// The shop, composed and started.
    public static func compose() async throws -> ComposedApp {
        let registry = try PluginRegistry([DeepLinkPlugin.self, AuthGuardPlugin.self])
        return try await AppComposer(registry: registry, environment: [:]).compose(path: manifestPath)
    }
}
