import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderStateRestoration

/// The plugin saves every window of a composed app (opened through the engine's API) and the
/// next run of the same manifest brings them all back, with their screens, bags and focus; a
/// closed window stays reopenable across runs.
@MainActor
@Suite struct WindowsRestorationTests {
    /// A new root for a window of the app: the manifest's root coordinator, as the app's window
    /// restorer makes it.
    private func windowRoot(_ app: ComposedApp) throws -> any CoordinatorType {
        let made = try app.navigator.windowRestorer?(
            SavedWindow(id: WindowID(99), root: .unattached, name: "main", kind: .tabs))
        return try #require(made)
    }

    /// Each window's rendered tree, by window.
    private func windows(_ app: ComposedApp) -> [String] {
        app.navigator.windows.ids.map { "\($0): \(app.navigator.tree.window($0)?.rendered ?? "none")" }
    }

    @Test(arguments: RestoreRoundTripTests.stores)
    func threeWindows_comeBackInTheNextRun_withTheFocusedOneAndTheirBags(options: String) async throws {
        let options = options.replacingOccurrences(of: "PATH", with: RestorationFixture.temporaryFolder())
        let (first, _) = try await RestorationFixture.compose(options: options)
        let navigator = first.navigator
        try await RestorationFixture.tap(1, in: first)  // item 1 in the main window
        let second = try await navigator.openWindow(root: windowRoot(first))
        try await RestorationFixture.tap(1, 1, in: first)  // item 1, item 2 in w1
        let item = try #require(navigator.tree.topEntry)
        try navigator.setState(.int(3), forKey: "quantity", of: .entry(item.id))
        let third = try await navigator.openWindow(root: windowRoot(first))
        try await RestorationFixture.tap(3, in: first)  // cart tab in w2
        try await navigator.focusWindow(second)
        let saved = windows(first)
        await first.stop()

        let (next, plugin) = try await RestorationFixture.compose(options: options)
        #expect(next.navigator.windows.ids == [.main, second, third])
        #expect(next.navigator.focusedWindow == second)
        #expect(windows(next) == saved)
        #expect(next.navigator.state(of: .entry(item.id))["quantity"] == .int(3))
        #expect(next.topScreen?.title == "Item 2")
        #expect(plugin.windowsRestoration?.isComplete == true, "\(plugin.log)")
        #expect(plugin.log.first == "state-restoration: restored shop/main: 3 windows, w1 focused")
        #expect(plugin.setAsideAt.isEmpty)
    }

    @Test(arguments: RestoreRoundTripTests.stores)
    func aClosedWindow_staysReopenable_inTheNextRun(options: String) async throws {
        let options = options.replacingOccurrences(of: "PATH", with: RestorationFixture.temporaryFolder())
        let (first, _) = try await RestorationFixture.compose(options: options)
        let second = try await first.navigator.openWindow(root: windowRoot(first))
        try await RestorationFixture.tap(1, 1, in: first)  // item 1, item 2 in w1
        let closed = try #require(first.navigator.tree.window(second)?.rendered)
        try await first.navigator.closeWindow(second)
        await first.stop()

        let (next, _) = try await RestorationFixture.compose(options: options)
        #expect(next.navigator.windows.ids == [.main])
        #expect(next.navigator.recentlyClosedWindows.map(\.id) == [second])
        let reopened = try await next.navigator.reopenWindow()
        #expect(reopened.id == second)
        #expect(next.navigator.tree.window(second)?.rendered == closed)
        #expect(next.topScreen?.title == "Item 2")
    }
}
