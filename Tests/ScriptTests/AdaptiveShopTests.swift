import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript
import WayfinderStacks

/// The shop's category and item side by side from medium width, as the "Must show"
/// script runs it: the stacks never change on a resize, the list pane's action replaces the
/// detail, narrowing shows the path, and back follows the policy.
@MainActor
@Suite struct AdaptiveShopTests {
    static let configs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Configs")

    /// A session on `manifest` (a path under `Configs/`), analytics writing into a temporary file.
    static func compose(_ manifest: String) async throws -> AppSession {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID()).jsonl").path
        var environment = ProcessInfo.processInfo.environment
        environment["SHOP_ANALYTICS_OUTPUT"] = output
        return try await AppSession.compose(
            manifestAt: configs.appendingPathComponent(manifest).path, stateRestoration: false,
            environment: environment)
    }

    private func compose(_ manifest: String) async throws -> AppSession {
        try await Self.compose(manifest)
    }

    /// The tree's stacks as JSON (what `--json` prints of them).
    private func stacksJSON(_ session: AppSession) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(session.app.navigator.tree.allStacks.map { Array($0.entries.map(\.id)) })
    }

    @Test func mustShow_twoPanes_replaceFromTheList_narrow_back() async throws {
        let session = try await compose("shop.yaml")
        try await session.run("tap 2")
        try await session.run("tap 1")
        var before = try stacksJSON(session)
        try await session.run("resize 1000")
        #expect(try stacksJSON(session) == before)
        #expect(session.screen.contains("\npanes: Category shoes | Item 42\n"))
        #expect(session.screen.contains("\n  pane category: Category shoes\n"))

        let depth = Array(session.app.navigator.tree.visibleStacks).last?.entries.count
        try await session.run("tap category 4")
        #expect(Array(session.app.navigator.tree.visibleStacks).last?.entries.count == depth)
        #expect(session.screen.contains("\npanes: Category shoes | Item 43\n"))

        before = try stacksJSON(session)
        try await session.run("resize 400")
        #expect(try stacksJSON(session) == before)
        #expect(session.screen.contains("path: Home > Category shoes > Item 43\n"))
        #expect(!session.screen.contains("panes:"))

        try await session.run("system-back")
        #expect(session.screen.contains("path: Home > Category shoes\nCategory shoes\n"))
        await session.app.stop()
    }

    @Test func transit_showsThreePanes_at1200() async throws {
        let session = try await compose("examples/transit.yaml")
        try await session.run("tab lines")
        try await session.run("tap 1")
        try await session.run("tap 1")
        try await session.run("resize 1200")
        #expect(session.screen.contains("\npanes: Lines | Line 4 | Stop CEN\n"))
        try await session.run("resize 700")
        #expect(session.screen.contains("\npath: Lines > Line 4 > Stop CEN\n"))
        #expect(!session.screen.contains("panes:"))
        await session.app.stop()
    }
}
