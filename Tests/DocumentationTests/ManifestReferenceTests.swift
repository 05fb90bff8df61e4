import Foundation
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins

/// Every YAML example of the articles that show manifests validates with the real decoder and
/// validator and the bundled plugins. A block whose first line is `# file: NAME` is a file other
/// examples include; it is written beside them and checked through the manifests that include it.
@MainActor
@Suite struct ManifestReferenceTests {
    /// The articles whose YAML examples are whole manifests (or files they include).
    nonisolated static let articles = [
        "Modules/Composition/WayfinderComposition.docc/ManifestReference.md",
        "Modules/Composition/WayfinderComposition.docc/GettingStartedWithYAML.md",
        "Plugins/Analytics/WayfinderAnalytics.docc/AnalyticsOptions.md",
        "Plugins/DeepLinks/WayfinderDeepLinks.docc/DeepLinksOptions.md",
        "Plugins/StateRestoration/WayfinderStateRestoration.docc/StateRestorationOptions.md",
        "Plugins/AuthGuard/WayfinderAuthGuard.docc/AuthGuardOptions.md",
        "Modules/Coordinators/WayfinderCoordinators.docc/AdaptiveLayouts.md",
    ]

    @Test(arguments: articles)
    func everyYAMLExample_decodesAndValidatesWithTheBundledPlugins(_ article: String) throws {
        let blocks = Articles.blocks(in: try Articles.text(article), language: "yaml")
        #expect(!blocks.isEmpty, "\(article) shows no YAML example")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var fragments: [String: Articles.Block] = [:]
        var manifests: [Articles.Block] = []
        for block in blocks {
            if let first = block.lines.first, first.hasPrefix("# file: ") {
                let name = String(first.dropFirst("# file: ".count))
                fragments[name] = block
                try block.text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            } else {
                manifests.append(block)
            }
        }
        let validator = ManifestValidator(registry: try PluginRegistry.bundled(), environment: [:])
        for block in manifests {
            let path = folder.appendingPathComponent("\(article.split(separator: "/").last ?? "")-\(block.line).yaml")
            try block.text.write(to: path, atomically: true, encoding: .utf8)
            do {
                let manifest = try AppManifest.load(path: path.path, environment: [:])
                let findings = validator.findings(in: manifest)
                #expect(
                    findings.isEmpty,
                    "\(article):\(block.line): the example does not validate:\n\(ConfigError(findings).description)")
            } catch {
                Issue.record("\(article):\(block.line): the example does not decode:\n\(error.description)")
            }
        }
        for name in fragments.keys {
            #expect(
                manifests.contains { $0.text.contains("!include \(name)") },
                "\(article): no example includes \(name)")
        }
    }
}
