import Foundation
import Testing
import WayfinderCoordinators

@testable import WayfinderServer

/// Issue 38, Deliver 4: each page shows one window of the app. A page names its window
/// (`window`), opens one ("New window": `window-open`), closes its window ("Close window":
/// `window-close`), moves its top screen to another (`window-move`) and says whether it is
/// shown (`visibility`); closing a page only hides the app's window. Requests that name no
/// window act on the page's own window, which gets focus first.
@MainActor
@Suite(.serialized) struct PageWindowTests {
    typealias Page = PageStateTests.Page

    // MARK: - The messages

    @Test func theWindowMessages_decodeTyped() {
        let read = { (text: String) in try? PageMessage.decode(text).get().request }
        #expect(read(#"{"type":"window","seq":1,"window":2}"#) == .showWindow(window: 2))
        #expect(read(#"{"type":"window-open","seq":2}"#) == .openWindow)
        #expect(read(#"{"type":"window-close","seq":3}"#) == .closeWindow)
        #expect(read(#"{"type":"window-move","seq":4,"window":1}"#) == .moveToWindow(window: 1))
        #expect(read(#"{"type":"visibility","visible":false}"#) == .visibility(visible: false))
        #expect(PageRequest.openWindow.writes && PageRequest.moveToWindow(window: 1).writes)
        #expect(!PageRequest.showWindow(window: 1).writes)
    }

