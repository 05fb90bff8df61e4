import Foundation
import Testing
import WayfinderBindings
import WayfinderComposition
import WayfinderScript

@testable import WayfinderCheck

/// The restore-based search (one app per frontier node, put back by the navigator's restore
/// between the node's events) against the first one (a fresh app that runs every prefix
/// again): the same states explored, the same distinct states, fingerprint for fingerprint,
/// at a smaller price.
@MainActor
@Suite(.serialized) struct StateReachingTests {
    static let transit = CheckSupport.root.appendingPathComponent("Configs/examples/transit.yaml").path

    /// Explores `path` to `depth` both ways.
    private func both(
        _ path: String, depth: Int
    ) async throws -> (restore: (CheckReport, Set<UInt64>), rerun: (CheckReport, Set<UInt64>)) {
        var results: [(CheckReport, Set<UInt64>)] = []
        for reaching in [StateReaching.restore, .rerun] {
            let checker = try CheckSupport.checker(path, depth: depth)
            checker.configuration.reaching = reaching
            let report = try await checker.run()
            #expect(
                report.violation == nil,
                "\(reaching): \(report.violation.map { "\($0)" } ?? "") after \(report.counterexample ?? [])")
            #expect(report.complete)
            results.append((report, checker.seenFingerprints))
        }
        return (results[0], results[1])
    }

    @Test func theShop_toDepthThree_exploresTheSameStatesBothWays() async throws {
        let (restore, rerun) = try await both(CheckSupport.shop, depth: 3)
        // What main's `wayfinder check Configs/shop.yaml --depth 3` explores (docs/reliability.md).
        #expect(rerun.0.statesExplored == 2_426)
        #expect(rerun.0.distinctStates == 883)
        #expect(restore.0.statesExplored == 2_426)
        #expect(restore.0.distinctStates == 883)
        #expect(restore.1 == rerun.1)
        #expect(rerun.0.restores == 0)
        #expect(rerun.0.appsOpened == 2_427)
        #expect(restore.0.restores > 1_000, "\(restore.0.restores)")
        #expect(restore.0.appsOpened < rerun.0.appsOpened / 2, "\(restore.0.appsOpened)")
        #expect(restore.0.eventsRun < rerun.0.eventsRun, "\(restore.0.eventsRun) vs \(rerun.0.eventsRun)")
        #expect(restore.0.confirmations == 0)
    }

    @Test func transit_toDepthThree_exploresTheSameStatesBothWays() async throws {
        let (restore, rerun) = try await both(Self.transit, depth: 3)
        #expect(rerun.0.statesExplored == 771)
        #expect(rerun.0.distinctStates == 263)
        #expect(restore.0.statesExplored == 771)
        #expect(restore.0.distinctStates == 263)
        #expect(restore.1 == rerun.1)
        #expect(restore.0.restores > 0)
        #expect(restore.0.appsOpened < rerun.0.appsOpened)
    }

    @Test func aStateWithAQuestionWaiting_isNotSaved_andPuttingBackCancelsTheQuestionFirst() async throws {
        // The checkout with an address typed, logged in: a swipe asks the leave check's
        // question, which a snapshot does not hold.
        let session = try await CheckSupport.opener(try CheckSupport.validated(CheckSupport.shop))()
        for command in ["login ada", "tab cart", "tap 1", "set address 1 Main Street"] {
            _ = try await session.run(command)
        }
        _ = try? await session.run("swipe-back")
        #expect(session.questionAsked != nil, "\(session.app.navigator.tree.rendered)")
        #expect(NodeRestore.saved(session) == nil)
        _ = await session.cancelPendingQuestion()
        let saved = try #require(NodeRestore.saved(session))

        // Left with a confirmed swipe, then put back: the same state, address included.
        _ = try? await session.run("swipe-back")
        _ = try await session.run("confirm")
        #expect(StateFingerprint.text(of: session) != saved.fingerprint)
        #expect(await NodeRestore.put(session, backTo: saved))
        #expect(StateFingerprint.text(of: session) == saved.fingerprint)

        // A question waiting is cancelled before the restore.
        _ = try? await session.run("swipe-back")
        #expect(session.questionAsked != nil)
        #expect(await NodeRestore.put(session, backTo: saved))
        #expect(session.questionAsked == nil)
        #expect(StateFingerprint.text(of: session) == saved.fingerprint)
        await session.app.stop()
    }

    @Test func theLoginAndTheRequestALoginResumes_arePutBackByTheGuard() async throws {
        let session = try await CheckSupport.opener(try CheckSupport.validated(CheckSupport.shop))()
        let loggedOut = try #require(NodeRestore.saved(session))
        // A deep link to a protected screen while logged out: the guard keeps it for the login.
        _ = try? await session.run("open shop://orders")
        _ = try? await session.run("dismiss")
        let guarding = try #require(session.app.checkedGuard)
        #expect(guarding.requestToResume != nil)
        let waiting = try #require(NodeRestore.saved(session))

        _ = try? await session.run("login ada")
        #expect(guarding.loggedInUser == "ada")
        #expect(await NodeRestore.put(session, backTo: waiting))
        #expect(guarding.loggedInUser == nil)
        #expect(guarding.requestToResume != nil)
        #expect(StateFingerprint.text(of: session) == waiting.fingerprint)

        #expect(await NodeRestore.put(session, backTo: loggedOut))
        #expect(guarding.requestToResume == nil)
        #expect(StateFingerprint.text(of: session) == loggedOut.fingerprint)
        await session.app.stop()
    }

    @Test func aKeptRequest_isPutBackOnlyIntoItsOwnApp() async throws {
        // Found at depth 5: a kept request names the flow it will start by an id its app set
        // aside ('c7'); put back into another app, which gave that id to another flow, a login
        // would start the flow under a live flow's id. Another app's guard declines it.
        let open = CheckSupport.opener(try CheckSupport.validated(CheckSupport.shop))
        let first = try await open()
        let second = try await open()
        _ = try? await first.run("open shop://cart/checkout")
        _ = try? await first.run("dismiss")
        #expect(first.app.checkedGuard?.requestToResume != nil)
        let waiting = try #require(NodeRestore.saved(first))
        let loggedOut = try #require(NodeRestore.saved(second))

        #expect(await NodeRestore.put(second, backTo: waiting) == false)
        #expect(await NodeRestore.put(second, backTo: loggedOut))
        _ = try? await first.run("login ada")
        #expect(await NodeRestore.put(first, backTo: waiting))
        #expect(first.app.checkedGuard?.requestToResume != nil)
        // Without a kept request, any app's guard takes the login back.
        _ = try? await second.run("login ada")
        #expect(await NodeRestore.put(second, backTo: loggedOut))
        #expect(second.app.checkedGuard?.loggedInUser == nil)
        await first.app.stop()
        await second.app.stop()
    }

    @Test func aGuardThatCannotBePutBack_makesTheRestoreFail() async throws {
        // The planted guard has no checkpoint: who is logged in is not in a snapshot, so the
        // restore does not count and the checker reaches the state from the start.
        let manifest = try CheckSupport.editedShop { text in
            text.replacingOccurrences(of: "  - id: auth-guard\n", with: "  - id: last-step-guard\n")
                .replacingOccurrences(of: "    requires: [auth-guard]  # restored screens pass the guard\n", with: "")
        }
        var registry = BundledPlugins.registry
        try registry.register(LastStepGuard.self)
        let session = try await CheckSupport.opener(
            try CheckSupport.validated(manifest, registry: registry), registry: registry)()
        let saved = try #require(NodeRestore.saved(session))
        _ = try? await session.run("login ada")
        #expect(await NodeRestore.put(session, backTo: saved) == false)
        await session.app.stop()
    }

    @Test func theShop_toDepthThree_reachesMostNodesFromASavedAncestor() async throws {
        let checker = try CheckSupport.checker(CheckSupport.shop, depth: 3)
        let report = try await checker.run()
        #expect(report.distinctStates == 883)
        // Only the first node, and those whose base restore does not give their fingerprint,
        // need a fresh app: main's search before bases opened 613 (docs/performance.md).
        #expect(report.appsOpened < 200, "\(report.appsOpened)")
        #expect(report.confirmations == 0)
    }
}
