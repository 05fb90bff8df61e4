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
    ///
    /// - Parameter text: The manifest; the generated 1,000-route one by default.
    public init(text: String = ManifestFixture.yaml(routes: 1_000)) throws {
        self.text = text
        validator = ManifestValidator(registry: try .bundled(), environment: [:])
    }

    /// Parses, decodes and validates the manifest.
    public func read() throws -> AppManifest {
        try validator.validate(AppManifest.load(yaml: text, sourceName: "manifest.yaml"))
    }
}

extension ManifestReader {
    /// Parses, decodes and validates a manifest the validator refuses.
    ///
    /// - Returns: How long the validator's report is (it must refuse the manifest).
    /// - Throws: ``FixtureError/missing(_:)`` when the validator accepts it.
    public func readRefused() throws -> Int {
        do {
            _ = try read()
        } catch {
            return String(describing: error).count
        }
        throw FixtureError.missing("validation error")
    }
}
