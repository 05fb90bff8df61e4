import Foundation
import Testing
import WayfinderCheck
import WayfinderComposition
import WayfinderScript

@testable import WayfinderCLI

/// `check` on the shop: every invariant holds to a depth; the manifest's own rule catches a
/// checkout left out of the auth guard's protected list, and replay reproduces the session.
@MainActor
@Suite(.serialized) struct ShopCheckTests {
    @Test func theShop_keepsEveryInvariant_toDepthTwo() async throws {
        let report = try await CheckSupport.checker(depth: 2).run()
        #expect(
            report.violation == nil, "\(report.violation.map { "\($0)" } ?? "") after \(report.counterexample ?? [])")
        #expect(report.complete)
        #expect(report.depth == 2)
        #expect(report.distinctStates > 20)
        #expect(report.statesExplored >= report.distinctStates - 1)
    }

    @Test func theShop_declaresThatCheckoutNeedsALogin() throws {
        let manifest = try CheckSupport.validated(CheckSupport.shop).manifest
        #expect(manifest.invariants.map(\.name) == ["checkout-needs-login"])
        #expect(manifest.invariants.first?.knownCondition == .loggedOut)
    }

    @Test func checkoutLeftUnprotected_breaksTheManifestsRule_andReplayStopsThere() async throws {
        let manifest = try CheckSupport.editedShop {
            $0.replacingOccurrences(of: "protected: [checkout, orders]", with: "protected: [orders]")
        }
        let report = try await CheckSupport.checker(manifest, depth: 6).run()
        let violation = try #require(report.violation)
        #expect(violation.invariant == "checkout-needs-login")
        let events = try #require(report.counterexample)
        #expect(!events.isEmpty && events.count <= 6, "\(events)")

        let recording = manifest + ".counterexample.jsonl"
        let written = await CounterexampleWriter(
            path: recording, tool: "wayfinder", manifestPath: manifest, prefix: [],
            open: CheckSupport.opener(try CheckSupport.validated(manifest))
        ).write(events)
        #expect(written == recording)
        let code = await ReplayRunner(recordingPath: recording, manifestPath: nil).run()
        #expect(code == 1)
    }

    @Test func theSameCounterexample_replaysCleanly_againstTheProtectedShop() async throws {
        let manifest = try CheckSupport.editedShop {
            $0.replacingOccurrences(of: "protected: [checkout, orders]", with: "protected: [orders]")
        }
        let report = try await CheckSupport.checker(manifest, depth: 6).run()
        let events = try #require(report.counterexample)
        // Against the shipped shop the guard redirects instead: no rule breaks.
        let session = try await AppSession.compose(
            manifestAt: CheckSupport.shop, stateRestoration: false, environment: [:])
        for event in events { _ = try? await session.run(event.command) }
        #expect(!session.app.navigator.tree.visiblePath.contains { "\($0.entry.route)".contains("checkout") })
        await session.app.stop()
    }
}
