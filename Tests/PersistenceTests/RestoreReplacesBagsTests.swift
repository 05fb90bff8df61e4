import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Found by `wayfinder check` (issue 40): restoring a snapshot into a running app put the
/// saved bags back but left those the snapshot does not have. A bag written after the save, on
/// a screen or a flow the restore kept, survived it, so the app was not in the state saved (a
/// devtools jump back, a reload, the checker's restore between events). Now the saved bags
/// are the whole saved state: an owner they do not name ends with none.
@MainActor
@Suite struct RestoreReplacesBagsTests {
    private func liveFlow(_ navigator: Navigator) throws -> CoordinatorID {
        try #require(navigator.tree.allCoordinators.last { $0.placement != .finished }?.id)
    }

    @Test func bagsWrittenAfterTheSave_areGoneAfterTheRestore() async throws {
        let navigator = try await Sessions.session()
        let saved = navigator.snapshot(appID: "shop", savedAt: fixedClock())
        let entry = try #require(navigator.tree.root?.entries.first?.id)
        let flow = try liveFlow(navigator)
        try navigator.setState(.string("later"), forKey: "draft", of: .entry(entry))
        try navigator.setState(.string("all"), forKey: "filter", of: .flow(flow))

        let report = try await navigator.restore(saved)

        #expect(report.isComplete)
        #expect(navigator.entryStates.isEmpty)
        #expect(navigator.flowStates.isEmpty)
        #expect(navigator.snapshot(appID: "shop", savedAt: fixedClock()) == saved)
    }

    @Test func aBagChangedAfterTheSave_comesBackAsSaved_withoutTheKeysAddedSince() async throws {
        let navigator = try await Sessions.session()
        let entry = try #require(navigator.tree.root?.entries.first?.id)
        let flow = try liveFlow(navigator)
        try navigator.setState(.int(1), forKey: "quantity", of: .entry(entry))
        try navigator.setState(.string("price"), forKey: "sort", of: .flow(flow))
        let saved = navigator.snapshot(appID: "shop", savedAt: fixedClock())
        try navigator.setState(.int(2), forKey: "quantity", of: .entry(entry))
        try navigator.setState(.string("x"), forKey: "note", of: .entry(entry))
        try navigator.setState(nil, forKey: "sort", of: .flow(flow))

        try await navigator.restore(saved)

        #expect(navigator.entryStates == [entry: StateBag(["quantity": .int(1)])])
        #expect(navigator.flowStates == [flow: StateBag(["sort": .string("price")])])
    }

    @Test func aRestoreThatIsRefused_leavesTheBagsAlone() async throws {
        let saved = try await Sessions.session().snapshot(appID: "shop", savedAt: fixedClock())
        // Another app, which the saved session's items and flows would change.
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator(showsTabs: true))
        let entry = try #require(navigator.tree.root?.entries.first?.id)
        try navigator.setState(.string("kept"), forKey: "draft", of: .entry(entry))
        _ = navigator.addInterceptor(RefuseEverything())

        await #expect(throws: NavigationError.self) { try await navigator.restore(saved) }

        #expect(navigator.entryStates == [entry: StateBag(["draft": .string("kept")])])
    }

    @Test func restoringWindows_replacesTheBagsOfEveryWindow() async throws {
        let navigator = try await WindowSessions.threeWindows()
        let saved = navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock())
        for window in navigator.windows.windows.map(\.id) {
            let first = try #require(navigator.tree.window(window)?.root?.entries.first?.id)
            try navigator.setState(.string("later"), forKey: "draft", of: .entry(first))
        }
        let before = navigator.entryStates.count

        try await navigator.restore(saved)

        #expect(before == 6)
        #expect(navigator.entryStates.count == 3)
        #expect(navigator.entryStates.values.allSatisfy { $0.keys == ["quantity"] })
    }
}

/// Denies every change.
@MainActor
private final class RefuseEverything: NavigationInterceptor {
    let name = "refuse-everything"
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision { .deny(reason: "no") }
}
