import Foundation
import WayfinderCoordinators

/// Runs `serve` for any command-line tool: composes the app through its backend, serves it on
/// 127.0.0.1, and recomposes it when the manifest file changes.
///
/// ```swift
/// try await Serve.run(backend: backend, port: 0) { url in print("serving shop.yaml at \(url)") }
/// ```
@MainActor
public enum Serve {
    /// Serves until the process is stopped.
    ///
    /// - Parameters:
    ///   - backend: What composes the app and runs commands.
    ///   - port: The port; 0 picks a free one.
    ///   - log: Lines for standard error: reloads, closed event streams.
    ///   - listening: Called once with the page's address, such as `http://127.0.0.1:8080/`.
    /// - Throws: ``ServeFailure`` when the manifest is invalid or the port cannot be bound.
    public static func run(
        backend: any ServeBackend, port: UInt16, log: @escaping @MainActor (String) -> Void,
        listening: @escaping @MainActor (String) -> Void
    ) async throws(ServeFailure) {
        let hub = try await ServeHub(backend: backend)
        hub.log = log
        let watcher = FileWatcher(path: backend.configPath) {
            Task { await hub.reload() }
        }
        if watcher == nil { log("warning: \(backend.configPath) cannot be watched; live reload is off") }
        defer { watcher?.stop() }
        do {
            try await PageServer.serve(hub, port: port) { bound in
                await listening("http://127.0.0.1:\(bound)/")
            }
        } catch {
            throw ServeFailure("error: cannot serve on 127.0.0.1:\(port): \(error)")
        }
    }
}
