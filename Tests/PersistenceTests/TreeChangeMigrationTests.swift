import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// A store of the format before tree changes (migrations v1 to v4, written by Wayfinder 0.2's
/// `SnapshotWriter sqlite PATH 3`) loads as it was and then saves changes.
@Suite struct TreeChangeMigrationTests {
    let folder = TemporaryDirectory()

    /// The tree `SnapshotWriter` saves for a sequence number.
    static func writerTree(sequence: Int) -> NavigationTree {
        var entries = [
            Entry(
                id: EntryID(serial: 0), route: AnyRoute(DefaultRoute("step", parameters: ["sequence": .int(sequence)])),
                withNavigation: true)
        ]
        for index in 1...40 {
            entries.append(
                Entry(
                    id: EntryID(serial: UInt64(index)),
                    route: AnyRoute(DefaultRoute("item", parameters: ["id": .int(index * sequence)]))))
        }
        return NavigationTree(root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: entries))
    }

    /// A copy of the fixture store.
    func copyOfTheOldStore() throws -> String {
        let fixture = try #require(Bundle.module.url(forResource: "Fixtures/v4-store", withExtension: "sqlite"))
        let path = folder.file("old.sqlite")
        try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
        return path
    }

    @Test func aStoreOfTheFormatBeforeTreeChanges_loadsAsItWas_thenSavesChanges() async throws {
        let path = try copyOfTheOldStore()
        let registry = try RouteRegistry([DefaultRoute.self])
        let store = SQLiteSnapshotStore(path: path, registry: registry, configuration: .init(now: fixedClock))
        let loaded = try #require(try await store.load(appID: "crash", sceneID: "main"))
        #expect(loaded.tree == Self.writerTree(sequence: 3))
        #expect(try await store.appliedMigrations() == SQLiteSnapshotStore.migrationIdentifiers)
        #expect(try await store.journal(appID: "crash", sceneID: "main").map(\.sequence) == [1, 2, 3])
        #expect(try await store.snapshotSize(appID: "crash", sceneID: "main")?.hasPrefix("0 ") == true)

        var tree = loaded.tree
        tree.root?.entries.append(
            Entry(id: EntryID(serial: 41), route: AnyRoute(DefaultRoute("item", parameters: [:]))))
        try await store.save(NavigationSnapshot(appID: "crash", savedAt: fixedClock(), tree: tree))
        #expect(try await store.treeChanges(appID: "crash", sceneID: "main").map { $0.prefix(2) } == ["1 "])
        let reader = SQLiteSnapshotStore(path: path, registry: registry, configuration: .init(readOnly: true))
        #expect(try await reader.load(appID: "crash", sceneID: "main")?.tree == tree)
        try await reader.close()
    }
}
