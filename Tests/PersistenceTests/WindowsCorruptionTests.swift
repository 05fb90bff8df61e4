import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// Saved windows that cannot be read (a damaged set, a set naming a window whose snapshot is
/// missing or damaged) are reported, set aside whole, never overwritten, and the app starts
/// fresh.
@MainActor
@Suite struct WindowsCorruptionTests {
    let folder = TemporaryDirectory()

    private func fileStore() -> FileSnapshotStore {
        FileSnapshotStore(directory: folder.file("snapshots"), registry: makeRegistry(), now: fixedClock)
    }

    /// The reason and the places of a quarantine, or `nil` for any other error.
    private func quarantine(_ error: SnapshotStoreError?) -> (reason: String, movedTo: [String])? {
        guard case .quarantined(let reason, let movedTo, _)? = error else { return nil }
        return (reason, movedTo)
    }

    private func sqliteStore() -> SQLiteSnapshotStore {
        SQLiteSnapshotStore(
            path: folder.file("navigation.sqlite"), registry: makeRegistry(), configuration: .init(now: fixedClock))
    }

    @Test func fileStore_damagedSet_isMovedAside_andTheNextLoadStartsFresh() async throws {
        let store = fileStore()
        let navigator = try await WindowSessions.threeWindows()
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        let setPath = store.windowSetPath(appID: "shop", sceneID: "main")
        try Data("{\"schemaVersion\": 1, \"windows\": ".utf8).write(to: URL(fileURLWithPath: setPath))
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.loadWindows(appID: "shop", sceneID: "main")
        }
        let (_, movedTo) = try #require(quarantine(error))
        #expect(movedTo == ["\(setPath).corrupt-20240601-100000-250"])
        #expect(try await store.loadWindows(appID: "shop", sceneID: "main") == nil)
        #expect(folder.names(in: "snapshots/shop").contains("main.windows.json.corrupt-20240601-100000-250"))
    }

    @Test func fileStore_setNamingAMissingWindow_setsAsideTheSetAndEveryWindow() async throws {
        let store = fileStore()
        let navigator = try await WindowSessions.threeWindows()
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        let missing = store.path(appID: "shop", sceneID: "main#w2")
        try FileManager.default.removeItem(atPath: missing)
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.loadWindows(appID: "shop", sceneID: "main")
        }
        let (reason, movedTo) = try #require(quarantine(error))
        #expect(reason == "the window set names w2 but its snapshot is missing")
        #expect(movedTo.count == 3)
        // Nothing is left to overwrite: the next save writes beside what was set aside.
        #expect(try await store.loadAnyWindows(appID: "shop", sceneID: "main") == nil)
        let names = folder.names(in: "snapshots/shop")
        #expect(names.filter { $0.contains(".corrupt-") }.count == 3)
        #expect(!names.contains("main.json"))
    }

    @Test func fileStore_damagedWindow_setsAsideTheSetAndTheOtherWindows() async throws {
        let store = fileStore()
        let navigator = try await WindowSessions.threeWindows()
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        try Data("not json".utf8).write(
            to: URL(fileURLWithPath: store.path(appID: "shop", sceneID: "main#w1")))
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.loadWindows(appID: "shop", sceneID: "main")
        }
        let (reason, movedTo) = try #require(quarantine(error))
        #expect(reason.hasPrefix("window w1 could not be read"))
        #expect(movedTo.count == 4)
        #expect(try await store.loadAnyWindows(appID: "shop", sceneID: "main") == nil)
    }

    @Test func sqliteStore_damagedSet_isQuarantined_andTheNextLoadStartsFresh() async throws {
        let store = sqliteStore()
        let navigator = try await WindowSessions.threeWindows()
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        try await store.execute("UPDATE window_set SET data = X'7B7D'")
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.loadWindows(appID: "shop", sceneID: "main")
        }
        let (_, movedTo) = try #require(quarantine(error))
        #expect(movedTo == ["\(folder.file("navigation.sqlite")) (quarantined_window_set row 1)"])
        #expect(try await store.loadWindows(appID: "shop", sceneID: "main") == nil)
    }

    @Test func sqliteStore_setNamingAMissingWindow_setsAsideTheSetAndEveryWindow() async throws {
        let store = sqliteStore()
        let navigator = try await WindowSessions.threeWindows()
        try await store.saveWindows(navigator.windowsSnapshot(appID: "shop", savedAt: fixedClock()))
        try await store.execute("DELETE FROM snapshot WHERE scene_id = 'main#w2'")
        let error = await #expect(throws: SnapshotStoreError.self) {
            try await store.loadWindows(appID: "shop", sceneID: "main")
        }
        let (reason, movedTo) = try #require(quarantine(error))
        #expect(reason == "the window set names w2 but its snapshot is missing")
        #expect(movedTo.count == 3)
        #expect(try await store.loadAnyWindows(appID: "shop", sceneID: "main") == nil)
        #expect(try await store.scenes(appID: "shop").isEmpty)
    }

    @Test func windowSet_thatNoNavigatorCouldSave_doesNotDecode() throws {
        let coder = SnapshotCoder(registry: makeRegistry())
        let bad = [
            #"{"appID":"shop","focusOrder":[],"focused":0,"nextID":1,"savedAt":0,"sceneID":"main","schemaVersion":1,"windows":[]}"#,
            #"{"appID":"shop","focusOrder":[0],"focused":3,"nextID":4,"savedAt":0,"sceneID":"main","schemaVersion":1,"windows":[0]}"#,
            #"{"appID":"shop","focusOrder":[0],"focused":0,"nextID":1,"savedAt":0,"sceneID":"main","schemaVersion":1,"windows":[0,5]}"#,
            #"{"appID":"shop","focusOrder":[0],"focused":0,"nextID":3,"recentlyClosed":[0],"savedAt":0,"sceneID":"main","schemaVersion":1,"windows":[0]}"#,
        ]
        for text in bad {
            #expect(throws: SnapshotFormatError.self) { try coder.decodeValue(WindowSet.self, from: Data(text.utf8)) }
        }
        let good =
            #"{"appID":"shop","focusOrder":[2,0],"focused":0,"nextID":4,"recentlyClosed":[3],"savedAt":0,"sceneID":"main","schemaVersion":1,"windows":[0,2]}"#
        let set = try coder.decodeValue(WindowSet.self, from: Data(good.utf8))
        #expect(set.allWindows == [.main, WindowID(2), WindowID(3)])
        #expect(try coder.encodeValue(set) == Data(good.utf8))
    }
}
