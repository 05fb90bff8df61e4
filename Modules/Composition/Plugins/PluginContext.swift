import WayfinderConfig

/// What a plugin is created with besides its options.
public struct PluginContext: Sendable {
    /// The plugin's id.
    public let id: String
    /// The plugin's entry in the manifest.
    public let spec: PluginSpec
    /// The manifest, with every plugin's contributions.
    public let manifest: AppManifest
    /// The environment the manifest was read with.
    public let environment: [String: String]
    /// A decoder with that environment, for anything else the plugin reads.
    public let decoder: YAMLDecoder
    /// What the host app hands its plugins in code (see ``AppComposer/services``).
    public let services: PluginServices

    /// Creates a context.
    ///
    /// - Parameters:
    ///   - id: The plugin's id.
    ///   - spec: Its manifest entry.
    ///   - manifest: The manifest.
    ///   - environment: The environment.
    ///   - services: The host app's services.
    public init(
        id: String, spec: PluginSpec, manifest: AppManifest, environment: [String: String],
        services: PluginServices = PluginServices()
    ) {
        self.id = id
        self.spec = spec
        self.manifest = manifest
        self.environment = environment
        self.decoder = YAMLDecoder(environment: environment)
        self.services = services
    }
}
