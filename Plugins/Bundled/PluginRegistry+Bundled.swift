@_exported import WayfinderAnalytics
@_exported import WayfinderAuthGuard
@_exported import WayfinderComposition
@_exported import WayfinderDeepLinks
@_exported import WayfinderStateRestoration

extension PluginRegistry {
    /// The plugins that ship with Wayfinder: `analytics`, `auth-guard`, `deep-links` and
    /// `state-restoration`.
    public static let bundledTypes: [any WayfinderPlugin.Type] = [
        AnalyticsPlugin.self, AuthGuardPlugin.self, DeepLinkPlugin.self, StateRestorationPlugin.self,
    ]

    /// A registry holding the four bundled plugins; a manifest then selects and configures them.
    ///
    /// ```swift
    /// import WayfinderPlugins
    ///
    /// let app = try await AppComposer(registry: .bundled()).compose(path: "notes.yaml")
    /// ```
    ///
    /// - Returns: The registry.
    /// - Throws: Never in practice: the bundled ids are valid and distinct.
    public static func bundled() throws(PluginRegistryError) -> PluginRegistry {
        var registry = PluginRegistry()
        try registry.registerBundled()
        return registry
    }

    /// Registers the four bundled plugins next to the app's own.
    ///
    /// - Throws: ``/WayfinderComposition/PluginRegistryError/duplicateID(_:registeredType:rejectedType:)`` when the
    ///   app already registered another type under a bundled id; the registry is then left with
    ///   the bundled plugins registered before that one.
    public mutating func registerBundled() throws(PluginRegistryError) {
        try register(AnalyticsPlugin.self)
        try register(AuthGuardPlugin.self)
        try register(DeepLinkPlugin.self)
        try register(StateRestorationPlugin.self)
    }
}
