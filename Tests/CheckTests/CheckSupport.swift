import Foundation
import WayfinderCheck
import WayfinderComposition
import WayfinderPlugins
import WayfinderScript

/// Opening the shop (or a copy of its manifest) for the checker, as `check` does: validated
/// once, composed afresh for every state, without state restoration or analytics.
@MainActor
enum CheckSupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let shop = root.appendingPathComponent("Configs/shop.yaml").path

    /// The validated manifest at `path`, with `registry`'s plugins.
    static func validated(
        _ path: String, registry: PluginRegistry = BundledPlugins.registry
    ) throws -> ValidatedManifest {
        var manifest = try AppManifest.load(path: path, environment: [:])
        manifest = try ManifestOverride.disable(plugin: StateRestorationPlugin.id).apply(to: manifest)
        manifest = try ManifestOverride.disable(plugin: AnalyticsPlugin.id).apply(to: manifest)
        return try ManifestValidator(registry: registry, environment: [:]).validated(manifest)
    }

    /// A checker of the manifest at `path`.
    static func checker(
        _ path: String = shop, depth: Int, kinds: Set<CheckEvent.Kind> = CheckEvent.defaultKinds,
        custom: [any CheckInvariant] = [], disabled: Set<String> = [],
        registry: PluginRegistry = BundledPlugins.registry
    ) throws -> ManifestChecker {
        let validated = try validated(path, registry: registry)
        var configuration = ManifestChecker.Configuration()
        configuration.depth = depth
        configuration.kinds = kinds
        let suite = InvariantSuite(manifest: validated.manifest, custom: custom, disabled: disabled)
        return ManifestChecker(configuration, suite: suite, open: opener(validated, registry: registry))
    }

    /// Opens a fresh session on `validated`.
    static func opener(
        _ validated: ValidatedManifest, registry: PluginRegistry = BundledPlugins.registry
    ) -> ManifestChecker.Opener {
        { AppSession(app: try await AppComposer(registry: registry, environment: [:]).compose(validated)) }
    }

    /// A copy of Configs/ in a fresh temporary folder, with `edit` applied to shop.yaml.
    static func editedShop(_ edit: (String) -> String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configs = folder.appendingPathComponent("Configs").path
        try FileManager.default.copyItem(atPath: root.appendingPathComponent("Configs").path, toPath: configs)
        let manifest = configs + "/shop.yaml"
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        try edit(text).write(toFile: manifest, atomically: true, encoding: .utf8)
        return manifest
    }
}
