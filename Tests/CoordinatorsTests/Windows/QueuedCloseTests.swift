import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A close that waits (behind a change the renderer still shows, or for the answer of a leave
/// check) keeps the window in the recently closed list as it is when the close commits: a
/// screen pushed into the window while the close waited is in the list and comes back with a
/// reopen. A close that does not commit keeps nothing.
@MainActor
@Suite struct QueuedCloseTests {
    typealias Question = LeaveCheckTests.Question

    /// Denies every change that closes one window.
    @MainActor final class CloseRefuser: NavigationInterceptor {
        let name = "close-refuser"
        let window: WindowID
        init(_ window: WindowID) { self.window = window }
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            guard let table = proposal.windows, !table.ids.contains(window) else { return .allow }
            return .deny(reason: "keep it open")
        }
    }

    /// Completes held changes until `done` says the calls returned.
    private func settle(_ renderer: RecordingRenderer, until done: () -> Bool) async throws {
        while !done() {
            if try renderer.completeNext() == nil { await Task.yield() }
        }
    }

    /// A started navigator with a second window showing push(id: 1) on its home.
    private func twoWindows() async throws -> (Navigator, RecordingRenderer, HomeCoordinator, HomeCoordinator, WindowID)
    {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        navigator.windowRestorer = { _ in HomeCoordinator() }
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        let root = HomeCoordinator()
        let second = try await navigator.openWindow(root: root)
        try await root.navigateToPushView(id: 1)
        return (navigator, renderer, home, root, second)
    }

    /// The entries of a window's root stack.
    private func entries(_ tree: NavigationTree?) -> [EntryID] {
        tree?.root?.entries.map(\.id) ?? []
    }

    @Test(.timeLimit(.minutes(10)))
    func aCloseQueuedBehindAPushIntoItsWindow_keepsThePushedScreen_andReopensWithIt() async throws {
        let (navigator, renderer, home, root, second) = try await twoWindows()
        try await navigator.focusWindow(.main)
        renderer.autoComplete = false
        var done = 0
        // A change in flight, then a push into the second window, then its close, all waiting.
        let inFlight = Task {
            defer { done += 1 }
            try await home.navigateToPushView(id: 7)
        }
        let push = Task {
            defer { done += 1 }
            try await root.navigateToPushView(id: 2)
        }
        let close = Task {
            defer { done += 1 }
            try await navigator.closeWindow(second)
        }
        try await settle(renderer) { done == 3 }
        _ = try await (inFlight.value, push.value, close.value)
        #expect(navigator.windows.ids == [.main])
        let closed = try #require(navigator.recentlyClosedWindows.last)
        #expect(closed.id == second)
        // The home, push(id: 1) and push(id: 2), pushed while the close waited.
        #expect(entries(closed.tree).count == 3, "\(closed.tree.rendered)")

        renderer.autoComplete = true
        let reopened = try await navigator.reopenWindow()
        #expect(reopened.id == second)
        #expect(entries(navigator.tree.window(second)) == entries(closed.tree))
        #expect(navigator.tree.topEntry?.route == closed.tree.root?.entries.last?.route)
    }

    @Test(.timeLimit(.minutes(10)))
    func aCloseWaitingOnALeaveCheck_keepsAScreenPushedMeanwhile() async throws {
        let (navigator, _, _, root, second) = try await twoWindows()
        let checked = try #require(navigator.tree.topEntry)
        let question = Question()
        try #require(navigator.context(for: checked.id)).leaveCheck = question.check
        let close = Task { try await navigator.closeWindow(second, source: .user) }
        await question.untilAsked()
        // Nothing waits while the check is asked: a push into the window commits.
        try await root.navigateToPushView(id: 2)
        let pushed = try #require(navigator.tree.window(second)?.root?.entries.last?.id)
        question.answer(.leave)
        try await close.value
        #expect(navigator.windows.ids == [.main])
        let closed = try #require(navigator.recentlyClosedWindows.last)
        #expect(closed.tree.root?.entries.last?.id == pushed)

        try await navigator.reopenWindow()
        #expect(navigator.tree.window(second)?.root?.entries.last?.id == pushed)
    }

    @Test(.timeLimit(.minutes(10)))
    func aQueuedCloseThatIsRefused_keepsNothing_andDropsNoOlderClosedWindow() async throws {
        let (navigator, renderer, home, _, second) = try await twoWindows()
        navigator.recentlyClosedLimit = 1
        let third = try await navigator.openWindow(root: HomeCoordinator())
        try await navigator.closeWindow(third)
        let kept = navigator.recentlyClosedWindows
        #expect(kept.map(\.id) == [third])
        try await navigator.focusWindow(.main)
        navigator.addInterceptor(CloseRefuser(second))
        renderer.autoComplete = false
        var done = 0
        let inFlight = Task {
            defer { done += 1 }
            try await home.navigateToPushView(id: 7)
        }
        let close = Task {
            defer { done += 1 }
            try await navigator.closeWindow(second)
        }
        try await settle(renderer) { done == 2 }
        try await inFlight.value
        await #expect(throws: NavigationError.denied(by: "close-refuser", reason: "keep it open")) {
            try await close.value
        }
        #expect(navigator.windows.ids == [.main, second])
        #expect(navigator.recentlyClosedWindows == kept)
    }

    @Test(.timeLimit(.minutes(10)))
    func aCloseCancelledByItsLeaveCheck_keepsNothing() async throws {
        let (navigator, _, _, _, second) = try await twoWindows()
        let checked = try #require(navigator.tree.topEntry)
        let question = Question()
        try #require(navigator.context(for: checked.id)).leaveCheck = question.check
        let close = Task { try await navigator.closeWindow(second, source: .user) }
        await question.untilAsked()
        // While the check waits, the list does not show the window as closed yet.
        #expect(navigator.recentlyClosedWindows.isEmpty)
        question.answer(.stay(reason: "draft"))
        await #expect(throws: NavigationError.self) { try await close.value }
        #expect(navigator.recentlyClosedWindows.isEmpty)
        #expect(navigator.windows.ids == [.main, second])
    }
}
