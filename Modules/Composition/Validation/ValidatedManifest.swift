import WayfinderConfig

/// A manifest that passed ``ManifestValidator``: the manifest with every plugin's contributions,
/// and the plugins prepared from their decoded options.
///
/// Only the validator makes one, so holding one means the checks ran, once:
///
/// ```swift
/// let validated = try ManifestValidator(registry: registry).validated(manifest)
/// print(validated.manifest.routes.names.count)
/// let app = try await AppComposer(registry: registry).compose(validated)
/// ```
@MainActor
public struct ValidatedManifest {
    let result: ValidationResult

    /// The manifest with the plugins' contributed routes, deep links and coordinators.
    public var manifest: AppManifest { result.manifest }

    /// What the validator noted without finding fault (plugins it does not know, with
    /// ``ManifestValidator/UnknownPlugins/note``).
    public var notes: [ConfigDiagnostic] { result.findings }

    /// The ids of the enabled plugins, in manifest order.
    public var pluginIDs: [String] { result.plugins.map(\.id) }
}
