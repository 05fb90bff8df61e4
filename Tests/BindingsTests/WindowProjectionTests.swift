import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Issue 38, Deliver 4: the projection and the render steps per window. Each window of a tree
/// projects on its own (its stacks, tab bars, top screen); a step names the window whose stack
/// it changes; a renderer that knows nothing of windows sees the focused window.
@MainActor
@Suite struct WindowProjectionTests {
    /// A navigator on a held renderer that finishes each step at once: the main window with the
    /// list and item 1, and a second window (focused) on its list.
    private func twoWindows() async throws -> (Navigator, HeldRenderer, ListCoordinator, ListCoordinator) {
        let renderer = HeldRenderer()
        renderer.finishAtOnce = true
        let navigator = Navigator(renderer: RenderDriver(renderer: renderer))
        let first = ListCoordinator()
        try await navigator.start(root: first)
        try await first.router.navigate(toRoute: .item(1))
        let second = ListCoordinator()
        try await navigator.openWindow(root: second)
        return (navigator, renderer, first, second)
    }

    @Test func aTreeOfOneWindow_projectsAsItDidWithoutWindows() async throws {
        let navigator = Navigator()
        let list = ListCoordinator()
        try await navigator.start(root: list)
        try await list.router.navigate(toRoute: .item(4))
        let tree = navigator.tree
        #expect(NavigationProjection(tree, window: .main) == NavigationProjection(tree))
        #expect(NavigationProjection(tree, window: WindowID(1)) == nil)
        let windows = NavigationProjection.windows(of: tree)
        #expect(windows.map(\.window.id) == [.main])
        #expect(windows.first?.projection == NavigationProjection(tree))
    }

    @Test func eachWindow_projectsItsOwnStacks_andTheTreesOwnProjectionIsTheFocusedOnes() async throws {
        let (navigator, _, first, second) = try await twoWindows()
        let tree = navigator.tree
        let main = try #require(NavigationProjection(tree, window: .main))
        let other = try #require(NavigationProjection(tree, window: WindowID(1)))
        #expect(main.root?.container == ContainerID(owner: first.id))
        #expect(main.visible.map(\.entry.route) == [AnyRoute(Screen.list), AnyRoute(Screen.item(1))])
        #expect(other.root?.container == ContainerID(owner: second.id))
        #expect(other.visible.map(\.entry.route) == [AnyRoute(Screen.list)])
        // The second window has focus: a renderer that knows nothing of windows draws it (its
        // root and the way to its top); the tree's stacks, whose containers are unique across
        // windows, list every window's, so such a renderer keeps them all in step.
        let whole = NavigationProjection(tree)
        #expect(whole.root == other.root && whole.visibleStacks == other.visibleStacks)
        #expect(Set(whole.stacks.map(\.container)) == Set((main.stacks + other.stacks).map(\.container)))
        // No stack is in two windows.
        let containers = NavigationProjection.windows(of: tree).flatMap { $0.projection.stacks.map(\.container) }
        #expect(Set(containers).count == containers.count)
        #expect(NavigationProjection.windows(of: tree).map(\.window.id) == [.main, WindowID(1)])
    }

    @Test func aStep_namesTheWindowOfItsContainer_whicheverHasFocus() async throws {
        let (navigator, renderer, first, _) = try await twoWindows()
        // A push in the main window, which does not have focus.
        try await first.router.navigate(toRoute: .item(2))
        let step = try #require(renderer.shown.last)
        #expect(step.container == ContainerID(owner: first.id))
        #expect(step.window == .main)
        #expect(step.tree.focusedWindow == WindowID(1))
        #expect(step.windows.map(\.id) == [.main, WindowID(1)])
        let drawn = try #require(step.projection(of: .main))
        #expect(drawn.visible.last?.entry.route == AnyRoute(Screen.item(2)))
        #expect(step.tree(of: .main)?.topEntry?.route == AnyRoute(Screen.item(2)))
        // The focused window's way to its top is the step's own.
        #expect(step.projection(of: WindowID(1))?.visibleStacks == step.projection.visibleStacks)
        #expect(navigator.focusedWindow == WindowID(1))
    }

    @Test func aMove_isOneStepInEachWindow_andFocusIsAStepWithoutContainer() async throws {
        let (navigator, renderer, first, second) = try await twoWindows()
        let item = try #require(navigator.tree.window(.main)?.topEntry?.id)
        let before = renderer.shown.count
        try await navigator.moveEntry(item, to: WindowID(1), source: .user)
        let steps = renderer.shown[before...]
        #expect(
            Set(steps.compactMap(\.container)) == [ContainerID(owner: first.id), ContainerID(owner: second.id)])
        #expect(Set(steps.compactMap(\.window)) == [.main, WindowID(1)])
        #expect(steps.last?.projection(of: WindowID(1))?.visible.last?.entry.id == item)
        let focusing = renderer.shown.count
        try await navigator.focusWindow(.main)
        let focus = try #require(renderer.shown[focusing...].last)
        #expect(focus.container == nil && focus.window == .main)
    }

    @Test func aClosedWindowsStacks_areInNoWindow() async throws {
        let (navigator, renderer, _, second) = try await twoWindows()
        let before = renderer.shown.count
        try await navigator.closeWindow(WindowID(1))
        let removed = renderer.shown[before...].first { $0.container == ContainerID(owner: second.id) }
        let step = try #require(removed)
        #expect(step.window == nil)
        #expect(step.projection(of: WindowID(1)) == nil)
        #expect(step.windows.map(\.id) == [.main])
    }
}
