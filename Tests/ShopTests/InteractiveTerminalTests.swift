import Foundation
import Testing

/// The interactive mode at a real (pseudo-)terminal: line editing, history across runs, Tab
/// completion and Ctrl-C, through libedit.
@Suite("Interactive terminal", .timeLimit(.minutes(1)))
struct InteractiveTerminalTests {
    static let prompt = "shop> "
    static var manifest: String { ShopBinary.packageRoot.appendingPathComponent("Configs/shop.yaml").path }

    @Test func upArrow_recallsTheLastCommand_andTheHistoryOutlivesTheRun() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let first = try TerminalSession(["run", "--config", Self.manifest, "--state", state], scratch: scratch)
        try first.waitFor(Self.prompt)
        first.type("push category slug=bags\r")
        try first.waitFor("path: Home > Category bags\n")
        try first.waitFor(Self.prompt)
        first.type("\u{1B}[A\r")  // Up, Enter: the same command again
        try first.waitFor("path: Home > Category bags > Category bags\n")
        try first.waitFor(Self.prompt)
        first.type("\u{04}")  // Ctrl-D ends the run
        #expect(first.exitStatus() == 0)
        #expect(FileManager.default.fileExists(atPath: scratch.path("state.history")))

        let second = try TerminalSession(["run", "--config", Self.manifest, "--state", state], scratch: scratch)
        try second.waitFor(Self.prompt)
        second.type("\u{1B}[A\r")  // Up recalls the last command of the first run
        try second.waitFor("path: Home > Category bags > Category bags > Category bags\n")
        try second.waitFor(Self.prompt)
        second.type("quit\r")
        #expect(second.exitStatus() == 0)
    }

    @Test func tab_completesTabSe_toTabSearch_andRouteNames_andListsTheChoices() throws {
        let scratch = try Scratch()
        let shop = try TerminalSession(["run", "--config", Self.manifest, "--no-state"], scratch: scratch)
        try shop.waitFor(Self.prompt)
        // The line editor redraws only what changes, so the completed line is not echoed whole:
        // the screen shows which command ran (`tab se` alone is refused: no such tab).
        shop.type("tab se\t\r")
        let screen = try shop.waitFor("tabs: home [search] cart(2) profile\n")
        #expect(!screen.contains("error:"), "\(screen)")
        try shop.waitFor(Self.prompt)
        shop.type("push ca\t")  // cart or category: both are listed
        try shop.waitFor("cart  category\n")
        shop.type("t\tslug=bags\r")
        try shop.waitFor("path: Search > Category bags\n")
        try shop.waitFor(Self.prompt)
        shop.type("quit\r")
        #expect(shop.exitStatus() == 0)
    }

    @Test func ctrlC_cancelsTheLine_andLeavesTheProcessRunning() throws {
        let scratch = try Scratch()
        let shop = try TerminalSession(["run", "--config", Self.manifest, "--no-state"], scratch: scratch)
        try shop.waitFor(Self.prompt)
        shop.type("tab cart\u{03}")
        let afterCancel = try shop.waitFor(Self.prompt)
        #expect(afterCancel.contains("tabs: [home] search cart(2) profile\n"), "\(afterCancel)")
        shop.type("tab search\r")
        try shop.waitFor("tabs: home [search] cart(2) profile\n")
        try shop.waitFor(Self.prompt)
        shop.type("quit\r")
        #expect(shop.exitStatus() == 0)
        #expect(!shop.output.contains("[cart(2)]"), "the cancelled line ran:\n\(shop.output)")
    }

    @Test func refusedCommand_atTheTerminal_makesTheExitStatusOne() throws {
        let scratch = try Scratch()
        let shop = try TerminalSession(["run", "--config", Self.manifest, "--no-state"], scratch: scratch)
        try shop.waitFor(Self.prompt)
        shop.type("tab basket\r")
        try shop.waitFor("error: tab basket: the tab bar has no such page")
        try shop.waitFor(Self.prompt)
        shop.type("quit\r")
        #expect(shop.exitStatus() == 1)
    }
}
