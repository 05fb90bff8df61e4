import WayfinderCoordinators
import WayfinderRouting

/// Loaders whose answers the test gives: each load waits until the test finishes or fails it,
/// or until its task is cancelled, and the gate records what started and what saw the
/// cancellation. Nothing waits on a clock: the test waits for the gate's state.
@MainActor
final class LoadGate {
    struct Failed: Error, CustomStringConvertible {
        let description: String
    }

    private(set) var started: [Int] = []
    private(set) var cancelled: [Int] = []
    private var waiting: [Int: CheckedContinuation<String, any Error>] = [:]
    private var watchers: [(id: Int, condition: () -> Bool, done: CheckedContinuation<Void, Never>)] = []
    private var nextWatcher = 0

    /// A loader for routes whose `id` the key reads: `HomeRoute.push(id:)` or a data route's
    /// `id` parameter.
    func loader(_ name: String = "gate", onError: RouteLoader.ErrorPolicy = .fail) -> RouteLoader {
        RouteLoader(name, onError: onError) { [self] request in
            let id: Int
            if case .push(let pushed)? = request.route.base(as: HomeRoute.self) {
                id = pushed
            } else if case .int(let given)? = request.parameters["id"] {
                id = given
            } else {
                id = -1
            }
            return try await load(id)
        }
    }

    func load(_ id: Int) async throws -> String {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                started.append(id)
                if Task.isCancelled {
                    cancelled.append(id)
                    continuation.resume(throwing: CancellationError())
                } else {
                    waiting[id] = continuation
                }
                changed()
            }
        } onCancel: {
            Task { @MainActor in self.cancel(id) }
        }
    }

    private func cancel(_ id: Int) {
        guard let continuation = waiting.removeValue(forKey: id) else { return }
        cancelled.append(id)
        continuation.resume(throwing: CancellationError())
        changed()
    }

    /// Finishes the load of `id` with its value, `item <id>`.
    func finish(_ id: Int) {
        waiting.removeValue(forKey: id)?.resume(returning: "item \(id)")
    }

    /// Fails the load of `id`.
    func fail(_ id: Int, _ message: String) {
        waiting.removeValue(forKey: id)?.resume(throwing: Failed(description: message))
    }

    /// Checks the conditions waited for at every step of the navigator's loads too: at once, and
    /// again once every observer has been told of the step. Observers are told in the order they
    /// were added, so a condition on what an observer added after this one keeps (a test's list of
    /// the values that arrived) is false at the first check; without the second, that wait never
    /// ended and the whole suite stalled with it.
    func watch(_ navigator: Navigator) {
        navigator.loaders.observe { [weak self] _ in
            self?.changed()
            Task { @MainActor [weak self] in self?.changed() }
        }
    }

    /// Returns once `condition` holds, or once the waiting task is cancelled (a test's time limit
    /// cancels it), so a wait that can never end fails its test instead of holding the run.
    func until(_ condition: @escaping () -> Bool) async {
        if condition() { return }
        nextWatcher += 1
        let id = nextWatcher
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    watchers.append((id, condition, continuation))
                }
            }
        } onCancel: {
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    private func stopWaiting(_ id: Int) {
        guard let index = watchers.firstIndex(where: { $0.id == id }) else { return }
        watchers.remove(at: index).done.resume()
    }

    private func changed() {
        // Each condition is asked once: the watchers it holds for leave the list and are woken.
        var ready: [CheckedContinuation<Void, Never>] = []
        watchers.removeAll { watcher in
            guard watcher.condition() else { return false }
            ready.append(watcher.done)
            return true
        }
        for done in ready { done.resume() }
    }
}
