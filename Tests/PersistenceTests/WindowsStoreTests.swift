import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Every window of an app saved and restored through both stores: one snapshot per window under
/// the scene key, the window set with the focus, the recently closed windows; a one-window store
/// saved before windows reads as the main window.
@MainActor
@Suite struct WindowsStoreTests {
    typealias Kind = StoreRoundTripTests.Kind
    let folder = TemporaryDirectory()

    private func makeStore(_ kind: Kind) -> any WindowsSnapshotStore {
        switch kind {
        case .sqlite:
            SQLiteSnapshotStore(
                path: folder.file("navigation.sqlite"), registry: makeRegistry(), configuration: .init(now: fixedClock))
        case .file:
            FileSnapshotStore(directory: folder.file("snapshots"), registry: makeRegistry(), now: fixedClock)
        }
    }

    /// Saves `navigator`'s windows, closes the store, and restores them into a fresh navigator
    /// from a new store on the same place.
    private func roundTrip(_ navigator: Navigator, _ kind: Kind) async throws -> (Navigator, WindowsRestorationReport) {
        let store = makeStore(kind)
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        try await (store as? SQLiteSnapshotStore)?.close()
        let saved = try #require(try await makeStore(kind).loadAnyWindows(appID: "shop", sceneID: "main"))
        let fresh = try await WindowSessions.started()
        let report = try await fresh.restore(saved)
        return (fresh, report)
    }

    @Test(arguments: Kind.allCases)
    func threeWindows_comeBackWithTheirIDsStacksAndBags_andTheFocusedOneFocused(_ kind: Kind) async throws {
        let navigator = try await WindowSessions.threeWindows()
        let (fresh, report) = try await roundTrip(navigator, kind)
        #expect(report.isComplete, "\(report)")
        #expect(report.leftOut.isEmpty)
        #expect(fresh.windows.ids == [.main, WindowID(1), WindowID(2)])
        #expect(fresh.focusedWindow == WindowID(1))
        #expect(WindowSessions.picture(fresh) == WindowSessions.picture(navigator))
        #expect(fresh.windows.focusOrder == navigator.windows.focusOrder)
        // The next window gets a new id, never a saved one.
        let next = try await fresh.openWindow(root: AppCoordinator())
        #expect(next == WindowID(3))
    }

    @Test(arguments: Kind.allCases)
    func eachWindow_isSavedAsAPlainSnapshotUnderTheSceneKey(_ kind: Kind) async throws {
        let navigator = try await WindowSessions.threeWindows()
        let store = makeStore(kind)
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        #expect(try await store.scenes(appID: "shop") == ["main", "main#w1", "main#w2"])
        let main = try #require(try await store.load(appID: "shop", sceneID: "main"))
        #expect(main.tree.windows == nil)
        #expect(main.tree == navigator.tree.window(.main))
        let second = try #require(try await store.load(appID: "shop", sceneID: "main#w1"))
        #expect(second.tree == navigator.tree.window(WindowID(1)))
        #expect(second.states.entries.values.map { $0["quantity"] } == [.int(4)])
    }

    @Test(arguments: Kind.allCases)
    func aStoreSavedBeforeWindows_restoresAsTheMainWindow(_ kind: Kind) async throws {
        let navigator = try await WindowSessions.started()
        try await #require(WindowSessions.root(navigator, .main)).router.navigate(toRoute: .item(id: 7))
        let top = try #require(navigator.tree.root?.entries.last)
        try navigator.setState(.string("blue"), forKey: "colour", of: .entry(top.id))
        #expect(!navigator.savesWindows)
        let store = makeStore(kind)
        try await store.save(navigator.snapshot(appID: "shop", savedAt: fixedClock()))
        #expect(try await store.loadWindows(appID: "shop", sceneID: "main") == nil)
        let saved = try #require(try await store.loadAnyWindows(appID: "shop", sceneID: "main"))
        #expect(saved.set.windows == [.main])
        let fresh = try await WindowSessions.started()
        let report = try await fresh.restore(saved)
        #expect(report.isComplete)
        #expect(fresh.tree == navigator.tree)
        #expect(fresh.tree.windows == nil)
        #expect(fresh.state(of: .entry(top.id))["colour"] == .string("blue"))
    }

