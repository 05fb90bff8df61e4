import Foundation
import Testing
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

    @Test func aRestoreThatCannotGiveTheLoginBack_fallsBackToAFreshApp() async throws {
        let session = try await CheckSupport.opener(try CheckSupport.validated(CheckSupport.shop))()
        let saved = try #require(NodeRestore.saved(session))
        _ = try? await session.run("login ada")
        // Who is logged in is not in a snapshot: the restore does not count.
        #expect(await NodeRestore.put(session, backTo: saved) == false)
        await session.app.stop()
    }
}
