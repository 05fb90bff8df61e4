import Foundation
import Testing
import WayfinderPersistence
import WayfinderScript

@testable import WayfinderCheck

/// `save-restore`'s memo of snapshots the coder gave back unchanged: the same answer as the
/// coder, without the coder, for a snapshot equal to one seen.
@MainActor
@Suite(.serialized) struct RoundTripMemoTests {
    @Test func aSnapshotSeenBefore_comesBackEqual_withoutTheCoder() async throws {
        let session = try await CheckSupport.opener(try CheckSupport.validated(CheckSupport.shop))()
        for command in ["login ada", "tab cart", "tap 1", "set address 1 Main Street"] {
            _ = try await session.run(command)
        }
        let navigator = session.app.navigator
        let snapshot = navigator.snapshot(appID: "shop", savedAt: Date(timeIntervalSince1970: 0))
        let coder = SnapshotCoder(registry: session.app.routes)
        let memo = RoundTripMemo()
        let first = try memo.roundTrip(snapshot, through: coder)
        #expect(memo.hits == 0)
        #expect(first == (try coder.decode(try coder.encode(snapshot))))
        #expect(first.states == snapshot.states)
        let second = try memo.roundTrip(snapshot, through: coder)
        #expect(memo.hits == 1)
        #expect(second == first)
        // Another snapshot goes through the coder.
        _ = try await session.run("tab home")
        let other = navigator.snapshot(appID: "shop", savedAt: Date(timeIntervalSince1970: 0))
        #expect(other != snapshot)
        #expect(try memo.roundTrip(other, through: coder) == (try coder.decode(try coder.encode(other))))
        #expect(memo.hits == 1)
        await session.app.stop()
    }

    @Test func theShopsSearch_answersMostRoundTripsFromTheMemo_andFindsTheSameStates() async throws {
        let checker = try CheckSupport.checker(depth: 3)
        let report = try await checker.run()
        #expect(report.violation == nil)
        #expect(report.statesExplored == 2_426 && report.distinctStates == 883)
        let rule = try #require(checker.suite.invariants.compactMap { $0 as? SaveRestoreRoundTrips }.first)
        #expect(rule.memo.hits > 0, "\(rule.memo.hits)")
    }
}