    @Test(arguments: Kind.allCases)
    func recentlyClosed_keepsTheLastFive_isSaved_andReopensAsItWas(_ kind: Kind) async throws {
        let navigator = try await WindowSessions.started()
        var opened: [WindowID] = []
        for item in 1...7 {
            let root = AppCoordinator()
            let id = try await navigator.openWindow(root: root)
            try await root.router.navigate(toRoute: .item(id: item))
            let top = try #require(navigator.tree.window(id)?.root?.entries.last)
            try navigator.setState(.int(item), forKey: "quantity", of: .entry(top.id))
            opened.append(id)
        }
        var closedScreens: [WindowID: [[String]]] = [:]
        for id in opened {
            closedScreens[id] = WindowSessions.screens(navigator, id)
            try await navigator.closeWindow(id)
        }
        #expect(navigator.recentlyClosedWindows.map(\.id) == Array(opened.suffix(5)))
        #expect(navigator.windows.ids == [.main])
        #expect(navigator.savesWindows)
        let store = makeStore(kind)
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        #expect(try await store.scenes(appID: "shop") == ["main"] + opened.suffix(5).map { "main#\($0)" })
        let saved = try #require(try await store.loadAnyWindows(appID: "shop", sceneID: "main"))
        let fresh = try await WindowSessions.started()
        try await fresh.restore(saved)
        #expect(fresh.recentlyClosedWindows.map(\.id) == Array(opened.suffix(5)))
        let last = try #require(opened.last)
        let reopened = try await fresh.reopenWindow()
        #expect(reopened.id == last)
        #expect(fresh.focusedWindow == last)
        #expect(WindowSessions.screens(fresh, last) == closedScreens[last])
        let top = try #require(fresh.tree.window(last)?.root?.entries.last)
        #expect(fresh.state(of: .entry(top.id))["quantity"] == .int(7))
        #expect(fresh.recentlyClosedWindows.map(\.id) == Array(opened.suffix(5).dropLast()))
        // The next save drops nothing still named; a window pushed out of the list is deleted.
        for _ in 0..<2 {
            let root = AppCoordinator()
            let id = try await fresh.openWindow(root: root)
            try await fresh.closeWindow(id)
        }
        #expect(fresh.recentlyClosedWindows.count == 5)
        try await store.saveWindows(fresh.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        let names =
            fresh.windows.ids.map { WindowSet.sceneID(of: $0, in: "main") }
            + fresh.recentlyClosedWindows.map { WindowSet.sceneID(of: $0.id, in: "main") }
        #expect(try await store.scenes(appID: "shop") == names.sorted())
    }

    @Test func reopenWindow_withNothingClosed_isRefused_andChangesNothing() async throws {
        let navigator = try await WindowSessions.started()
        let before = navigator.tree
        await #expect(throws: NavigationError.window(.notRecentlyClosed(nil))) {
            try await navigator.reopenWindow()
        }
        await #expect(throws: NavigationError.window(.notRecentlyClosed(WindowID(4)))) {
            try await navigator.reopenWindow(WindowID(4))
        }
        #expect(navigator.tree == before)
    }

    @Test func recentlyClosedLimit_dropsTheOldest() async throws {
        let navigator = try await WindowSessions.started()
        navigator.recentlyClosedLimit = 2
        for _ in 0..<3 {
            let id = try await navigator.openWindow(root: AppCoordinator())
            try await navigator.closeWindow(id)
        }
        #expect(navigator.recentlyClosedWindows.map(\.id) == [WindowID(2), WindowID(3)])
    }

    @Test func aSetNumbersItsOpenWindows_fromOne_inOpeningOrder() {
        let set = WindowSet(
            appID: "shop", windows: [.main, WindowID(2), WindowID(5)], focused: WindowID(2),
            focusOrder: [.main, WindowID(5), WindowID(2)], nextID: 6, recentlyClosed: [WindowID(3)])
        #expect([.main, WindowID(2), WindowID(5)].map { set.number(of: $0) } == [1, 2, 3])
        // A recently closed window is kept, but not open: it has no number.
        #expect(set.number(of: WindowID(3)) == nil)
        #expect(set.number(of: WindowID(4)) == nil)
    }

    @Test func eachSnapshotOfASavedSet_namesItsWindow_openOrRecentlyClosed() async throws {
        let navigator = try await WindowSessions.started()
        let second = try await navigator.openWindow(root: AppCoordinator())
        let closed = try await navigator.openWindow(root: AppCoordinator())
        try await navigator.closeWindow(closed)
        let saved = navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock())
        #expect(saved.windows.map { saved.window(of: $0) } == [.main, second])
        #expect(saved.recentlyClosed.map { saved.window(of: $0) } == [closed])
        // The inverse of `snapshot(of:)`.
        for id in [WindowID.main, second, closed] {
            #expect(saved.snapshot(of: id).flatMap { saved.window(of: $0) } == id)
        }
        var stranger = try #require(saved.snapshot(of: .main))
        stranger.sceneID = "another-scene"
        #expect(saved.window(of: stranger) == nil)
    }
}

