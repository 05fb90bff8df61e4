import Foundation
import Testing

/// A second run with the same `--state` starts where the first one ended, also when the
/// first one was killed.
@Suite("State restoration across runs")
struct RestoreTests {
    @Test func secondRun_startsOnTheScreenTheFirstRunEndedOn() throws {
        // restore-2 runs restore-1 first on its own state file; restore-1 alone shows how that
        // first run ended.
        let first = try Scenario.load("restore-1").run(in: try Scratch())
        let second = try Scenario.load("restore-2").run(in: try Scratch())
        try #require(first.status == 0 && second.status == 0)
        #expect(Transcript(second.output).firstScreen == Transcript(first.output).lastScreen)
        #expect(second.output.contains("state: restored scene main\n"))
    }

    @Test(.timeLimit(.minutes(1)))
    func killedMidScript_nextRunResumesFromTheLastLinePrinted() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let shop = try RunningShop(["run", "--state", state], scratch: scratch)
        try shop.send("tab search", thenWaitFor: "path: Search\n")
        try shop.send("tap 1", thenWaitFor: "path: Search > Category shoes\n")
        try shop.send("tap 1", thenWaitFor: "path: Search > Category shoes > Item 42\n")
        let killed = shop.kill()
        #expect(killed == .uncaughtSignal)

        let next = try ShopBinary.run(["run", "--state", state], input: "", scratch: scratch)
        #expect(next.status == 0)
        #expect(Transcript(next.output).firstScreen == Transcript(shop.output).lastScreen)
        #expect(next.output.contains("path: Search > Category shoes > Item 42\n"))
    }
}

/// The blocks of a transcript: the screen shown at the start, and after each command.
struct Transcript {
    /// Each screen, from its `tabs:` or `path:` line to the blank line before the next command.
    let screens: [String]

    init(_ text: String) {
        screens = text.components(separatedBy: "\n\n").compactMap { block in
            let lines = block.split(separator: "\n").drop { !$0.hasPrefix("tabs:") && !$0.hasPrefix("path:") }
            return lines.isEmpty ? nil : lines.joined(separator: "\n")
        }
    }

    var firstScreen: String? { screens.first }
    var lastScreen: String? { screens.last }
}
