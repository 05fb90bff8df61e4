import BenchmarkKit
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins

/// The validator a composing app runs, with the bundled plugins' option types.
@MainActor
public final class ManifestReader {
    public let text: String
    let validator: ManifestValidator

    /// Generates the manifest and makes the validator.
    public init() throws {
        text = ManifestFixture.yaml(routes: 1_000)
        validator = ManifestValidator(registry: try .bundled(), environment: [:])
    }

    /// Parses, decodes and validates the manifest.
    public func read() throws -> AppManifest {
        try validator.validate(AppManifest.load(yaml: text, sourceName: "manifest.yaml"))
    }
}
