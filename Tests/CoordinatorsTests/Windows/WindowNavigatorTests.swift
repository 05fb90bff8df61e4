import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Windows in one navigator: opening focuses the new window, focusing makes a window the tree's
/// root, closing asks its screens' leave checks and ends everything in it; each is one
/// transaction that interceptors and observers see with its source. An app that never opens a
/// second window has no windows in its tree.
@MainActor
@Suite struct WindowNavigatorTests {
    /// Records every proposal; denies those that change windows when told to.
    @MainActor final class WindowWatcher: NavigationInterceptor {
        let name = "windows"
        var proposals: [NavigationProposal] = []
        var deniesWindows = false
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            proposals.append(proposal)
            if deniesWindows, proposal.windows != nil { return .deny(reason: "no new windows") }
            return .allow
        }
    }

    private func started() async throws -> (Navigator, HomeCoordinator) {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        return (navigator, home)
    }

    private func rootContainer(_ coordinator: any CoordinatorType) -> ContainerID {
        ContainerID(owner: coordinator.id)
    }

    @Test func anAppWithOneWindow_hasNoWindowsInItsTree() async throws {
        let (navigator, home) = try await started()
        try await home.navigateToPushView()
        #expect(navigator.tree.windows == nil)
        #expect(navigator.windows.ids == [.main])
        #expect(navigator.windows.focusedWindow.root == home.id)
        #expect(navigator.focusedWindow == .main)
    }

    @Test func openWindow_focusesIt_inOneChange_thatObserversAndInterceptorsSeeWithItsSource() async throws {
        let (navigator, home) = try await started()
        let watcher = WindowWatcher()
        navigator.addInterceptor(watcher)
        var events: [NavigationEvent] = []
        navigator.observe { events.append($0) }
        let second = HomeCoordinator()
        let id = try await navigator.openWindow(root: second, source: .deepLink)
        #expect(id == WindowID(1))
        #expect(navigator.focusedWindow == id)
        #expect(navigator.root === second)
        let tree = navigator.tree
        #expect(tree.root?.container == rootContainer(second))
        #expect(tree.coordinators?.id == second.id)
        #expect(tree.windows?.others.map(\.window.id) == [.main])
        #expect(tree.window(.main)?.root?.container == rootContainer(home))
        #expect(tree.windowStates.map(\.id) == [.main, id])
        #expect(events.count == 1)
        #expect(events.first?.source == .deepLink)
        #expect(watcher.proposals.count == 1)
        #expect(watcher.proposals.first?.windows?.focused == id)
        #expect(watcher.proposals.first?.source == .deepLink)
    }

    @Test func openWindow_refusedByAnInterceptor_changesNothing_andKeepsNoCoordinator() async throws {
        let (navigator, home) = try await started()
        let watcher = WindowWatcher()
        watcher.deniesWindows = true
        navigator.addInterceptor(watcher)
        let before = navigator.tree
        let second = HomeCoordinator()
        await #expect(throws: NavigationError.denied(by: "windows", reason: "no new windows")) {
            try await navigator.openWindow(root: second)
        }
        #expect(navigator.tree == before)
        #expect(navigator.windows.ids == [.main])
        #expect(navigator.root === home)
        #expect(second.lifecycle == .finished)
        #expect(navigator.liveCoordinators.count == 1)
        // The navigator still works, and a later window gets the next id.
        watcher.deniesWindows = false
        #expect(try await navigator.openWindow(root: HomeCoordinator()) == WindowID(1))
    }

    @Test func eachWindowKeepsItsOwnStack_andFocusMakesAWindowTheRoot() async throws {
        let (navigator, home) = try await started()
        let second = HomeCoordinator()
        let id = try await navigator.openWindow(root: second)
        // A router call goes to its own window, whichever has focus.
        try await home.navigateToPushView(id: 7)
        #expect(navigator.tree.window(.main)?.root?.entries.count == 2)
        #expect(navigator.tree.root?.entries.count == 1)
        #expect(navigator.tree.topEntry?.route == AnyRoute(HomeRoute.actionList))
        try await navigator.focusWindow(.main, source: .user)
        #expect(navigator.focusedWindow == .main)
        #expect(navigator.root === home)
        #expect(navigator.tree.topEntry?.route == AnyRoute(HomeRoute.push(id: 7)))
        #expect(navigator.tree.window(id)?.root?.entries.count == 1)
        // A push in the focused window keeps the other window's node as it was.
        try await home.navigateToPushView(id: 8)
        #expect(navigator.tree.window(id)?.root?.container == rootContainer(second))
        #expect(navigator.tree.root?.entries.count == 3)
        // Both windows are shown: both tops are active.
        let phases = navigator.tree.phases
        let tops = navigator.tree.allStacks.compactMap(\.entries.last).map { phases[$0.id] }
        #expect(tops == [.active, .active])
    }

    @Test func focusingAnUnknownWindow_isATypedError_andChangesNothing() async throws {
        let (navigator, _) = try await started()
        let before = navigator.tree
        await #expect(throws: NavigationError.window(.unknownWindow(WindowID(4), open: [.main]))) {
            try await navigator.focusWindow(WindowID(4))
        }
        #expect(navigator.tree == before)
        await #expect(throws: NavigationError.window(.lastWindow(.main))) {
            try await navigator.closeWindow(.main)
        }
        #expect(navigator.tree == before)
    }

    @Test func close_endsEveryContextInTheWindow_finishesItsCoordinators_andGivesFocusBack() async throws {
        let (navigator, home) = try await started()
        let mainTop = try #require(navigator.tree.topEntry?.id)
        let mainContext = try #require(navigator.context(for: mainTop))
        let second = HomeCoordinator()
        let id = try await navigator.openWindow(root: second)
        try await second.navigateToPushView(id: 3)
        let entries = try #require(navigator.tree.root?.entries.map(\.id))
        let contexts = try entries.map { try #require(navigator.context(for: $0)) }
        let flow = try #require(navigator.flowContext(for: second.id))
        var changes: [NavigationEvent] = []
        navigator.observe { changes.append($0) }
        try await navigator.closeWindow(id, source: .user)
        #expect(navigator.windows.ids == [.main])
        #expect(navigator.focusedWindow == .main)
        #expect(navigator.root === home)
        #expect(navigator.tree.root?.container == rootContainer(home))
        #expect(navigator.tree.windows?.others == [])
        let allEnded = contexts.allSatisfy { $0.isEnded }
        #expect(allEnded)
        #expect(flow.isEnded)
        #expect(!mainContext.isEnded)
        #expect(second.lifecycle == .finished)
        #expect(navigator.liveCoordinators.map(\.id) == [home.id])
        #expect(changes.count == 1)
        let ended = Set(changes.first?.phases.filter { $0.to == .ended }.map(\.entry) ?? [])
        #expect(ended == Set(entries))
    }

    @Test func close_whenAScreensLeaveCheckSaysStay_changesNothing() async throws {
        let (navigator, _) = try await started()
        let second = HomeCoordinator()
        let id = try await navigator.openWindow(root: second)
        try await second.navigateToPushView(id: 3)
        let top = try #require(navigator.tree.topEntry)
        try #require(navigator.context(for: top.id)).leaveCheck = { _ in .stay(reason: "draft not saved") }
        let before = navigator.tree
        await #expect(
            throws: NavigationError.leaveRefused(entry: top.id, route: "push", reason: "draft not saved")
        ) {
            try await navigator.closeWindow(id)
        }
        #expect(navigator.tree == before)
        #expect(navigator.windows.ids == [.main, id])
        #expect(second.lifecycle != .finished)
    }

    /// The screens of a window's tab pages are asked too, not only those of its root stack.
    @Test func close_asksTheLeaveChecksOfTheScreensInItsTabPages() async throws {
        let navigator = Navigator()
        try await navigator.start(root: ShopTabs())
        let second = try await navigator.openWindow(root: ShopTabs())
        let page = try #require(navigator.tree.window(.main)?.visiblePath.last?.entry)
        #expect(page.route.routeName == "feed")
        var asked: [EntryID] = []
        try #require(navigator.context(for: page.id)).leaveCheck = { _ in
            asked.append(page.id)
            return .stay(reason: "draft not saved")
        }
        let before = navigator.tree
        await #expect(throws: NavigationError.leaveRefused(entry: page.id, route: "feed", reason: "draft not saved")) {
            try await navigator.closeWindow(.main, source: .user)
        }
        #expect(asked == [page.id])
        #expect(navigator.tree == before)
        #expect(navigator.windows.ids == [.main, second])
    }

    @Test func aHiddenWindowsTops_areBackground_andShowingItMakesThemActive() async throws {
        let (navigator, _) = try await started()
        let mainTop = try #require(navigator.tree.topEntry?.id)
        try await navigator.openWindow(root: HomeCoordinator())
        #expect(navigator.tree.phase(of: mainTop) == .active)
        var phases: [[PhaseChange]] = []
        navigator.observe { phases.append($0.phases) }
        try await navigator.setWindowVisible(false, .main)
        #expect(navigator.tree.phase(of: mainTop) == .background)
        try await navigator.focusWindow(.main)
        #expect(navigator.tree.phase(of: mainTop) == .active)
        let container = ContainerID(owner: CoordinatorID(0))
        #expect(
            phases == [
                [PhaseChange(entry: mainTop, container: container, from: .active, to: .background)],
                [PhaseChange(entry: mainTop, container: container, from: .background, to: .active)],
            ])
    }
}
