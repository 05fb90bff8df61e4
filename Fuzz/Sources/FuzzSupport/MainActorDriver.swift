import Foundation

/// Runs async main-actor work to completion from libFuzzer's synchronous callback.
///
/// libFuzzer calls `LLVMFuzzerTestOneInput` on the main thread, outside any task. The work is
/// started as a main-actor task and the main run loop is spun until it ends; on Linux that loop
/// also drains the main dispatch queue, which is the main actor's executor. Work that never
/// ends (a request that waits forever) keeps spinning, and libFuzzer's `-timeout` reports it
/// as a hang with the input that caused it.
///
/// - Parameter body: The work; it runs on the main actor.
public func runOnMainActor(_ body: @escaping @MainActor () async -> Void) {
    MainActor.assumeIsolated {
        let state = Completion()
        Task { @MainActor in
            await body()
            state.isDone = true
        }
        while !state.isDone {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}

/// Whether the driven work has ended.
@MainActor
private final class Completion {
    var isDone = false
}
