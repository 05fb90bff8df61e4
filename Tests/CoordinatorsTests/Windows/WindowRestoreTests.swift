import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Restoring saved windows and reopening a closed one are transactions: interceptors see them
/// and may refuse them, and a refusal changes nothing; a window whose root the app cannot make
/// is left out and reported.
@MainActor
@Suite struct WindowRestoreTests {
    /// Denies every proposal of one source.
    @MainActor final class Refuser: NavigationInterceptor {
        let name = "refuser"
        var refused: NavigationSource?
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            proposal.source == refused ? .deny(reason: "not now") : .allow
        }
    }

    /// A navigator whose windows' roots are `HomeCoordinator`s, with a second window holding
    /// two pushed screens, closed.
    private func withClosedWindow() async throws -> (Navigator, WindowID, NavigationTree) {
        let navigator = Navigator()
        navigator.windowRestorer = { _ in HomeCoordinator() }
        try await navigator.start(root: HomeCoordinator())
        let root = HomeCoordinator()
        let second = try await navigator.openWindow(root: root)
        try await root.navigateToPushView(id: 1)
        try await root.navigateToPushView(id: 2)
        let tree = try #require(navigator.tree.window(second))
        try await navigator.closeWindow(second)
        return (navigator, second, tree)
    }

    @Test func reopenWindow_refused_changesNothing_andKeepsTheWindowInTheList() async throws {
        let (navigator, second, _) = try await withClosedWindow()
        let refuser = Refuser()
        refuser.refused = .user
        navigator.addInterceptor(refuser)
        let before = navigator.tree
        await #expect(throws: NavigationError.denied(by: "refuser", reason: "not now")) {
            try await navigator.reopenWindow()
        }
        #expect(navigator.tree == before)
        #expect(navigator.windows.ids == [.main])
        #expect(navigator.recentlyClosedWindows.map(\.id) == [second])
        refuser.refused = nil
        let reopened = try await navigator.reopenWindow()
        #expect(reopened.id == second)
        #expect(navigator.recentlyClosedWindows.isEmpty)
    }

    @Test func reopenWindow_givesTheSameScreens_withTheirIDs_underTheOldWindowID() async throws {
        let (navigator, second, tree) = try await withClosedWindow()
        try await navigator.reopenWindow(second)
        #expect(navigator.focusedWindow == second)
        #expect(navigator.windows.ids == [.main, second])
        #expect(navigator.tree.window(second)?.root?.entries.map(\.id) == tree.root?.entries.map(\.id))
        #expect(navigator.tree.window(second)?.root?.entries.map(\.route) == tree.root?.entries.map(\.route))
        // Ids stay unique: the next window gets a new one.
        #expect(try await navigator.openWindow(root: HomeCoordinator()) == WindowID(2))
    }

    @Test func closeWindow_refusedByALeaveCheck_addsNothingToTheList() async throws {
        let navigator = Navigator()
        try await navigator.start(root: HomeCoordinator())
        let second = try await navigator.openWindow(root: HomeCoordinator())
        let refuser = Refuser()
        refuser.refused = .program
        navigator.addInterceptor(refuser)
        await #expect(throws: NavigationError.self) { try await navigator.closeWindow(second) }
        #expect(navigator.recentlyClosedWindows.isEmpty)
        #expect(navigator.windows.ids == [.main, second])
    }

    @Test func restoreWindows_refused_changesNothing() async throws {
        let (source, second, tree) = try await withClosedWindow()
        let navigator = Navigator()
        navigator.windowRestorer = { _ in HomeCoordinator() }
        try await navigator.start(root: HomeCoordinator())
        let refuser = Refuser()
        refuser.refused = .restoration
        navigator.addInterceptor(refuser)
        let before = navigator.tree
        let saved = SavedWindows(
            windows: [
                WindowTree(id: .main, tree: try #require(source.tree.window(.main))),
                WindowTree(id: second, tree: tree),
            ],
            focusOrder: [.main, second], nextID: 2)
        await #expect(throws: NavigationError.denied(by: "refuser", reason: "not now")) {
            try await navigator.restoreWindows(saved)
        }
        #expect(navigator.tree == before)
        #expect(navigator.windows.ids == [.main])
        refuser.refused = nil
        let report = try await navigator.restoreWindows(saved)
        #expect(report.isComplete)
        #expect(navigator.windows.ids == [.main, second])
        #expect(navigator.focusedWindow == second)
    }

    @Test func restoreWindows_withoutAWindowRestorer_leavesOtherWindowsOut_andSaysWhy() async throws {
        let (_, second, tree) = try await withClosedWindow()
        let navigator = Navigator()
        try await navigator.start(root: HomeCoordinator())
        let main = try #require(navigator.tree.window(.main))
        let report = try await navigator.restoreWindows(
            SavedWindows(
                windows: [WindowTree(id: .main, tree: main), WindowTree(id: second, tree: tree)],
                focusOrder: [.main, second], nextID: 2))
        #expect(!report.isComplete)
        #expect(
            report.leftOut == [
                WindowLeftOut(
                    id: second,
                    reason: "window w1 cannot come back: nothing makes its root 'HomeCoordinator' "
                        + "(set the navigator's windowRestorer)")
            ])
        #expect(navigator.windows.ids == [.main])
        // The saved ids stay taken: the window left out does not give its id to a new one.
        #expect(try await navigator.openWindow(root: HomeCoordinator()) == WindowID(2))
    }
}
