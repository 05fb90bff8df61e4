import Foundation
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins
import WayfinderScript

/// Loads a manifest and checks it as a graph, with the plugins the shop offers and the
/// overrides the command line gives.
@MainActor
struct ManifestLoader {
    /// A manifest that passed validation.
    @MainActor
    struct Loaded {
        /// The manifest as written, with the command line's overrides.
        let manifest: AppManifest
        /// The checked manifest with the plugins' contributions: what the composer takes, so
        /// nothing is validated or contributed twice.
        let checked: ValidatedManifest

        /// The manifest with the plugins' contributions.
        var validated: AppManifest { checked.manifest }

        /// `12 routes, 9 coordinators, 4 deep links, 4 plugins`.
        var summary: String {
            let plugins = validated.plugins.filter(\.isEnabled).count
            return [
                Self.count(validated.routes.names.count, "route"),
                Self.count(validated.coordinators.count, "coordinator"),
                Self.count(validated.deepLinks.count, "deep link"),
                Self.count(plugins, "plugin"),
            ].joined(separator: ", ")
        }

        private static func count(_ number: Int, _ noun: String) -> String {
            "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
    }

    /// What the command line changes in the plugin entries.
    var overrides: [ManifestOverride] = []
    /// Whether standard output must carry nothing but the app's own document (`--json`):
    /// analytics writing to `stdout` is moved to `stderr`.
    var keepsStandardOutputFree = false
    /// The plugins offered.
    var registry: PluginRegistry = BundledPlugins.registry
    /// The variables `${NAME}` reads.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Loads and validates the manifest at `path`.
    ///
    /// - Parameter path: The manifest, as given on the command line (marks show it as is).
    /// - Returns: The manifest, or every decoding or validation finding.
    func load(path: String) -> Result<Loaded, ConfigError> {
        do {
            var manifest = try AppManifest.load(path: path, environment: environment)
            var overrides = self.overrides
            if keepsStandardOutputFree,
                PluginOptions.of(AnalyticsPlugin.self, in: manifest, environment: environment)?.output
                    == .standardOutput
            {
                overrides.append(.option(plugin: AnalyticsPlugin.id, key: "output", value: "stderr"))
            }
            for override in overrides {
                manifest = try override.apply(to: manifest)
            }
            let checked = try ManifestValidator(registry: registry, environment: environment).validated(manifest)
            return .success(Loaded(manifest: manifest, checked: checked))
        } catch {
            return .failure(error)
        }
    }
}
