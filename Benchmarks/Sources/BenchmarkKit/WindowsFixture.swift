import WayfinderCoordinators
import WayfinderRouting

/// A headless navigator with `count` windows, each rooted at its own stack coordinator, for the
/// cost of a push when an app has many windows open (issue 38).
@MainActor
public final class WindowsFixture {
    public let navigator: Navigator
    /// The window roots in opening order: the main window's first, the focused one last.
    public let roots: [StackCoordinator]

    /// Starts the navigator on the main window, then opens `count - 1` more windows; the last one
    /// opened has focus.
    public init(count: Int) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        var roots = [StackCoordinator(root: .home)]
        try await navigator.start(root: roots[0])
        for _ in 1..<max(count, 1) {
            let root = StackCoordinator(root: .home)
            try await navigator.openWindow(root: root, animated: false)
            roots.append(root)
        }
        self.roots = roots
    }

    /// `navigate(toRoute:)` then `pop()` in the focused window, `count` times: two transactions
    /// each, the path every push of the window the user works in takes.
    public func pushPopFocused(_ count: Int) async throws {
        guard let root = roots.last else { return }
        for index in 0..<count {
            try await root.router.navigate(toRoute: .item(id: index))
            try await root.router.pop()
        }
    }

    /// The same in the main window while another window has focus: the commit rebuilds the
    /// node of the other windows (measured, not budgeted; see docs/windows-design.md).
    public func pushPopUnfocused(_ count: Int) async throws {
        for index in 0..<count {
            try await roots[0].router.navigate(toRoute: .item(id: index))
            try await roots[0].router.pop()
        }
    }
}
