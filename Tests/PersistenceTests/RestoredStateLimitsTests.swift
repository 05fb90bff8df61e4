import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Hostile review 3, finding 6: a saved state bag whose owner is not in the restored tree (an
/// entry id that is not there, a flow that does not exist) was dropped without a word, and the
/// next save left it out of the store; and a 10 MB bag was restored, past the 64 KiB limit a
/// write is held to. Now each is left out with its reason in the report, which is then
/// incomplete, so the state-restoration plugin keeps the snapshot aside.
@MainActor
@Suite struct RestoredStateLimitsTests {
    /// The sample session, saved, with `states` as its bags, restored into a fresh app.
    private func restore(_ states: (NavigationSnapshot) -> SavedStates) async throws -> (RestorationReport, Navigator) {
        var saved = try Sessions.persisted(try await Sessions.session())
        saved.states = states(saved)
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator(showsTabs: true))
        return (try await navigator.restore(saved), navigator)
    }

    private func firstEntry(_ snapshot: NavigationSnapshot) -> EntryID {
        snapshot.tree.root?.entries.first?.id ?? EntryID(serial: 0)
    }

    @Test func aBagOfAnEntryNotInTheTree_isLeftOut_withItsReason() async throws {
        let missing = EntryID(serial: 9_999)
        let (report, navigator) = try await restore { saved in
            SavedStates(entries: [
                missing: StateBag(["draft": .string("kept")]), firstEntry(saved): StateBag(["query": .string("shoes")]),
            ])
        }
        #expect(report.statesLeftOut == [StateLeftOut(owner: .entry(missing), reason: .noOwner)])
        #expect(!report.isComplete)
        #expect(
            report.description.hasSuffix(
                "\nleft out the saved state of \(missing): it belongs to nothing in the restored tree"))
        // The bag whose entry is there is restored.
        #expect(navigator.entryStates.values.contains(StateBag(["query": .string("shoes")])))
    }

    @Test func aBagOfAFlowThatDoesNotExist_isLeftOut_withItsReason() async throws {
        let (report, _) = try await restore { _ in
            SavedStates(flows: [CoordinatorID(4_242): StateBag(["filter": .string("all")])])
        }
        #expect(report.statesLeftOut == [StateLeftOut(owner: .flow(CoordinatorID(4_242)), reason: .noOwner)])
        #expect(!report.isComplete)
    }

    @Test func aBagOverTheLimitOfOneBag_isLeftOut_andTheOthersAreRestored() async throws {
        let huge = StateBag(["note": .string(String(repeating: "x", count: 10_000_000))])
        var owner = EntryID(serial: 0)
        let (report, navigator) = try await restore { saved in
            owner = firstEntry(saved)
            return SavedStates(entries: [owner: huge])
        }
        #expect(
            report.statesLeftOut == [
                StateLeftOut(
                    owner: .entry(owner), reason: .bagTooLarge(size: huge.storedSize, limit: StateLimits().perBag))
            ])
        #expect(navigator.entryStates[owner] == nil)
        #expect(!report.isComplete)
    }

    @Test func bagsOverTheLimitOfASnapshot_areAllLeftOut() async throws {
        var limits = StateLimits()
        limits.perSnapshot = 100
        let saved = try Sessions.persisted(try await Sessions.session())
        let owners = (saved.tree.root?.entries ?? []).map(\.id)
        var snapshot = saved
        snapshot.states = SavedStates(
            entries: Dictionary(
                uniqueKeysWithValues: owners.map {
                    ($0, StateBag(["note": .string(String(repeating: "y", count: 60))]))
                }
            ))
        try #require(owners.count >= 2)
        let navigator = Navigator()
        navigator.stateLimits = limits
        try await navigator.start(root: AppCoordinator(showsTabs: true))
        let report = try await navigator.restore(snapshot)
        #expect(report.statesLeftOut.count == owners.count)
        #expect(
            report.statesLeftOut.allSatisfy {
                $0.reason == .statesTooLarge(size: snapshot.states.storedSize, limit: 100)
            })
        #expect(navigator.entryStates.isEmpty)
    }

    @Test func bagsWithinTheLimits_ofEntriesInTheTree_leaveTheReportComplete() async throws {
        let (report, _) = try await restore { saved in
            SavedStates(entries: [firstEntry(saved): StateBag(["query": .string("shoes")])])
        }
        #expect(report.statesLeftOut.isEmpty)
    }
}
