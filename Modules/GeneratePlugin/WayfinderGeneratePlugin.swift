import Foundation
import PackagePlugin

/// Generates typed Swift for every app manifest a target holds under the name
/// `NAME.wayfinder.yaml` (in its sources or resources): `NAME.swift`, written by
/// `wayfinder-generate` into the plugin's work folder and compiled with the target.
///
/// The manifest and the files it includes (`!include`, followed recursively) are the command's
/// inputs, so an edit to any of them generates again. Findings fail the build as
/// `FILE:LINE:COL: error: ...` at the manifest's absolute path, so an IDE shows them on the
/// YAML line.
@main
struct WayfinderGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "WayfinderGenerate")
        return ManifestFiles.in(target).map { manifest in
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(
                "\(ManifestFiles.baseName(of: manifest)).swift")
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(manifest.lastPathComponent)",
                executable: tool.url,
                arguments: [manifest.path, "--output", output.path],
                inputFiles: [manifest] + ManifestFiles.includes(of: manifest),
                outputFiles: [output])
        }
    }
}
