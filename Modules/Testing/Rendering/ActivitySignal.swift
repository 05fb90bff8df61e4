/// Wakes tasks waiting for "something happened" (a change rendered, a driven call returned).
///
/// Everything runs on the main actor, so a waiter that checks its condition and then calls
/// ``wait()`` in the same synchronous stretch cannot miss a signal.
@MainActor
final class ActivitySignal {
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Suspends until the next ``signal()``.
    func wait() async {
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Resumes every current waiter once.
    func signal() {
        let woken = waiters
        waiters = []
        for waiter in woken {
            waiter.resume()
        }
    }
}
