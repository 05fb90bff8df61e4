import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderStacks
import WayfinderStateRestoration

/// Hostile review 3, finding 6: a `state_bag` row whose owner is not in the restored tree was
/// dropped on restore and gone from the store after the run. Now the restore reports it and
/// the plugin keeps the saved scene aside, bag rows included, as it does with a scene it could
/// not restore whole; the app goes on from what it restored.
@MainActor
@Suite struct OrphanStateTests {
    @Test(arguments: [StateOwner.entry(EntryID(serial: 9_999)), .flow(CoordinatorID(4_242))])
    func aBagRowWithoutItsOwner_isKeptAside_withAMessage(owner: StateOwner) async throws {
        let folder = RestorationFixture.temporaryFolder()
        let path = "\(folder)/state.sqlite"
        let options = "{path: \"\(path)\", log: none}"
        let (first, _) = try await RestorationFixture.compose(options: options)
        try await RestorationFixture.tap(1, in: first)
        await first.stop()

        // A bag row of an owner the tree does not hold, written as a save of bags alone writes it.
        let store = SQLiteSnapshotStore(path: path, registry: first.routes)
        var snapshot = try #require(try await store.load(appID: "shop", sceneID: "main"))
        let bag = StateBag(["draft": .string("do not lose me")])
        switch owner {
        case .entry(let id): snapshot.states.entries[id] = bag
        case .flow(let id): snapshot.states.flows[id] = bag
        }
        try await store.save(snapshot)
        try await store.close()

        let (second, plugin) = try await RestorationFixture.compose(options: options)
        #expect(second.topScreen?.title == "Item 1")
        #expect(plugin.restoration?.statesLeftOut == [StateLeftOut(owner: owner, reason: .noOwner)])
        #expect(
            plugin.log.contains(
                "state-restoration:   left out the saved state of \(owner): it belongs to nothing in the restored tree"),
            "\(plugin.log)")
        #expect(plugin.setAsideAt.count == 1)
        #expect(plugin.setAsideAt.first?.contains("(quarantined_snapshot row 1") == true, "\(plugin.setAsideAt)")
        await second.stop()
    }
}
