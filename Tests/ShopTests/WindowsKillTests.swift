import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript

/// Saved windows survive SIGKILL: a `shop run --state` that restored three windows and
/// navigated in the focused one, killed, leaves all three on disk, and the next run brings them
/// back with the focused one focused.
@Suite("Saved windows across a killed run")
struct WindowsKillTests {
    /// Saves three windows of the shop, `w1` focused, into `state`, as a run of `shop --state`
    /// saves them: the manifest composed with the bundled plugins and `--state`'s override,
    /// windows opened through the engine with roots the app's window restorer makes.
    @MainActor
    static func saveThreeWindows(to state: String, environment: [String: String]) async throws {
        let path = ShopBinary.packageRoot.appendingPathComponent("Configs/shop.yaml").path
        let manifest = try ManifestOverride.option(plugin: "state-restoration", key: "path", value: state)
            .apply(to: AppManifest.load(path: path, environment: environment))
        let app = try await AppComposer(registry: BundledPlugins.registry, environment: environment).compose(manifest)
        let navigator = app.navigator
        func windowRoot() throws -> any CoordinatorType {
            let made = try navigator.windowRestorer?(
                SavedWindow(id: WindowID(99), root: .unattached, name: "main", kind: .tabs))
            return try #require(made)
        }
        let second = try await navigator.openWindow(root: windowRoot())
        try await navigator.openWindow(root: windowRoot())
        try await navigator.focusWindow(second)
        await app.stop()
    }

    @Test(.timeLimit(.minutes(10)))
    func killedWithThreeWindowsOpen_restoresAllThree_withTheFocusedOne() async throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        try await Self.saveThreeWindows(to: state, environment: ShopBinary.environment(scratch: scratch))
        let shop = try RunningShop(["run", "--state", state], scratch: scratch)
        // The run restored the three windows; this goes to the focused one, w1.
        try shop.send("tab search", thenWaitFor: "path: Search\n")
        #expect(shop.kill() == .uncaughtSignal)

        let restored = try ShopBinary.run(["run", "--state", state, "--json"], input: "", scratch: scratch)
        #expect(restored.status == 0, "\(restored.errors)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(restored.output.utf8)) as? [String: Any])
        let windows = try #require(tree["windows"] as? [String: Any], "\(restored.output)")
        let focused = try #require(windows["focused"] as? [String: Any])
        #expect(focused["id"] as? Int == 1)
        let others = try #require(windows["others"] as? [[String: Any]])
        #expect(others.compactMap { ($0["window"] as? [String: Any])?["id"] as? Int } == [0, 2])
        // The focused window shows what the killed run navigated to.
        #expect(restored.output.contains(#""name" : "search""#))
    }

    /// Issue 38's must-show: the window script run with a state file, then a second run with
    /// the same file shows both windows again, the moved item in window 2 with its quantity.
    @Test(.timeLimit(.minutes(10)))
    func theWindowScript_withAStateFile_comesBackOnTheNextRun() throws {
        let scratch = try Scratch()
        let state = scratch.path("state.sqlite")
        let script = "window open\ntab search\nwindow focus 1\ntap 1\nset quantity 3\nwindow move 2\n"
        let first = try ShopBinary.run(["run", "--state", state], input: script, scratch: scratch)
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("windows: [1] 2"), "\(first.output)")

        // Window 1 has focus: the item is in the other window.
        let json = try ShopBinary.run(["run", "--state", state, "--json"], input: "", scratch: scratch)
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let windows = try #require(tree["windows"] as? [String: Any], "\(json.output)")
        let others = try #require(windows["others"] as? [[String: Any]])
        #expect(others.count == 1)
        let moved = try JSONSerialization.data(withJSONObject: others)
        #expect(String(decoding: moved, as: UTF8.self).contains(#""quantity":3"#), "\(json.output)")

        let second = try ShopBinary.run(
            ["run", "--state", state], input: "windows\nwindow focus 2\n", scratch: scratch)
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("2 windows: 1 'Home' (focused), 2 'Item 1'"), "\(second.output)")
        // Window 2 shows Search > Item 1, whose quantity the first run set.
        let window2 = try #require(second.output.components(separatedBy: "windows: 1 [2]").last)
        #expect(window2.contains("path: Search > Item 1"), "\(second.output)")
        #expect(window2.contains("state quantity: 3"), "\(second.output)")
    }
}
