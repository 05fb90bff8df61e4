import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

@Suite struct FileStoreFailureTests {
    let folder = TemporaryDirectory()

    func makeStore() -> FileSnapshotStore {
        FileSnapshotStore(directory: folder.path, registry: makeRegistry(), now: fixedClock)
    }

    func write(_ text: String, to name: String = "shop/main.json") throws {
        try folder.write(Data(text.utf8), to: name)
    }

    @Test func load_garbageFile_movesItAsideAndStartsFresh() async throws {
        try write("not json at all")
        let store = makeStore()
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        let file = folder.file("shop/main.json")
        #expect(
            error?.description == """
                unreadable store (not a readable snapshot: The given data was not valid JSON.); moved it aside to \
                \(file).corrupt-20240601-100000-250 and started fresh at \(file)
                """)
        #expect(folder.names(in: "shop") == ["main.json.corrupt-20240601-100000-250"])
        #expect(try await store.load(appID: "shop", sceneID: "main") == nil)
        try await store.save(NavigationSnapshot(appID: "shop", tree: SnapshotCodingTests.smallTree()))
        #expect(try await store.load(appID: "shop", sceneID: "main")?.tree == SnapshotCodingTests.smallTree())
    }

    @Test func load_truncatedFile_isQuarantinedNextToAnEarlierOne() async throws {
        try write("older damage", to: "shop/main.json.corrupt-20240601-100000-250")
        let data = try SnapshotCoder(registry: makeRegistry()).encode(
            NavigationSnapshot(appID: "shop", tree: SnapshotCodingTests.smallTree()))
        try write(String(decoding: data.prefix(data.count - 10), as: UTF8.self))
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await makeStore().load(appID: "shop", sceneID: "main")
        }
        let file = folder.file("shop/main.json")
        #expect(
            error?.description == """
                unreadable store (not a readable snapshot: The given data was not valid JSON.); moved it aside to \
                \(file).corrupt-20240601-100000-250-2 and started fresh at \(file)
                """)
        #expect(
            folder.names(in: "shop") == [
                "main.json.corrupt-20240601-100000-250", "main.json.corrupt-20240601-100000-250-2",
            ])
        #expect(
            FileManager.default.contents(atPath: "\(file).corrupt-20240601-100000-250") == Data("older damage".utf8))
    }

    @Test func save_overACorruptFile_movesItAsideInsteadOfOverwriting() async throws {
        try write("{\"schemaVersion\":")
        let store = makeStore()
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.save(NavigationSnapshot(appID: "shop", tree: .empty))
        }
        let file = folder.file("shop/main.json")
        #expect(
            error?.description == """
                unreadable store (not a readable snapshot: The given data was not valid JSON.); moved it aside to \
                \(file).corrupt-20240601-100000-250 and started fresh at \(file)
                """)
        try await store.save(NavigationSnapshot(appID: "shop", tree: .empty))
        #expect(folder.names(in: "shop") == ["main.json", "main.json.corrupt-20240601-100000-250"])
    }

    @Test func newerSchemaFile_isRefusedOnLoadAndSaveAndLeftUntouched() async throws {
        let newer = #"{"schemaVersion":3,"appID":"shop","sceneID":"main","savedAt":0,"tree":{},"layout":"split"}"#
        try write(newer)
        let store = makeStore()
        let file = folder.file("shop/main.json")
        let message =
            "\(file): snapshot schema version 3 is newer than this build supports (2); it was left untouched and will not be overwritten"
        let loadError = await #expect(throws: SnapshotStoreError.self) {
            try await store.load(appID: "shop", sceneID: "main")
        }
        #expect(loadError?.description == message)
        let saveError = await #expect(throws: SnapshotStoreError.self) {
            try await store.save(NavigationSnapshot(appID: "shop", tree: .empty))
        }
        #expect(saveError?.description == message)
        #expect(FileManager.default.contents(atPath: file) == Data(newer.utf8))
        #expect(folder.names(in: "shop") == ["main.json"])
    }

    @Test func load_unknownRouteType_loadsThePrefixAndReportsTheRest() async throws {
        let container = ContainerID(owner: CoordinatorID(0))
        let tree = NavigationTree(
            root: StackNode(
                container: container,
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(RetiredRoute.promo(code: "SUMMER")), style: .sheet),
                ]))
        let old = FileSnapshotStore(directory: folder.path, registry: makeRegistryWithRetired())
        try await old.save(NavigationSnapshot(appID: "shop", tree: tree))
        let snapshot = try #require(try await makeStore().load(appID: "shop", sceneID: "main"))
        #expect(snapshot.tree.root?.entries.count == 1)
        #expect(
            snapshot.unreadable.map(\.description) == [
                "dropped c0.stack #1 retired: unreadable route: unknown route type 'retired'; registered: shop, wayfinder.route"
            ])
    }
}
