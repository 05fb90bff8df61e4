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

    @Test(.timeLimit(.minutes(1)))
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
}
