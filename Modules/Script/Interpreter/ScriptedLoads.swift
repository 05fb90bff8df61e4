import WayfinderCoordinators
import WayfinderStacks

/// The route loaders of a script's session: they run the app's loaders at once, or, after
/// `loads manual`, wait until the script says `load finish ROUTE` or `load fail ROUTE`.
///
/// Nothing waits on a clock: a manual load waits for a command, and ends at once when its
/// request is cancelled (a newer user request took its place).
@MainActor
public final class ScriptedLoads {
    /// A load waiting for the script.
    public struct Waiting: Sendable, CustomStringConvertible {
        /// The screen's route, by name.
        public let route: String
        /// The screen's entry.
        public let entry: EntryID
        /// The route's parameters, as `id=3`.
        public let parameters: String

        /// `item id=3`: the route and its parameters, as the script names them (the entry id is
        /// the engine's, not the user's).
        public var description: String {
            parameters.isEmpty ? route : "\(route) \(parameters)"
        }
    }

    /// What the script answered a load.
    enum Answer {
        case finish
        case fail(String)
    }

    /// Whether loads wait for the script.
    public var isManual = false
    private var waiting: [(load: Waiting, serial: UInt64, answer: CheckedContinuation<Answer, any Error>)] = []
    private var nextSerial: UInt64 = 0
    private var watchers: [() -> Void] = []

    /// The loads waiting for the script, oldest first.
    public var pending: [Waiting] { waiting.map(\.load) }

    /// A loader that runs `loader` as the script says.
    func scripted(_ loader: RouteLoader) -> RouteLoader {
        RouteLoader(loader.name, onError: loader.onError, restore: loader.restore) { [self] request in
            if case .fail(let message) = try await answer(request) {
                throw ScriptedLoadError(message: message)
            }
            return try await loader.load(request)
        }
    }

    /// Finishes (or fails) the oldest waiting load of `route`.
    ///
    /// - Returns: The load answered, or `nil` when none of `route` waits.
    func answer(route: String, with answer: Answer) -> Waiting? {
        guard let index = waiting.firstIndex(where: { $0.load.route == route }) else { return nil }
        let answered = waiting.remove(at: index)
        answered.answer.resume(returning: answer)
        return answered.load
    }

    /// Calls `watcher` once, at the next load that starts waiting.
    func onNextWait(_ watcher: @escaping () -> Void) {
        watchers.append(watcher)
    }

    private func answer(_ request: LoadRequest) async throws -> Answer {
        guard isManual else { return .finish }
        nextSerial += 1
        let serial = nextSerial
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                let parameters = request.parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                waiting.append(
                    (
                        Waiting(
                            route: request.route.routeName, entry: request.entry,
                            parameters: parameters.joined(separator: " ")),
                        serial, continuation
                    ))
                let told = watchers
                watchers = []
                for watcher in told { watcher() }
            }
        } onCancel: {
            Task { @MainActor in self.cancel(serial) }
        }
    }

    private func cancel(_ serial: UInt64) {
        guard let index = waiting.firstIndex(where: { $0.serial == serial }) else { return }
        waiting.remove(at: index).answer.resume(throwing: CancellationError())
    }
}

/// The error of a load the script failed (`load fail ROUTE`).
struct ScriptedLoadError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
