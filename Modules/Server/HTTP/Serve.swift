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
    ///   - allowedOrigins: Origins whose pages may use the server besides the served page
    ///     (`--allow-origin`); see ``SameOriginPolicy``.
    ///   - log: Lines for standard error: reloads, closed event streams.
    ///   - listening: Called once with the page's address, such as `http://127.0.0.1:8080/`.
    /// - Throws: ``ServeFailure`` when the manifest is invalid or the port cannot be bound.
    public static func run(
        backend: any ServeBackend, port: UInt16, allowedOrigins: Set<String> = [],
        log: @escaping @MainActor (String) -> Void,
        listening: @escaping @MainActor (String) -> Void
    ) async throws(ServeFailure) {
        let hub = try await ServeHub(backend: backend)
        hub.log = log
        let watcher = FileWatcher(path: backend.configPath) {
            Task { await hub.reload() }
        }
        if watcher == nil { log("warning: \(backend.configPath) cannot be watched; live reload is off") }
        defer { watcher?.stop() }
        // The server's end (an error) or a stop signal, whichever comes first.
        let (ends, end) = AsyncStream<Result<Int32, any Error>>.makeStream()
        let signals = SignalTrap([SIGINT, SIGTERM]) { end.yield(.success($0)) }
        defer { signals.release() }
        let serving = Task {
            do {
                try await PageServer.serve(hub, port: port, allowedOrigins: allowedOrigins) { bound in
                    await listening("http://127.0.0.1:\(bound)/")
                }
                end.yield(.failure(CancellationError()))
            } catch {
                end.yield(.failure(error))
            }
        }
        var first = ends.makeAsyncIterator()
        switch await first.next() {
        case .success(let signal):
            // Stopped: no command starts any more, the app stops once (its plugins' stop hooks in
            // reverse order: the analytics log flushed, the store closed), then the process ends.
            log("stopping (\(signal == SIGINT ? "SIGINT" : "SIGTERM")): no more commands; stopping the app")
            await hub.stop()
            serving.cancel()
        case .failure(let error as ServeError):
            await hub.stop()
            throw ServeFailure("error: \(error)")
        case .failure(let error):
            await hub.stop()
            throw ServeFailure("error: cannot serve on 127.0.0.1:\(port): \(error)")
        case nil:
            await hub.stop()
        }
    }
}

/// Catches signals while it lives, in place of their default action (ending the process at
/// once), and hands each to a closure on the main queue: `serve` and `run` stop their app once
/// on SIGINT or SIGTERM, so plugins flush and close what they hold.
///
/// ```swift
/// let trap = SignalTrap([SIGINT, SIGTERM]) { signal in stops.yield(signal) }
/// defer { trap.release() }
/// ```
// `@unchecked Sendable`: its one field is set in `init` and never changed, and Dispatch's signal
// sources may be used from any thread. It saves a lock around a field no one writes again.
public final class SignalTrap: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    /// Starts catching `signals`.
    ///
    /// - Parameters:
    ///   - signals: The signals, such as `[SIGINT, SIGTERM]`.
    ///   - handler: Called on the main queue with each signal caught.
    public init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { handler(number) }
            source.resume()
            return source
        }
    }

    /// Gives the signals their default action back.
    public func release() {
        for source in sources {
            source.cancel()
            signal(Int32(source.handle), SIG_DFL)
        }
    }
}
