import Foundation
import PropertyBased
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// Damaged tree changes: each is reported, the scene is set aside whole (its snapshot and every
/// change, byte for byte), and the app starts fresh; nothing traps.
@MainActor
@Suite struct TreeChangeFailureTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("state.sqlite") }

    func makeStore(readOnly: Bool = false) -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(
            path: path, registry: makeRegistry(),
            configuration: .init(readOnly: readOnly, compactionFloor: 100_000, now: fixedClock))
    }

    /// A scene saved four times: the snapshot (revision 1), then three pushes as tree changes
    /// (revisions 2, 3 and 4).
    func savedScene() async throws -> NavigationTree {
        let navigator = Navigator()
        let app = AppCoordinator()
        try await navigator.start(root: app)
        let recorder = ChangeRecorder(navigator)
        let store = makeStore()
        try await store.save(
            navigator.snapshot(appID: "shop", savedAt: fixedClock()), journal: [], changes: NavigationChanges())
        for id in 1...3 {
            try await app.router.navigate(toRoute: .item(id: id))
            try await store.save(
                navigator.snapshot(appID: "shop", savedAt: fixedClock()), journal: [], changes: recorder.take())
        }
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main").count == 3)
        return navigator.tree
    }

    /// Damages the saved scene with `sql`, loads it in a new store and returns the error.
    func loadAfter(_ sql: String) async throws -> SnapshotStoreError? {
        _ = try await savedScene()
        let store = makeStore()
        try await store.execute(sql)
        let error = await #expect(throws: SnapshotStoreError.self) {
            _ = try await store.load(appID: "shop", sceneID: "main")
        }
        // Set aside whole, and the next load starts fresh.
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main") == [])
        #expect(try await store.quarantinedRows().count == 1)
        return error
    }

    static let movedAside = "(quarantined_snapshot row 1, with its 3 tree changes in quarantined_tree_change)"

    @Test func aChangeThatIsNotJSON_setsTheSceneAsideWhole_andTheNextSaveOverwritesNothing() async throws {
        let error = try await loadAfter(
            #"UPDATE tree_change SET data = CAST('{"stacks": [' AS BLOB) WHERE revision = 3"#)
        let description = try #require(error?.description)
        #expect(description.hasPrefix("unreadable store (tree change 3 cannot be read: "), "\(description)")
        #expect(description.contains("moved it aside to \(path) \(Self.movedAside)"), "\(description)")
        let store = makeStore()
        let quarantined = try await store.quarantinedTreeChanges()
        #expect(quarantined.count == 3)
        #expect(quarantined[1] == #"1 3 {"stacks": ["#)
        try await store.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: .empty))
        #expect(try await store.quarantinedTreeChanges() == quarantined)
        #expect(try await store.load(appID: "shop", sceneID: "main")?.tree == .empty)
    }

    @Test func aChangeCutShort_isReportedAndSetAside() async throws {
        let error = try await loadAfter(
            "UPDATE tree_change SET data = substr(data, 1, length(data) - 9) WHERE revision = 4")
        #expect(error?.description.hasPrefix("unreadable store (tree change 4 cannot be read: ") == true)
    }

    @Test func aChangeThatDoesNotApply_isReportedAndSetAside() async throws {
        let error = try await loadAfter(
            #"""
            UPDATE tree_change SET data = CAST('{"removed":[],"stacks":[{"container":{"owner":0,"role":"stack"},"entries":[],"keep":99}]}' AS BLOB)
            WHERE revision = 2
            """#)
        #expect(
            error?.description.hasPrefix(
                "unreadable store (tree change 2 does not apply: it keeps 99 entries of container c0.stack, which has 1); "
            )
                == true, "\(String(describing: error))")
    }

    @Test func aChangeRemovingAContainerThatIsNotThere_isReportedAndSetAside() async throws {
        let error = try await loadAfter(
            #"""
            UPDATE tree_change SET data = CAST('{"removed":[{"owner":7,"role":"stack"}],"stacks":[]}' AS BLOB)
            WHERE revision = 3
            """#)
        #expect(
            error?.description.hasPrefix(
                "unreadable store (tree change 3 does not apply: it removes container c7.stack, which is not there); ")
                == true, "\(String(describing: error))")
    }

    @Test func aChangeHostingAStackInsideItself_isReportedAndSetAside() async throws {
        let error = try await loadAfter(
            #"""
            UPDATE tree_change SET data = CAST('{"removed":[],"stacks":[{"container":{"owner":0,"role":"stack"},"entries":[],"keep":1,
            "hosted":[{"entry":{"generation":0,"serial":0},"embedded":[{"slot":"loop","stack":{"owner":0,"role":"stack"}}]}]}]}' AS BLOB)
            WHERE revision = 4
            """#)
        #expect(
            error?.description.hasPrefix(
                "unreadable store (the tree changes up to 4 do not make a tree: container c0.stack is reached twice); ")
                == true, "\(String(describing: error))")
    }

    @Test func aMissingChange_isReportedAndSetAside() async throws {
        let error = try await loadAfter("DELETE FROM tree_change WHERE revision = 3")
        #expect(
            error?.description.hasPrefix("unreadable store (tree change 3 is missing (the next one is 4)); ") == true,
            "\(String(describing: error))")
    }

    @Test func aSnapshotThatCannotBeRead_takesItsChangesAsideWithIt() async throws {
        let error = try await loadAfter(#"UPDATE snapshot SET data = CAST('{"schemaVersion":1,"appID":' AS BLOB)"#)
        #expect(error?.description.contains(Self.movedAside) == true, "\(String(describing: error))")
        #expect(try await makeStore().quarantinedTreeChanges().count == 3)
    }

    @Test func readOnly_leavesADamagedChangeWhereItIs() async throws {
        _ = try await savedScene()
        try await makeStore().execute("UPDATE tree_change SET data = CAST('[' AS BLOB) WHERE revision = 2")
        let reader = makeStore(readOnly: true)
        let error = await #expect(throws: SnapshotStoreError.self) {
            _ = try await reader.load(appID: "shop", sceneID: "main")
        }
        #expect(
            error?.description.hasPrefix("\(path) (app 'shop', scene 'main') cannot be read (tree change 2") == true)
        try await reader.close()
        let store = makeStore()
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main").count == 3)
        #expect(try await store.quarantinedRows() == [])
    }

    @Test func setAside_takesTheChangesWithTheSnapshot() async throws {
        let tree = try await savedScene()
        let store = makeStore()
        #expect(try await store.load(appID: "shop", sceneID: "main")?.tree == tree)
        let moved = try await store.setAside(appID: "shop", sceneID: "main", reason: "refused")
        #expect(moved == ["\(path) \(Self.movedAside)"])
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
    }

    @Test(arguments: UInt64(1)...UInt64(40))
    func randomlyMutatedChanges_loadOrAreSetAside_neverTrap(seed: UInt64) async throws {
        _ = try await savedScene()
        var random = Xoshiro(fixtureSeed: seed)
        let revision = random.int(2...4)
        // One change rewritten as the bytes of its JSON with numbers, keys or brackets altered.
        let store = makeStore()
        let rows = try await store.treeChanges(appID: "shop", sceneID: "main")
        #expect(rows.count == 3)
        let replacements = [
            ("\"keep\":", "\"keep\":-"), ("\"keep\":", "\"keep\":9223372036854775807"), ("\"keep\":", "\"kept\":"),
            ("\"owner\":0", "\"owner\":\(random.int(0...3))"), ("\"role\":\"stack\"", "\"role\":\"detail\""),
            ("\"entries\":[", "\"entries\":[{},"), ("]", ""), ("\"serial\":", "\"serial\":1"), ("{", "["),
            ("\"stacks\"", "\"removed\":[{\"owner\":0,\"role\":\"stack\"}],\"stacks\""),
        ]
        let (from, to) = random.pick(replacements)
        try await store.execute(
            """
            UPDATE tree_change SET data = CAST(replace(CAST(data AS TEXT), '\(from)', '\(to)') AS BLOB)
            WHERE revision = \(revision)
            """)
        do {
            _ = try await makeStore().load(appID: "shop", sceneID: "main")
        } catch {
            guard case .quarantined = error else {
                Issue.record("seed \(seed): \(error)")
                return
            }
            #expect(try await store.quarantinedTreeChanges().count == 3)
        }
    }

    @Test func stacksNestedTenThousandLevelsDeep_areRefused_notFollowed() throws {
        var flat = FlatTree.empty
        flat.root = ContainerID(owner: CoordinatorID(0))
        for level in 0...10_000 {
            let entry = Entry(id: EntryID(serial: UInt64(level)), route: AnyRoute(ShopRoute.home))
            let next = level < 10_000 ? ContainerID(owner: CoordinatorID(UInt64(level + 1))) : nil
            flat.stacks[ContainerID(owner: CoordinatorID(UInt64(level)))] = FlatStack(
                entries: [entry],
                hosted: next.map { [FlatHosted(entry: entry.id, tabs: nil, embedded: [], detail: $0)] } ?? [])
        }
        let error = #expect(throws: TreeChangeFailure.self) { try flat.tree() }
        #expect(error?.description == "stacks nest more than 256 levels deep")
    }
}
