import Foundation
import Testing

/// Saved state survives SIGKILL: each `set` is on disk before its screen is printed, so a run
/// killed after a line's output restores that line's tree and bags.
@Suite("Saved state across a killed run")
struct StateKillTests {
    /// The commands of the session: a field set on the search, category and item screens (none
    /// of them protected), each followed by the text that shows it is done.
    static let session: [(command: String, shown: String)] = [
        ("tab search", "path: Search\n"),
        ("set query shoes", "state query: shoes\n"),
        ("tap 1", "path: Search > Category shoes\n"),
        ("set sort price", "state sort: price\n"),
        ("tap 1", "path: Search > Category shoes > Item 42\n"),
        ("set quantity 3", "state quantity: 3\n"),
    ]

    @Test(.timeLimit(.minutes(1)))
    func killedAfterSettingStateOnThreeScreens_restoresTheSameTreeAndBags() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let shop = try RunningShop(["run", "--state", state], scratch: scratch)
        for step in Self.session {
            try shop.send(step.command, thenWaitFor: step.shown)
        }
        #expect(shop.kill() == .uncaughtSignal)

        // The tree and bags a run that was never killed ends with, as JSON.
        let script = Self.session.map(\.command).joined(separator: "\n") + "\n"
        let reference = try ShopBinary.run(["run", "--no-state", "--json"], input: script, scratch: scratch)
        try #require(reference.status == 0, "\(reference.errors)")
        let restored = try ShopBinary.run(["run", "--state", state, "--json"], input: "", scratch: scratch)
        #expect(restored.status == 0, "\(restored.errors)")
        #expect(restored.output == reference.output)
        for bag in [#""query" : "shoes""#, #""sort" : "price""#, #""quantity" : 3"#] {
            #expect(restored.output.contains(bag))
        }
    }
}