    @Test(arguments: [
        (#"{"type":"window-move","seq":5}"#, "error: a 'window-move' message needs window: a window number"),
        (#"{"type":"window","seq":6,"window":"two"}"#, "error: a 'window' message's window must be a window number"),
        (#"{"type":"window","seq":7,"window":-1}"#, "error: a 'window' message's window must be a window number"),
        (#"{"type":"visibility","visible":"no"}"#, "error: a 'visibility' message's visible must be true or false"),
    ])
    func aWindowMessageWithoutItsFields_isRefusedByName(text: String, error: String) {
        guard case .failure(let refusal) = PageMessage.decode(text) else {
            Issue.record("\(text) was read")
            return
        }
        #expect(refusal.text == error)
    }

    // MARK: - Two pages, two windows

    /// The title of the screen a page message draws on top.
    nonisolated static func top(_ message: [String: Any]) -> String? {
        ((message["page"] as? [String: Any])?["crumbs"] as? [[String: Any]])?.last?["title"] as? String
    }

    /// A JSON value as text with sorted keys, to compare and search.
    nonisolated static func text(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    nonisolated static func windows(_ message: [String: Any]) -> [[String: Any]] {
        message["windows"] as? [[String: Any]] ?? []
    }

    private func isReply(_ seq: Int) -> ([String: Any]) -> Bool {
        { ["reply", "error"].contains($0["type"] as? String) && $0["seq"] as? Int == seq }
    }

    private func draws(_ window: Int, top title: String) -> ([String: Any]) -> Bool {
        {
            ["step", "snapshot"].contains($0["type"] as? String) && $0["window"] as? Int == window
                && Self.top($0) == title
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func aNewWindow_getsAScreenMovedFromAnother_andBothPagesAndTheTreeAgree() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            let (a, aStream) = hub.connect()
            var first = Page(id: a, messages: aStream.makeAsyncIterator())
            let snapshot = try await first.next { $0["type"] as? String == "snapshot" }
            #expect(snapshot["window"] as? Int == 0 && Self.windows(snapshot).count == 1)
            hub.receive(#"{"type":"tap","seq":1,"action":2}"#, from: a)
            _ = try await first.next(where: draws(0, top: "Category shoes"))
            #expect(try await first.next(where: isReply(1))["ok"] as? Bool == true)

            // A second page opens a window of its own, which gets focus.
            let (b, bStream) = hub.connect()
            var second = Page(id: b, messages: bStream.makeAsyncIterator())
            _ = try await second.next { $0["type"] as? String == "snapshot" }
            hub.receive(#"{"type":"window-open","seq":1}"#, from: b)
            let opened = try await second.next(where: isReply(1))
            #expect(opened["ok"] as? Bool == true && opened["window"] as? Int == 1)
            let drawn = try await second.next(where: draws(1, top: "Home"))
            #expect(Self.windows(drawn).map { $0["number"] as? Int } == [1, 2])
            #expect(hub.app.navigator.focusedWindow == WindowID(1))

            // The first page's command acts on its own window, which gets focus back.
            hub.receive(#"{"type":"command","seq":2,"line":"tap 1"}"#, from: a)
            _ = try await first.next(where: draws(0, top: "Item 42"))
            #expect(try await first.next(where: isReply(2))["ok"] as? Bool == true)
            #expect(hub.app.navigator.focusedWindow == .main)
            #expect(hub.app.navigator.tree.window(WindowID(1))?.topEntry?.route.routeName == "home")

            // Move to window: the item goes to window 1, with its id; both pages redraw.
            let item = try #require(hub.app.navigator.tree.window(.main)?.topEntry?.id)
            hub.receive(#"{"type":"window-move","seq":3,"window":1}"#, from: a)
            #expect(try await first.next(where: isReply(3))["ok"] as? Bool == true)
            let moved = try await second.next(where: draws(1, top: "Item 42"))
            let tree = hub.app.navigator.tree
            #expect(tree.window(WindowID(1))?.topEntry?.id == item)
            #expect(tree.window(.main)?.topEntry?.route.routeName == "category")
            // GET /tree.json holds both windows: the moved item is in the second one only.
            let json = try await served.tree()
            let decoded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let others = try #require((decoded["windows"] as? [String: Any])?["others"] as? [[String: Any]])
            #expect(others.count == 1)
            #expect(try Self.text(others[0]).contains("\"item\""))
            #expect(try !Self.text(try #require(decoded["root"])).contains("\"item\""))
            // The page of window 1 holds the same whole tree as GET /tree.json.
            #expect(try Self.text(try #require(moved["tree"])) == (try Self.text(decoded)))
            hub.disconnect(a, reason: "closed by the test")
            hub.disconnect(b, reason: "closed by the test")
        }
    }

    @Test(.timeLimit(.minutes(10)))
    func closingAPage_hidesItsWindow_andCloseWindow_closesIt() async throws {
        try await ServedShop.serve { served in
            let hub = served.hub
            let navigator = hub.app.navigator
            let (a, aStream) = hub.connect()
            var watcher = Page(id: a, messages: aStream.makeAsyncIterator())
            _ = try await watcher.next { $0["type"] as? String == "snapshot" }
            let (b, bStream) = hub.connect()
            var opener = Page(id: b, messages: bStream.makeAsyncIterator())
            hub.receive(#"{"type":"window-open","seq":1}"#, from: b)
            _ = try await opener.next(where: isReply(1))
            func shown(_ window: Int) -> ([String: Any]) -> Bool {
                { message in Self.windows(message).first { $0["id"] as? Int == window }?["visible"] as? Bool == true }
            }
            func hidden(_ window: Int) -> ([String: Any]) -> Bool {
                { message in Self.windows(message).first { $0["id"] as? Int == window }?["visible"] as? Bool == false }
            }

            // A page in the background hides its window: the window's top goes to the background.
            hub.receive(#"{"type":"visibility","visible":false}"#, from: b)
            _ = try await watcher.next(where: hidden(1))
            let top = try #require(navigator.tree.window(WindowID(1))?.topEntry?.id)
            #expect(navigator.tree.phase(of: top) == .background)
            hub.receive(#"{"type":"visibility","visible":true}"#, from: b)
            _ = try await watcher.next(where: shown(1))
            #expect(navigator.tree.phase(of: top) == .active)

            // Closing the browser window does not close the app's window: it is hidden.
            hub.disconnect(b, reason: "closed by the test")
            _ = try await watcher.next(where: hidden(1))
            #expect(navigator.windows.windows.map(\.id) == [.main, WindowID(1)])

            // Another page shows it again, then closes it with its Close window control.
            let (c, cStream) = hub.connect()
            var closer = Page(id: c, messages: cStream.makeAsyncIterator())
            hub.receive(#"{"type":"window","seq":1,"window":1}"#, from: c)
            #expect(try await closer.next(where: isReply(1))["ok"] as? Bool == true)
            _ = try await closer.next { $0["type"] as? String == "snapshot" && $0["window"] as? Int == 1 }
            _ = try await watcher.next(where: shown(1))
            hub.receive(#"{"type":"window-close","seq":2}"#, from: c)
            let closed = try await closer.next(where: isReply(2))
            #expect(closed["ok"] as? Bool == true && closed["text"] as? String == "closed window w1")
            #expect(navigator.windows.windows.map(\.id) == [.main])
            // The page whose window closed shows the focused one.
            _ = try await closer.next { $0["window"] as? Int == 0 && Self.windows($0).count == 1 }
            #expect(hub.shownWindow(of: c) == .main)

            // A window that is not open cannot be shown.
            hub.receive(#"{"type":"window","seq":3,"window":1}"#, from: c)
            let refused = try await closer.next(where: isReply(3))
            #expect(refused["ok"] as? Bool == false)
            #expect(refused["text"] as? String == "error: no window w1; open windows: w0")
            hub.disconnect(a, reason: "closed by the test")
            hub.disconnect(c, reason: "closed by the test")
        }
    }
}
