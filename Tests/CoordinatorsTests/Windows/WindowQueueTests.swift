import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Window requests made while a change is still shown (a renderer animating): they queue like
/// any request, and each window gets its own screens.
@MainActor
@Suite struct WindowQueueTests {
    /// Completes held changes until `done` says the calls returned.
    private func settle(_ renderer: RecordingRenderer, until done: () -> Bool) async throws {
        while !done() {
            if try renderer.completeNext() == nil { await Task.yield() }
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func twoOpens_queuedBehindAPush_giveEachWindowItsOwnScreens() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        renderer.autoComplete = false
        var done = 0
        let push = Task {
            defer { done += 1 }
            try await home.navigateToPushView(id: 1)
        }
        let first = Task {
            defer { done += 1 }
            return try await navigator.openWindow(root: HomeCoordinator())
        }
        let second = Task {
            defer { done += 1 }
            return try await navigator.openWindow(root: HomeCoordinator())
        }
        try await settle(renderer) { done == 3 }
        _ = try await (push.value, first.value, second.value)
        let tree = navigator.tree
        var owner: [EntryID: WindowID] = [:]
        for window in tree.windowStates.map(\.id) {
            for entry in tree.window(window)?.allStacks.flatMap({ $0.entries.map(\.id) }) ?? [] {
                #expect(owner[entry] == nil, "\(entry) is in \(owner[entry].map { "\($0)" } ?? "") and \(window)")
                owner[entry] = window
            }
        }
        #expect(Set(tree.allStacks.flatMap { $0.entries.map(\.id) }) == Set(owner.keys))
        #expect(tree.windowStates.count == 3)
    }
}
