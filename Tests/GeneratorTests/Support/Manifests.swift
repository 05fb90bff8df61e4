import Foundation
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderGenerator
import WayfinderPlugins

/// The repository's manifests, validated with the bundled plugins, and what the generator makes
/// of them.
@MainActor
enum Manifests {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The bundled plugins and the shop's route loaders (`PluginRegistry.shop()`).
    static var registry: PluginRegistry {
        (try? PluginRegistry.shop()) ?? PluginRegistry()
    }

    /// A manifest of the repository, validated, with the plugins' contributions.
    static func validated(_ path: String) throws -> AppManifest {
        let manifest = try AppManifest.load(path: root.appendingPathComponent(path).path, environment: [:])
        return try ManifestValidator(registry: registry, environment: [:]).validate(manifest)
    }

    /// A manifest from YAML text, validated.
    static func validated(yaml: String, sourceName: String = "random.yaml") throws -> AppManifest {
        let manifest = try AppManifest.load(yaml: yaml, sourceName: sourceName)
        return try ManifestValidator(registry: registry, environment: [:]).validate(manifest)
    }

    /// The findings about YAML text, one rendered finding per line.
    static func findings(yaml: String, sourceName: String = "manifest.yaml") -> String {
        do {
            let manifest = try AppManifest.load(yaml: yaml, sourceName: sourceName)
            return ManifestValidator(registry: registry, environment: [:]).findings(in: manifest).map {
                "\($0.mark.map { "\($0.line):\($0.column)" } ?? "-") \($0.message)"
            }.joined(separator: "\n")
        } catch {
            return error.description
        }
    }

    /// The generated source of a repository manifest, as the checked-in file holds it.
    static func generated(_ path: String) throws -> String {
        SwiftGenerator().source(for: try validated(path), sourceName: URL(fileURLWithPath: path).lastPathComponent)
    }
}
