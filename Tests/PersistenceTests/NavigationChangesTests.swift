import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// The summary of a navigator's changes that a save hands the SQLite store.
@MainActor
@Suite struct NavigationChangesTests {
    /// A session's changes as its observers hear them: start, two pushes, a restore that
    /// changes the first entry's contents under its id.
    func changes() async throws -> (all: [NavigationChange], navigator: Navigator) {
        let navigator = Navigator()
        var all: [NavigationChange] = []
        navigator.observe { [weak navigator] event in
            if let change = navigator?.inFlight, change.id == event.sequence { all.append(change) }
        }
        let app = AppCoordinator()
        try await navigator.start(root: app)
        try await app.router.navigate(toRoute: .item(id: 1))
        let saved = navigator.snapshot(appID: "shop")
        try await app.router.navigate(toRoute: .item(id: 2))
        var altered = saved
        let first = try #require(altered.tree.root?.entries.first)
        altered.tree.root?.entries[0] = Entry(id: first.id, route: AnyRoute(ShopRoute.filters), withNavigation: true)
        try await navigator.restore(altered)
        return (all, navigator)
    }

    @Test func recordingEveryChange_namesTheirStacksAndTheEntriesUpdatedInPlace() async throws {
        let (all, navigator) = try await changes()
        let summary = NavigationChanges(all)
        #expect(summary.first == 1)
        #expect(summary.last == all.last?.id)
        #expect(summary.isConsecutive)
        #expect(summary.containers == Set(all.flatMap { $0.containers.map(\.container) }))
        #expect(summary.updated == [try #require(navigator.tree.root?.entries.first?.id)])
    }

    @Test func aMissedChange_orSummariesOutOfOrder_areNotConsecutive() async throws {
        let (all, _) = try await changes()
        #expect(!NavigationChanges([all[0], all[2]]).isConsecutive)
        var joined = NavigationChanges([all[0]])
        joined.append(NavigationChanges([all[1], all[2]]))
        #expect(joined.isConsecutive)
        #expect(joined.last == all[2].id)
        var gap = NavigationChanges([all[0]])
        gap.append(NavigationChanges([all[2]]))
        #expect(!gap.isConsecutive)
        var empty = NavigationChanges()
        empty.append(NavigationChanges())
        #expect(empty == NavigationChanges())
    }

    @Test func aSummaryThatDoesNotFollowTheLastSave_isNotUsed() async throws {
        let (all, _) = try await changes()
        #expect(ChangedEntries(NavigationChanges([all[1], all[2]]), after: all[0].id) != nil)
        #expect(ChangedEntries(NavigationChanges([all[2]]), after: all[0].id) == nil)
        #expect(ChangedEntries(NavigationChanges(), after: all[0].id) != nil)
        #expect(ChangedEntries(NavigationChanges([all[1]]), after: nil) == nil)
        #expect(ChangedEntries(nil, after: all[0].id) == nil)
    }
}
