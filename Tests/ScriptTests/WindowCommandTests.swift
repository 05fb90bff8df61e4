import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript
import WayfinderStacks

/// The window commands on the shop: `window open|focus|close|move` and `windows`, the screen's
/// `windows:` line, and refusals in the user's words with nothing changed.
@MainActor
@Suite struct WindowCommandTests {
    /// Analytics writes where the test says, not into the working directory.
    private func compose(_ manifest: String = AppSessionTests.shop) async throws -> AppSession {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("windows-\(UUID()).jsonl").path
        var environment = ProcessInfo.processInfo.environment
        environment["SHOP_ANALYTICS_OUTPUT"] = output
        return try await AppSession.compose(manifestAt: manifest, stateRestoration: false, environment: environment)
    }

    private func refusal(_ line: String, in session: AppSession) async -> String? {
        let before = session.app.navigator.tree
        let windows = session.app.navigator.windows
        let error = await #expect(throws: CommandError.self) { try await session.run(line) }
        #expect(session.app.navigator.tree == before, "\(line) changed the tree")
        #expect(session.app.navigator.windows == windows, "\(line) changed the windows")
        return error?.description
    }

    @Test func withOneWindow_theScreenHasNoWindowsLine_andWindowsListsOne() async throws {
        let session = try await compose()
        #expect(session.screen.hasPrefix("tabs: [home] search cart(2) profile\npath: Home\n"))
        #expect(try await session.run("windows") == .noted("1 window: 1 'Home' (focused)"))
        await session.app.stop()
    }

