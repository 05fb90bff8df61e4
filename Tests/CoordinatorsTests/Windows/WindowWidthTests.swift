import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Each window's width: its own width class and scenes, kept through focus changes, an event
/// naming the window, and nothing changed in the other windows.
@MainActor
@Suite struct WindowWidthTests {
    /// A library in two windows, each showing a shelf and a book; the second has focus.
    private func twoLibraries() async throws -> (Navigator, first: ShelfCoordinator, second: ShelfCoordinator, WindowID)
    {
        let (navigator, first) = try await startedShelf()
        try await first.show(.shelf(1), .book(1))
        let second = ShelfCoordinator()
        second.sceneConfiguration = .adaptive
        let id = try await navigator.openWindow(root: second)
        try await second.show(.shelf(2), .book(2))
        return (navigator, first, second, id)
    }

    /// The route names a window's root stack shows, pane by pane.
    private func panes(_ navigator: Navigator, _ window: WindowID) -> [String] {
        guard let root = navigator.tree.window(window)?.root,
            let scene = navigator.scenes(inWindow: window)[root.container]
        else { return [] }
        return scene.shown.compactMap { id in root.entries.first { $0.id == id }?.route.routeName }
    }

    @Test func aWindowWithoutFocus_getsItsOwnWidth_andTheFocusedOneKeepsItsOwn() async throws {
        let (navigator, _, _, second) = try await twoLibraries()
        let tree = navigator.tree
        let event = try #require(try navigator.setWindowWidth(1_000, for: .main))
        #expect(event.window == .main)
        #expect(event.widthClass == .expanded)
        #expect(event.description == "layout 1 (w0): unknown -> 1000 (compact -> expanded), 1 scene, 1 phase")
        #expect(navigator.tree == tree)
        #expect(navigator.widthClass(of: .main) == .expanded)
        #expect(navigator.widthClass(of: second) == .compact)
        #expect(navigator.widthClass == .compact)
        #expect(panes(navigator, .main) == ["shelf", "book"])
        #expect(panes(navigator, second) == ["book"])
    }

    @Test func focus_bringsEachWindowsWidthWithIt() async throws {
        let (navigator, _, _, second) = try await twoLibraries()
        navigator.setWindowWidth(400)  // the focused window: the second
        try navigator.setWindowWidth(1_200, for: .main)
        try await navigator.focusWindow(.main)
        #expect(navigator.widthClass == .expanded)
        #expect(navigator.layout.width == 1_200)
        #expect(navigator.widthClass(of: second) == .compact)
        #expect(navigator.rootPanes == ["shelf", "book"])
        try await navigator.focusWindow(second)
        #expect(navigator.layout.width == 400)
        #expect(navigator.widthClass(of: .main) == .expanded)
        #expect(panes(navigator, .main) == ["shelf", "book"])
    }

    @Test func theFocusedWindow_byItsId_isSetWindowWidth() async throws {
        let (navigator, _, _, second) = try await twoLibraries()
        let event = try #require(try navigator.setWindowWidth(1_000, for: second))
        #expect(event.window == nil)
        #expect(navigator.widthClass == .expanded)
        #expect(navigator.widthClass(of: .main) == .compact)
    }

    @Test func aWindowNotOpen_isRefused_andAClosedWindowsWidthIsForgotten() async throws {
        let (navigator, _, _, second) = try await twoLibraries()
        try navigator.setWindowWidth(1_000, for: .main)
        #expect(throws: WindowError.unknownWindow(WindowID(9), open: [.main, second])) {
            try navigator.setWindowWidth(1_000, for: WindowID(9))
        }
        try await navigator.focusWindow(.main)
        try await navigator.closeWindow(second)
        #expect(navigator.widthClass == .expanded)
        #expect(throws: WindowError.self) { try navigator.setWindowWidth(500, for: second) }
    }

    @Test func aHiddenWindowsWidth_changesItsScenes_butNoPhase() async throws {
        let (navigator, _, _, _) = try await twoLibraries()
        try await navigator.setWindowVisible(false, .main)
        let event = try #require(try navigator.setWindowWidth(1_000, for: .main))
        #expect(event.phases.isEmpty)
        #expect(event.scenes.count == 1)
    }

    @Test func theWindowEvent_reachesTheRendererAndObservers_once() async throws {
        let (navigator, _, _, _) = try await twoLibraries()
        var heard: [LayoutEvent] = []
        navigator.observeLayout { heard.append($0) }
        try navigator.setWindowWidth(1_000, for: .main)
        try navigator.setWindowWidth(1_100, for: .main)
        #expect(heard.map(\.window) == [.main])
    }
}
