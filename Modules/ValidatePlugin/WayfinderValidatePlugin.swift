import Foundation
import PackagePlugin

/// `swift package wayfinder-validate`: checks every app manifest (`*.wayfinder.yaml`) of every
/// target of the package with `wayfinder-generate --validate-only`, prints each one's findings,
/// and fails when any manifest has an error.
@main
struct WayfinderValidatePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "WayfinderGenerate")
        var manifests: [URL] = []
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            manifests += target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".wayfinder.yaml") }
        }
        manifests.sort { $0.path < $1.path }
        guard !manifests.isEmpty else {
            print("wayfinder-validate: no *.wayfinder.yaml manifest in package '\(context.package.displayName)'")
            return
        }
        var failed: [String] = []
        for manifest in manifests {
            let process = Process()
            process.executableURL = tool.url
            process.arguments = [manifest.path, "--validate-only"]
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                print("wayfinder-validate: \(manifest.path): ok")
            } else {
                failed.append(manifest.lastPathComponent)
            }
        }
        if !failed.isEmpty {
            Diagnostics.error("wayfinder-validate: findings in \(failed.joined(separator: ", "))")
            throw ValidationFailed()
        }
    }

    /// Some manifest has an error; its findings are printed.
    struct ValidationFailed: Error, CustomStringConvertible {
        var description: String { "some manifests have findings" }
    }
}