    /// The issue's script: a second window on Search, an item with a quantity in the first,
    /// moved to the second with its state.
    @Test func theIssuesScript_movesTheItemScreen_withItsState_toWindowTwo() async throws {
        let session = try await compose()
        #expect(try await session.run("window open") == .noted("window open: window 2 of 2 shows 'Home'"))
        #expect(session.screen.hasPrefix("windows: 1 [2]\ntabs: [home] search cart(2) profile\npath: Home\n"))
        try await session.run("tab search")
        #expect(session.screen.hasPrefix("windows: 1 [2]\ntabs: home [search] cart(2) profile\npath: Search\n"))
        #expect(try await session.run("window focus 1") == .screen)
        #expect(session.screen.hasPrefix("windows: [1] 2\ntabs: [home] search cart(2) profile\npath: Home\n"))
        try await session.run("tap 1")
        try await session.run("set quantity 3")
        let item = try #require(session.app.navigator.tree.topEntry)
        let context = session.app.navigator.context(for: item.id)
        #expect(
            try await session.run("window move 2")
                == .noted("window move 2: 'Item 1' moved to window 2; window 1 keeps focus"))
        #expect(session.screen.hasPrefix("windows: [1] 2\ntabs: [home] search cart(2) profile\npath: Home\nHome\n"))
        #expect(try await session.run("windows") == .noted("2 windows: 1 'Home' (focused), 2 'Item 1'"))
        let second = session.app.navigator.windows.ids[1]
        #expect(session.app.navigator.tree.window(second)?.visiblePath.last?.entry.id == item.id)
        #expect(session.app.navigator.context(for: item.id) === context)
        try await session.run("window focus 2")
        #expect(
            session.screen.hasPrefix(
                "windows: 1 [2]\ntabs: home [search] cart(2) profile\npath: Search > Item 1\nItem 1\n"))
        #expect(session.screen.contains("\n  state quantity: 3"))
        await session.app.stop()
    }

    @Test func windowOpen_aRoute_withParameters_showsIt_andCloseGivesFocusBack() async throws {
        let session = try await compose()
        #expect(
            try await session.run("window open item id=4") == .noted("window open item: window 2 of 2 shows 'Item 4'"))
        #expect(session.screen.hasPrefix("windows: 1 [2]\npath: Item 4\nItem 4\n"))
        #expect(
            try await session.run("window close 2")
                == .noted("window close 2: closed window 2 ('Item 4'); 1 window open"))
        #expect(session.screen.hasPrefix("tabs: [home] search cart(2) profile\npath: Home\n"))
        await session.app.stop()
    }

    @Test func windowMoveNew_tearsTheTopScreenOff_intoAWindowWithFocus() async throws {
        let session = try await compose()
        try await session.run("tap 1")
        let item = try #require(session.app.navigator.tree.topEntry)
        #expect(
            try await session.run("window move new")
                == .noted("window move new: 'Item 1' moved to window 2, which has focus"))
        #expect(session.screen.hasPrefix("windows: 1 [2]\ntabs: [home] search cart(2) profile\npath: Home > Item 1\n"))
        #expect(session.app.navigator.tree.topEntry?.id == item.id)
        #expect(try await session.run("windows") == .noted("2 windows: 1 'Home', 2 'Item 1' (focused)"))
        await session.app.stop()
    }

    @Test func refusals_sayWhyInTheUsersWords_andChangeNothing() async throws {
        let session = try await compose()
        #expect(
            await refusal("window close 1", in: session)
                == "window close 1: window 1 is the last one open; only the app closes it")
        #expect(
            await refusal("window focus 2", in: session)
                == "window focus 2: there is no window 2; one window is open")
        #expect(
            await refusal("window move 2", in: session) == "window move 2: there is no window 2; one window is open")
        try await session.run("window open")
        #expect(
            await refusal("window close 3", in: session)
                == "window close 3: there is no window 3; windows 1 to 2 are open")
        #expect(
            await refusal("window move 1", in: session)
                == "window move 1: 'Home' cannot move to another window: it is the first screen of its stack")
        try await session.run("tap 1")
        #expect(
            await refusal("window move 2", in: session)
                == "window move 2: 'Item 1' cannot move to another window: it is in window 2 already")
        #expect(
            await refusal("window open nowhere", in: session)
                == "window open nowhere: no route 'nowhere' in the manifest")
        #expect(
            await refusal("window open item", in: session)
                == "window open item: invalid parameters for route 'item': missing 'id'")
        #expect(
            await refusal("window open item id=x", in: session)
                == "window open item: parameter 'id' is int, found 'x'")
        await session.app.stop()
    }

    /// Closing a window asks the leave checks of its screens: `cancel` keeps it, `confirm`
    /// closes it.
    @Test func windowClose_asksTheLeaveChecksOfItsScreens_first() async throws {
        let session = try await compose()
        try await session.run("login ada")
        try await session.run("tab cart")
        try await session.run("tap 1")
        try await session.run("set address 1 Main Street")
        try await session.run("window open")
        let asked = try await session.run("window close 1")
        #expect(
            asked
                == .noted(
                    "'Checkout' asks: Discard the shipping address? (confirm: Discard, cancel: Keep editing); "
                        + "answer with confirm or cancel"))
        #expect(session.app.navigator.windows.ids.count == 2)
        #expect(try await session.run("cancel") == .noted("'Checkout' stays (Keep editing)"))
        #expect(session.app.navigator.windows.ids.count == 2)
        try await session.run("window close 1")
        #expect(
            try await session.run("confirm") == .noted("window close 1: closed window 1 ('Checkout'); 1 window open"))
        #expect(session.app.navigator.windows.ids.count == 1)
        #expect(session.screen.hasPrefix("tabs: [home] search cart(2) profile\npath: Home\n"))
        await session.app.stop()
    }

    @Test func theManifestsLimit_refusesAWindowTooMany() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("windows-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = folder.appendingPathComponent("notes.yaml")
        try """
        app: {id: notes, name: Notes, root: main}
        routes:
          list: {title: Notes, actions: [{title: Note 1, push: note, with: {id: 1}}]}
          note: {title: "Note {id}", parameters: {id: int}}
        coordinators:
          main: {kind: stack, root: list}
        windows: {max: 2}
        """.write(to: manifest, atomically: true, encoding: .utf8)
        let session = try await compose(manifest.path)
        try await session.run("window open")
        #expect(
            await refusal("window open note id=2", in: session)
                == "window open note: the app allows at most 2 windows (windows: max), and all are open")
        await session.app.stop()
    }
}
