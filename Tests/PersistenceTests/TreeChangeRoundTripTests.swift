import Foundation
import PropertyBased
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// Records a navigator's changes as its observers hear them, as the state-restoration plugin
/// does, for saves that write only what changed.
@MainActor
final class ChangeRecorder {
    private var changes = NavigationChanges()

    init(_ navigator: Navigator) {
        navigator.observe { [weak self, weak navigator] event in
            if let change = navigator?.inFlight, change.id == event.sequence { self?.changes.record(change) }
        }
    }

    /// The changes since the last call.
    func take() -> NavigationChanges {
        defer { changes = NavigationChanges() }
        return changes
    }
}

/// Saves that append what changed: after any sequence of navigation, the store loads exactly
/// the live tree, whether the last save wrote a change or a whole snapshot.
@MainActor
@Suite struct TreeChangeRoundTripTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("state.sqlite") }

    /// What a fresh store (another process, the next run) loads from the file.
    func loadedByAnotherStore() async throws -> NavigationSnapshot? {
        let reader = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(readOnly: true))
        let loaded = try await reader.load(appID: "shop", sceneID: "main")
        try await reader.close()
        return loaded
    }

    @Test(arguments: [UInt64(11), 12, 13, 14, 15])
    func randomNavigation_eachSaveLoadsAsTheLiveTree_atCompactionsAndBetween(seed: UInt64) async throws {
        var random = Xoshiro(fixtureSeed: seed)
        let navigator = try await Sessions.session()
        let recorder = ChangeRecorder(navigator)
        let app = try #require(navigator.root as? AppCoordinator)
        let tabs = try #require(app.children.first as? ShopTabs)
        let pages = [ShopPage.browse, .cart].compactMap { tabs.coordinator(for: $0) as? PageCoordinator }
        let store = SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(compactionFloor: 0, now: fixedClock))
        var earlier: [NavigationSnapshot] = []
        var compactions = 0
        var appended = 0
        for step in 0..<60 {
            let router = random.pick(pages).router
            switch random.int(0...9) {
            case 0, 1, 2: _ = try? await router.navigate(toRoute: .item(id: random.int(1...99)))
            case 3: try? await router.pop()
            case 4: _ = try? await router.present(.filters, presentationStyle: nil)
            case 5: try? await router.dismiss()
            case 6: try? await tabs.selectPage(random.pick([.browse, .cart]))
            case 7: _ = try? await tabs.setBadge(random.chance(0.3) ? nil : String(step), for: .cart).value()
            case 8: try? await router.popToRoot()
            default:
                if let snapshot = earlier.randomElement(using: &random) { _ = try? await navigator.restore(snapshot) }
            }
            // A save that misses some changes (as after a failed one) compares the trees whole.
            let changes = recorder.take()
            let snapshot = navigator.snapshot(appID: "shop", savedAt: fixedClock())
            try await store.save(snapshot, journal: [], changes: random.chance(0.15) ? nil : changes)
            if try await store.treeChanges(appID: "shop", sceneID: "main").isEmpty {
                compactions += 1
            } else {
                appended += 1
            }
            earlier.append(snapshot)
            let loaded = try await loadedByAnotherStore()
            #expect(loaded?.tree == navigator.tree, "seed \(seed), step \(step)")
            #expect(loaded?.savedAt == fixedClock())
        }
        #expect(compactions > 1)
        #expect(appended > compactions)
        try await store.close()
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main") == [])
        #expect(try await loadedByAnotherStore()?.tree == navigator.tree)
    }

    @Test func pushes_writeAChangeOfOneEntry_andTheSnapshotOnlyWhenTheChangesOutgrowIt() async throws {
        let navigator = Navigator()
        let app = AppCoordinator()
        try await navigator.start(root: app)
        let recorder = ChangeRecorder(navigator)
        let floor = 2_048
        let store = SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(compactionFloor: floor, now: fixedClock))
        var snapshotsWritten = 0
        var lastRevision = ""
        var changeSizes: [Int] = []
        for index in 1...400 {
            try await app.router.navigate(toRoute: .item(id: index))
            try await store.save(
                navigator.snapshot(appID: "shop", savedAt: fixedClock()), journal: [], changes: recorder.take())
            let snapshot = try #require(try await store.snapshotSize(appID: "shop", sceneID: "main"))
            let parts = snapshot.split(separator: " ")
            let snapshotBytes = try #require(Int(parts[1]))
            let changes = try await store.treeChanges(appID: "shop", sceneID: "main").compactMap {
                Int($0.split(separator: " ")[1])
            }
            if snapshot != lastRevision { snapshotsWritten += 1 }
            lastRevision = snapshot
            // The bound: the changes after a snapshot never outgrow it, nor the floor.
            #expect(changes.reduce(0, +) <= max(snapshotBytes, floor))
            if let last = changes.last { changeSizes.append(last) }
        }
        // Each push is one entry however deep the stack: the change written is the same size.
        // (up to the digits of the numbers in it).
        #expect((changeSizes.max() ?? 0) - (changeSizes.min() ?? 0) <= 12, "\(Set(changeSizes).sorted())")
        // Snapshots are written as the stack grows by a constant factor, not on every push.
        #expect((3...16).contains(snapshotsWritten), "\(snapshotsWritten) snapshots")
        #expect(try await loadedByAnotherStore()?.tree == navigator.tree)
    }

    @Test func twoStoresSavingOneScene_neitherAppendsOntoTheOthersTree() async throws {
        let first = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        let second = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        var generator = TreeGenerator(seed: 5)
        let trees = (0..<3).map { _ in generator.tree() }
        try await first.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[0]))
        try await second.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[1]))
        try await first.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[2]))
        #expect(try await loadedByAnotherStore()?.tree == trees[2])
        try await second.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[0]))
        #expect(try await loadedByAnotherStore()?.tree == trees[0])
    }

    @Test func close_compactsOnlyTheScenesNoOtherStoreSavedSince() async throws {
        let first = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        let second = SQLiteSnapshotStore(path: path, registry: makeRegistry(), configuration: .init(now: fixedClock))
        var generator = TreeGenerator(seed: 6)
        let trees = (0..<3).map { _ in generator.tree() }
        try await first.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[0]))
        try await first.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[1]))
        try await first.save(NavigationSnapshot(appID: "shop", sceneID: "other", savedAt: fixedClock(), tree: trees[0]))
        try await first.save(NavigationSnapshot(appID: "shop", sceneID: "other", savedAt: fixedClock(), tree: trees[1]))
        try await second.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: trees[2]))
        try await first.close()
        #expect(try await loadedByAnotherStore()?.tree == trees[2])
        #expect(try await second.load(appID: "shop", sceneID: "other")?.tree == trees[1])
        #expect(try await second.treeChanges(appID: "shop", sceneID: "other") == [])
    }

    @Test func randomTrees_savedInTurn_loadAsSaved() async throws {
        let store = SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(compactionFloor: 10_000_000, now: fixedClock))
        var generator = TreeGenerator(seed: 8)
        for round in 0..<20 {
            let tree = generator.tree()
            try await store.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: tree))
            #expect(try await loadedByAnotherStore()?.tree == tree, "round \(round)")
        }
        #expect(try await store.treeChanges(appID: "shop", sceneID: "main").count == 19)
    }
}
