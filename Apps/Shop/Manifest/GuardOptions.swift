import WayfinderComposition
import WayfinderConfig

/// What the manifest's `auth-guard` entry protects, read from its options
/// (`{login: login, protected: [orders, checkout-address]}`) for drawing.
struct GuardOptions {
    /// The guard plugin's id.
    static let pluginID = "auth-guard"

    /// The protected routes; none when the guard is absent or disabled.
    let protected: Set<String>

    init(_ manifest: AppManifest) {
        guard let spec = manifest.plugin(Self.pluginID), spec.isEnabled, let options = spec.options?.value else {
            protected = []
            return
        }
        protected = Set(options["protected"]?.elements.compactMap { $0.scalar?.text } ?? [])
    }
}
