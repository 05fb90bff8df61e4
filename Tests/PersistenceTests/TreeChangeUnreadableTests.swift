import Foundation
import PropertyBased
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@testable import WayfinderPersistence

/// Entries whose route the app no longer registers, in a snapshot and in the tree changes after
/// it: loading leaves out the same entries, for the same reasons, as loading the last tree saved
/// whole.
@Suite struct TreeChangeUnreadableTests {
    let folder = TemporaryDirectory()
    var path: String { folder.file("state.sqlite") }

    /// `node` with the route of some entries (never a stack's first) replaced by a retired one.
    static func retiring(_ node: StackNode, _ random: inout Xoshiro) -> StackNode {
        var node = node
        for index in node.entries.indices.dropFirst() where random.chance(0.15) {
            let entry = node.entries[index]
            node.entries[index] = Entry(
                id: entry.id, route: AnyRoute(RetiredRoute.promo(code: "P\(index)")), style: entry.style,
                withNavigation: entry.withNavigation, scope: entry.scope, attributes: entry.attributes)
        }
        node.hosted = node.hosted.map { item in retiringHosted(item, &random) }
        return node
    }

    private static func retiringHosted(_ item: HostedNode, _ random: inout Xoshiro) -> HostedNode {
        var item = item
        if var tabs = item.tabs {
            for index in tabs.pages.indices { tabs.pages[index].stack = retiring(tabs.pages[index].stack, &random) }
            item.tabs = tabs
        }
        for index in item.embedded.indices {
            item.embedded[index].stack = retiring(item.embedded[index].stack, &random)
        }
        item.detail = item.detail.map { retiring($0, &random) }
        return item
    }

    /// `node` with each stack cut to a random prefix (at least its first entry), and what the
    /// cut entries hosted removed.
    static func shortened(_ node: StackNode, _ random: inout Xoshiro) -> StackNode {
        var node = node
        node.entries.truncate(to: random.int(1...max(1, node.entries.count)))
        let kept = Set(node.entries.map(\.id))
        node.hosted = node.hosted.filter { kept.contains($0.entry) }.map { item in
            var item = item
            if var tabs = item.tabs {
                for index in tabs.pages.indices {
                    tabs.pages[index].stack = shortened(tabs.pages[index].stack, &random)
                }
                item.tabs = tabs
            }
            for index in item.embedded.indices {
                item.embedded[index].stack = shortened(item.embedded[index].stack, &random)
            }
            item.detail = item.detail.map { shortened($0, &random) }
            return item
        }
        return node
    }

    @Test(arguments: UInt64(30)..<UInt64(50))
    func retiredRoutes_inTheSnapshotAndItsChanges_areLeftOutAsFromTheTreeSavedWhole(seed: UInt64) async throws {
        var random = Xoshiro(fixtureSeed: seed)
        var generator = TreeGenerator(seed: seed)
        var latest = generator.tree()
        latest.root = latest.root.map { Self.retiring($0, &random) }
        var earlier = latest
        earlier.root = latest.root.map { Self.shortened($0, &random) }

        // The previous version, which knew retired routes, saved the earlier tree whole, then the
        // latest as a change, and was killed before it compacted; it also saved the latest whole
        // under another scene.
        let old = SQLiteSnapshotStore(
            path: path, registry: makeRegistryWithRetired(),
            configuration: .init(compactionFloor: 10_000_000, now: fixedClock))
        try await old.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: earlier))
        try await old.save(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: latest))
        try await old.save(NavigationSnapshot(appID: "shop", sceneID: "whole", savedAt: fixedClock(), tree: latest))
        let changes = try await old.treeChanges(appID: "shop", sceneID: "main").count

        let store = SQLiteSnapshotStore(
            path: path, registry: makeRegistry(), configuration: .init(readOnly: true, now: fixedClock))
        let loaded = try #require(try await store.load(appID: "shop", sceneID: "main"))
        let whole = try #require(try await store.load(appID: "shop", sceneID: "whole"))
        #expect(changes == 1)
        let retired = latest.root.map { $0.subtree.flatMap(\.entries) }?.filter {
            $0.route.registeredTypeName == RetiredRoute.registeredName
        }
        #expect(whole.unreadable.isEmpty == (retired?.isEmpty ?? true), "seed \(seed)")
        #expect(loaded.tree == whole.tree, "seed \(seed)")
        #expect(Set(loaded.unreadable) == Set(whole.unreadable), "seed \(seed)")
        #expect(loaded.unreadable.count == whole.unreadable.count)
        try await store.close()
    }
}
