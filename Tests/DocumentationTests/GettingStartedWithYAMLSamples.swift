import Foundation
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderPlugins

// The code of the article "Getting started with a YAML manifest"
// (Modules/Composition/WayfinderComposition.docc), run on the article's own manifest.

// Check it
@MainActor func check(path: String) throws -> AppManifest {
    let manifest = try AppManifest.load(path: path)
    return try ManifestValidator(registry: .bundled()).validate(manifest)
}

// Run it
@MainActor func runNotes(path: String) async throws {
    let app = try await AppComposer(registry: .bundled()).compose(path: path)
    print(app.topScreen?.description ?? "nothing shown")
    try await app.perform(action: 1)
    try await app.perform(action: 1)
    print(app.topScreen?.description ?? "nothing shown")
    try await app.openDeepLink("notes://note/7")
    print(app.navigator.tree.rendered)
    await app.stop()
}

@MainActor
@Suite struct GettingStartedWithYAMLTests {
    static let article = "Modules/Composition/WayfinderComposition.docc/GettingStartedWithYAML.md"

    /// Writes the article's manifest as `notes.yaml` in a new folder, with `edit` applied.
    func writeManifest(in folder: URL, edit: (String) -> String = { $0 }) throws -> String {
        let yaml = try #require(Articles.blocks(in: try Articles.text(Self.article), language: "yaml").first)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("notes.yaml").path
        try edit(yaml.text).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func outputs() throws -> [String] {
        Articles.blocks(in: try Articles.text(Self.article), language: "text").map { $0.lines.joined(separator: "\n") }
    }

    @Test func checkAndRun_printWhatTheArticleShows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeManifest(in: folder)
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            let validated = try check(path: path)
            #expect(validated.routes.names.count == 5)

            try await runNotes(path: path)
            transcript.cut()
        }
        #expect(transcript.sections == Array(try outputs().dropFirst()))
    }

    @Test func misspelledRoute_reportsWhatTheArticleShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wayfinder-docs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try writeManifest(in: folder) {
            $0.replacingOccurrences(of: "push: note, with: {id: 1}", with: "push: nte, with: {id: 1}")
        }
        let manifest = try AppManifest.load(path: path)
        let findings = ManifestValidator(registry: try .bundled()).findings(in: manifest)
        let rendered = ConfigError(findings).description.replacingOccurrences(of: path, with: "notes.yaml")
        #expect(rendered == (try outputs().first))
    }
}
