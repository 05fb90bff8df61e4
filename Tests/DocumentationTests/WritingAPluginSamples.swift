import Foundation
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators
import WayfinderPlugins

// The code of the article "Writing a plugin" (Modules/Composition/WayfinderComposition.docc),
// compiled and run.

final class DepthLimitPlugin: WayfinderPlugin, NavigationInterceptor {
    struct Options: Decodable, Sendable {
        var maxDepth: Int

        private enum CodingKeys: String, CodingKey { case maxDepth }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            maxDepth = try container.decode(Int.self, forKey: .maxDepth)
            guard maxDepth >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .maxDepth, in: container, debugDescription: "maxDepth must be at least 1, found \(maxDepth)"
                )
            }
        }
    }

    static let id = "depth-limit"
    let name = "depth-limit"
    let options: Options

    init(options: Options, context: PluginContext) throws {
        self.options = options
    }

    func install(_ installation: PluginInstallation) throws {
        installation.addInterceptor(self)
    }

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        guard let deepest = proposal.containers.map(\.after.count).max(), deepest > options.maxDepth else {
            return .allow
        }
        return .deny(reason: "a stack may hold at most \(options.maxDepth) screens")
    }
}

@MainActor func hostRegistry() throws -> PluginRegistry {
    var registry = try PluginRegistry.bundled()
    try registry.register(DepthLimitPlugin.self)
    return registry
}

@MainActor func refuseTheThirdScreen(registry: PluginRegistry, path: String) async throws {
    let app = try await AppComposer(registry: registry).compose(path: path)
    try await app.perform(action: 1)
    do {
        try await app.perform(action: 1)
    } catch {
        print(error)
    }
    await app.stop()
}

@MainActor
@Suite struct WritingAPluginTests {
    static let article = "Modules/Composition/WayfinderComposition.docc/WritingAPlugin.md"

    /// The article's manifest, with `maxDepth` set to `maxDepth`.
    func manifest(maxDepth: String) throws -> String {
        let text = try Articles.text(Self.article)
        let yaml = try #require(Articles.blocks(in: text, language: "yaml").first)
        return yaml.text.replacingOccurrences(of: "maxDepth: 2", with: "maxDepth: \(maxDepth)")
    }

    func outputs() throws -> [String] {
        Articles.blocks(in: try Articles.text(Self.article), language: "text").map {
            $0.lines.joined(separator: "\n")
        }
    }

    func write(_ yaml: String, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("app.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func depthLimit_refusesTheThirdScreen_andLeavesTheStackAsItWas() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(try manifest(maxDepth: "2"), in: folder)
        let registry = try hostRegistry()
        #expect(registry.contains("depth-limit"))

        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            try await refuseTheThirdScreen(registry: registry, path: path)
            transcript.cut()
        }
        #expect(transcript.sections.first == (try outputs().first))
    }

    @Test func depthLimit_zero_isAFindingAtTheKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(try manifest(maxDepth: "0"), in: folder)
        let registry = try hostRegistry()
        let findings = ManifestValidator(registry: registry).findings(in: try AppManifest.load(path: path))
        let rendered = ConfigError(findings).description.replacingOccurrences(of: path, with: "app.yaml")
        #expect(rendered == (try outputs().last))
    }
}
