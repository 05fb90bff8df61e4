import Foundation
import PropertyBased
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// The journal keeps the newest `journalLimit` events of each scene, whoever appends: a store
/// trims by what it knows the journal holds only while no other connection wrote since.
@Suite struct JournalTrimTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("navigation.sqlite") }
    static let limit = 7

    func makeStore() -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(journalLimit: Self.limit, now: fixedClock))
    }

    /// Two stores on one file take turns saving and appending batches of events to two scenes;
    /// now and then one deletes a scene, or a row in the middle of a journal goes (another
    /// program with the file open). After every write, both stores read the newest events.
    @Test(arguments: [UInt64(41), 42, 43, 44, 45, 46, 47, 48])
    func storesTakingTurns_eachJournalKeepsTheNewestLimit(seed: UInt64) async throws {
        var random = Xoshiro(fixtureSeed: seed)
        let stores = [makeStore(), makeStore()]
        var expected: [String: [UInt64]] = ["main": [], "second": []]
        var sequence: UInt64 = 0
        var fastAppends = 0
        for step in 0..<120 {
            let store = random.pick(stores)
            let scene = random.pick(["main", "second"])
            switch random.int(0...19) {
            case 0:
                try await store.delete(appID: "shop", sceneID: scene)
                expected[scene] = []
            case 1:
                // Another connection deletes one event in the middle (not the oldest or newest).
                guard let events = expected[scene], events.count > 2 else { continue }
                let gone = events[random.int(1...(events.count - 2))]
                try await random.pick(stores).execute(
                    "DELETE FROM journal WHERE scene_id = '\(scene)' AND sequence = \(gone)")
                expected[scene]?.removeAll { $0 == gone }
            default:
                let batch = (0..<random.int(0...4)).map { _ in
                    sequence += 1
                    return sequence
                }
                let known = await store.journalSpans[.init(appID: "shop", sceneID: scene)] != nil
                if random.chance(0.5) {
                    try await store.append(batch.map(SQLiteSnapshotStoreTests.event), appID: "shop", sceneID: scene)
                } else {
                    try await store.save(
                        NavigationSnapshot(appID: "shop", sceneID: scene, tree: .empty),
                        journal: batch.map(SQLiteSnapshotStoreTests.event))
                }
                if known, !batch.isEmpty { fastAppends += 1 }
                expected[scene] = Array(((expected[scene] ?? []) + batch).suffix(Self.limit))
            }
            for reader in stores {
                for scene in ["main", "second"] {
                    #expect(
                        try await reader.journal(appID: "shop", sceneID: scene).map(\.sequence) == expected[scene],
                        "seed \(seed), step \(step), \(scene)")
                }
            }
        }
        // Most appends trusted what the store knew.
        #expect(fastAppends > 20)
        for store in stores { try await store.close() }
    }
}
