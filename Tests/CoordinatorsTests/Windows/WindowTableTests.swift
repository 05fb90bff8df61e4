import Foundation
import Testing
import WayfinderCoordinators
import WayfinderTesting

/// The window table as a value: opening focuses, closing gives focus back to the window focused
/// before, ids are never reused, and every refused operation leaves the table as it was.
@Suite struct WindowTableTests {
    private let mainRoot = CoordinatorID(0)

    @Test func newTable_holdsTheMainWindow_focusedAndShown() {
        let table = WindowTable(main: mainRoot)
        #expect(table.windows == [WindowState(id: .main, root: mainRoot)])
        #expect(table.focused == .main)
        #expect(table.focusOrder == [.main])
        #expect(table.focusedWindow.root == mainRoot)
        #expect(WindowID.main.description == "w0")
    }

    @Test func open_givesTheNextID_andFocus() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5))
        let third = try table.open(root: CoordinatorID(9), isVisible: false)
        #expect(second == WindowID(1))
        #expect(third == WindowID(2))
        #expect(table.ids == [.main, second, third])
        #expect(table.focused == third)
        #expect(table.focusOrder == [.main, second, third])
        #expect(table.window(third) == WindowState(id: third, root: CoordinatorID(9), isVisible: false))
        #expect(table.window(rootedAt: CoordinatorID(5)) == second)
    }

    @Test func close_ofTheFocusedWindow_focusesTheOneFocusedBefore() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5))
        let third = try table.open(root: CoordinatorID(9))
        try table.focus(second)
        try table.focus(third)
        // Focus order: main, second, third. Closing third gives focus to second, not main.
        let closed = try table.close(third)
        #expect(closed.id == third)
        #expect(table.focused == second)
        #expect(table.ids == [.main, second])
        try table.close(second)
        #expect(table.focused == .main)
    }

    @Test func close_ofAnotherWindow_keepsFocus() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5))
        try table.close(.main)
        #expect(table.focused == second)
        #expect(table.ids == [second])
        #expect(table.window(.main) == nil)
    }

    @Test func ids_areNeverReused_afterAClose() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5))
        try table.close(second)
        let third = try table.open(root: CoordinatorID(5))
        #expect(third == WindowID(2))
    }

    @Test func focus_showsAHiddenWindow_andReportsNoChangeWhenAlreadyFocused() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5), isVisible: false)
        #expect(try table.focus(second) == true)
        #expect(table.window(second)?.isVisible == true)
        #expect(try table.focus(second) == false)
        try table.focus(.main)
        #expect(table.focusOrder == [second, .main])
    }

    @Test func hidingTheFocusedWindow_keepsItsFocus() throws {
        var table = WindowTable(main: mainRoot)
        try table.open(root: CoordinatorID(5))
        let focused = table.focused
        #expect(try table.setVisible(false, of: focused) == true)
        #expect(try table.setVisible(false, of: focused) == false)
        #expect(table.focused == focused)
        #expect(table.window(focused)?.isVisible == false)
    }

    @Test func numbers_countFromOne_inOpeningOrder_andCloseUpAfterAClose() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5))
        let third = try table.open(root: CoordinatorID(9))
        #expect([.main, second, third].map { table.number(of: $0) } == [1, 2, 3])
        // Focus does not number windows; opening order does.
        try table.focus(.main)
        #expect(table.number(of: third) == 3)
        try table.close(second)
        #expect(table.number(of: third) == 2)
        #expect(table.number(of: second) == nil)
        #expect(table.number(of: WindowID(7)) == nil)
        // A window reopened under its id takes its place in id order again.
        try table.reopen(second, root: CoordinatorID(5))
        #expect([.main, second, third].map { table.number(of: $0) } == [1, 2, 3])
    }

    // MARK: - Refusals leave the table as it was

    @Test func closingTheLastWindow_isRefused() {
        var table = WindowTable(main: mainRoot)
        let before = table
        #expect(throws: WindowError.lastWindow(.main)) { try table.close(.main) }
        #expect(table == before)
        #expect(
            WindowError.lastWindow(.main).description == "window w0 is the last one open; only the app closes it")
    }

    @Test func unknownWindows_areRefused_namingTheOpenOnes() throws {
        var table = WindowTable(main: mainRoot)
        let second = try table.open(root: CoordinatorID(5))
        try table.close(second)
        let before = table
        let error = WindowError.unknownWindow(second, open: [.main])
        #expect(throws: error) { try table.focus(second) }
        #expect(throws: error) { try table.close(second) }
        #expect(throws: error) { try table.setVisible(false, of: second) }
        #expect(table == before)
        #expect(error.description == "no window w1; open windows: w0")
    }

    @Test func theLimit_refusesOneWindowMore() throws {
        var table = WindowTable(main: mainRoot, limit: 2)
        try table.open(root: CoordinatorID(5))
        let before = table
        #expect(throws: WindowError.limitReached(limit: 2)) { try table.open(root: CoordinatorID(9)) }
        #expect(table == before)
        #expect(
            WindowError.limitReached(limit: 2).description
                == "the app allows at most 2 windows, and all are open")
    }

    @Test func aRootInUse_isRefused() throws {
        var table = WindowTable(main: mainRoot)
        let before = table
        #expect(throws: WindowError.rootInUse(mainRoot, window: .main)) { try table.open(root: mainRoot) }
        #expect(table == before)
    }

    // MARK: - Saved form

    @Test func aTable_roundTripsThroughJSON() throws {
        var table = WindowTable(main: mainRoot, limit: 4)
        let second = try table.open(root: CoordinatorID(5))
        try table.setVisible(false, of: .main)
        try table.focus(second)
        let data = try JSONEncoder().encode(table)
        #expect(try JSONDecoder().decode(WindowTable.self, from: data) == table)
    }

    @Test(arguments: [
        (#"{"windows":[],"focused":0,"focusOrder":[],"nextID":1}"#, "at least one window"),
        (#"{"windows":[{"id":0,"root":0,"isVisible":true}],"focused":3,"focusOrder":[0],"nextID":1}"#, "not open"),
        (
            #"{"windows":[{"id":0,"root":0,"isVisible":true},{"id":0,"root":1,"isVisible":true}],"#
                + #""focused":0,"focusOrder":[0],"nextID":1}"#, "repeat"
        ),
        (#"{"windows":[{"id":4,"root":0,"isVisible":true}],"focused":4,"focusOrder":[4],"nextID":2}"#, "next id"),
        (#"{"windows":[{"id":0,"root":0,"isVisible":true}],"focused":0,"focusOrder":[],"nextID":1}"#, "focus order"),
        (
            #"{"windows":[{"id":0,"root":0,"isVisible":true}],"focused":0,"focusOrder":[0],"nextID":1,"limit":0}"#,
            "limit 0"
        ),
    ])
    func aBrokenSavedTable_isRefusedSayingWhy(json: String, says: String) {
        do {
            _ = try JSONDecoder().decode(WindowTable.self, from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains(says), "\(context.debugDescription)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
