import Foundation
import Testing
import WayfinderComposition
import WayfinderScript

/// The interpreter's public API, as an exported test uses it: compose a manifest, run lines,
/// read the screen and the tree.
@MainActor
@Suite struct AppSessionTests {
    static let shop = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Configs/shop.yaml").path

    /// Analytics writes where the test says, not into the working directory.
    private func compose() async throws -> AppSession {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID()).jsonl").path
        var environment = ProcessInfo.processInfo.environment
        environment["SHOP_ANALYTICS_OUTPUT"] = output
        return try await AppSession.compose(manifestAt: Self.shop, stateRestoration: false, environment: environment)
    }

    @Test func compose_withoutStateRestoration_runsTheOtherPlugins_andShowsTheFirstScreen() async throws {
        let session = try await compose()
        #expect(session.app.plugins.running.map { type(of: $0).id } == ["analytics", "deep-links", "auth-guard"])
        #expect(session.screen.hasPrefix("tabs: [home] search cart(2) profile\npath: Home\nHome\n"))
        #expect(session.tree == session.app.navigator.tree.rendered)
        await session.app.stop()
    }

    @Test func run_carriesOutALine_andTheScreenFollows() async throws {
        let session = try await compose()
        #expect(try await session.run("tab cart") == .screen)
        #expect(session.screen.hasPrefix("tabs: home search [cart(2)] profile\npath: Cart\n"))
        #expect(try await session.run("show") == .tree)
        #expect(try await session.run("  # a comment") == nil)
        #expect(try await session.run("") == nil)
        await session.app.stop()
    }

    @Test func run_aRefusal_throwsItsMessage_andChangesNothing() async throws {
        let session = try await compose()
        try await session.run("tab cart")
        let before = session.tree
        let error = await #expect(throws: CommandError.self) { try await session.run("dismiss") }
        #expect(error?.description == "dismiss: nothing is presented on 'cart'")
        #expect(error?.isRedirect == false)
        #expect(session.tree == before)
        await session.app.stop()
    }

    @Test func run_aGuardsRedirect_isARedirect_showingTheLoginScreen() async throws {
        let session = try await compose()
        try await session.run("tab cart")
        let error = await #expect(throws: CommandError.self) { try await session.run("tap 1") }
        #expect(error?.isRedirect == true)
        #expect(error?.description == "flow checkout: redirected by auth-guard: log in to see 'checkout'")
        #expect(session.screen.contains("path: Cart ^ Log in (fullScreenCover)\n"))
        await session.app.stop()
    }

    @Test func run_aLineThatIsNoCommand_isASyntaxError_andChangesNothing() async throws {
        let session = try await compose()
        let before = session.tree
        let error = await #expect(throws: CommandError.self) { try await session.run("jump home") }
        guard case .syntax = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("jump") == true)
        #expect(session.tree == before)
        await session.app.stop()
    }

    @Test func compose_aMissingManifest_throwsInvalidManifest() async {
        await #expect(throws: CompositionError.self) {
            _ = try await AppSession.compose(manifestAt: "/nonexistent/shop.yaml", stateRestoration: false)
        }
    }
}
