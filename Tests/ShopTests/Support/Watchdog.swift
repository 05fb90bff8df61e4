import Foundation

/// The way out of a test that drives a process which may hang: past `deadline`, the process
/// is killed with SIGKILL, so its pipes close, the test's reads end, and the test fails on
/// what it did not see (a kill is never what a test expects). A process that ends in time
/// disarms it. It asserts nothing about time: a fast machine and a slow one see the same
/// outcome.
final class Watchdog: Sendable {
    private let state = Mutex()

    /// Starts watching `process` (already running).
    ///
    /// - Parameter deadline: How long the process may take at most; generous, since passing
    ///   it means the test failed.
    init(_ process: Process, deadline: TimeInterval = 120) {
        let pid = process.processIdentifier
        let state = state
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline) {
            state.fire { kill(pid, SIGKILL) }
        }
    }

    /// Stops watching, once the process has ended (so its id cannot be another's by then).
    func disarm() {
        state.disarm()
    }

    /// Whether the watchdog killed the process.
    var fired: Bool { state.fired }

    // `@unchecked Sendable`: its two flags are read and written only under `lock`. It saves an
    // actor, whose async calls a DispatchQueue timer cannot make.
    private final class Mutex: @unchecked Sendable {
        private let lock = NSLock()
        private var armed = true
        private var killed = false

        func fire(_ kill: () -> Void) {
            lock.lock()
            defer { lock.unlock() }
            guard armed else { return }
            armed = false
            killed = true
            kill()
        }

        func disarm() {
            lock.lock()
            defer { lock.unlock() }
            armed = false
        }

        var fired: Bool {
            lock.lock()
            defer { lock.unlock() }
            return killed
        }
    }
}
