import Foundation
import WayfinderComposition

// Helpers the plugin test targets share: composing a manifest from text with some plugins,
// reading an error as text, a fresh temporary folder.

/// Composes manifest text with the given plugin types, no environment.
///
/// - Parameters:
///   - yaml: The manifest.
///   - sourceName: The name marks show.
///   - plugins: The plugin types to register.
///   - services: What the plugins get in code.
/// - Returns: The running app.
/// - Throws: Decoding, validation and composition errors.
@MainActor
public func composeApp(
    yaml: String, sourceName: String, plugins: [any WayfinderPlugin.Type], services: PluginServices = PluginServices()
) async throws -> ComposedApp {
    let manifest = try AppManifest.load(yaml: yaml, sourceName: sourceName)
    let registry = try PluginRegistry(plugins)
    return try await AppComposer(registry: registry, environment: [:], services: services).compose(manifest)
}

/// The error `body` throws, as text, or `no error`.
///
/// - Parameter body: The work.
/// - Returns: The error's description.
@MainActor
public func errorText(_ body: () async throws -> Void) async -> String {
    do {
        try await body()
        return "no error"
    } catch {
        return "\(error)"
    }
}

/// A new, empty folder under the temporary directory.
///
/// - Parameter prefix: The start of its name.
/// - Returns: Its path.
public func temporaryFolder(_ prefix: String) -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