/// Flows in progress in several windows come back in their own windows, started again by the
/// app, with their bags, even when a saved coordinator id names another window's coordinator
/// after the restart.
@MainActor
@Suite struct WindowFlowsRestoreTests {
    /// Starts a saved checkout flow again from its live parent, as a composed app does.
    private func installFlowRestorer(_ navigator: Navigator) {
        navigator.flowRestorer = { [unowned navigator] flow in
            guard flow.name == "CheckoutFlow", let parent = navigator.coordinator(flow.parent) as? AppCoordinator
            else { return nil }
            let checkout = CheckoutFlow()
            try await parent.navigate(to: checkout, presentationStyle: .push)
            return checkout.id
        }
    }

    /// The live checkout flow of a window.
    private func checkout(in window: WindowID, of navigator: Navigator) -> CoordinatorID? {
        navigator.tree.window(window)?.allCoordinators.first { $0.name == "CheckoutFlow" }?.id
    }

    @Test func flowsInProgress_inTwoWindows_comeBackInTheirWindows_withTheirBags() async throws {
        let navigator = try await WindowSessions.started()
        installFlowRestorer(navigator)
        let main = try #require(WindowSessions.root(navigator, .main))
        let second = AppCoordinator()
        let w1 = try await navigator.openWindow(root: second)
        let secondCheckout = CheckoutFlow()
        try await second.navigate(to: secondCheckout, presentationStyle: .push)
        try await secondCheckout.router.navigate(toRoute: .checkout(step: 2))
        try navigator.setState(.string("express"), forKey: "shipping", of: .flow(secondCheckout.id))
        let mainCheckout = CheckoutFlow()
        try await main.navigate(to: mainCheckout, presentationStyle: .push)
        try navigator.setState(.string("standard"), forKey: "shipping", of: .flow(mainCheckout.id))

        let saved = try SnapshotCoder(registry: makeRegistry()).roundTrip(
            navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        let fresh = try await WindowSessions.started()
        installFlowRestorer(fresh)
        let report = try await fresh.restore(saved)
        #expect(report.isComplete, "\(report)")
        #expect(WindowSessions.picture(fresh) == WindowSessions.picture(navigator))
        #expect(report.windows.map { $0.report.recreated.map(\.saved) } == [[mainCheckout.id], [secondCheckout.id]])
        let liveMain = try #require(checkout(in: .main, of: fresh))
        let liveSecond = try #require(checkout(in: w1, of: fresh))
        #expect(fresh.state(of: .flow(liveMain))["shipping"] == .string("standard"))
        #expect(fresh.state(of: .flow(liveSecond))["shipping"] == .string("express"))
    }
}

extension SnapshotCoder {
    /// The windows as a store gives them back: every snapshot encoded and decoded.
    func roundTrip(_ saved: WindowsSnapshot) throws -> WindowsSnapshot {
        var saved = saved
        saved.windows = try saved.windows.map { try decode(encode($0)) }
        saved.recentlyClosed = try saved.recentlyClosed.map { try decode(encode($0)) }
        return saved
    }
}
