import Foundation
import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

@Suite struct SnapshotCodingTests {
    let coder = SnapshotCoder(registry: makeRegistry())

    /// `#0 home`, `#1 item(id: 3)` in c0's stack.
    static func smallTree() -> NavigationTree {
        NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 3)), attributes: ["tint": "red"]),
                ]
            ),
            coordinators: CoordinatorNode(
                id: CoordinatorID(0), name: "AppCoordinator", kind: .coordinator, placement: .root)
        )
    }

    @Test func encode_smallSnapshot_writesSortedKeysAndRegisteredNames() throws {
        let snapshot = NavigationSnapshot(appID: "shop", sceneID: "main", savedAt: fixedClock(), tree: Self.smallTree())
        let json = String(decoding: try coder.encode(snapshot), as: UTF8.self)
        #expect(
            json == """
                {"appID":"shop","savedAt":1717236000250,"sceneID":"main","schemaVersion":2,"tree":{"coordinators":{"children":[],\
                "id":0,"kind":"coordinator","name":"AppCoordinator","placement":"root"},"root":{"container":{"owner":0,"role":"stack"},\
                "entries":[{"attributes":{},"id":{"generation":0,"serial":0},"route":{"type":"shop","value":{"home":{}}},\
                "style":"push","withNavigation":true},{"attributes":{"tint":"red"},"id":{"generation":0,"serial":1},\
                "route":{"type":"shop","value":{"item":{"id":3}}},"style":"push","withNavigation":false}],"hosted":[]}}}
                """)
    }

    @Test func encode_sameSnapshotTwice_givesSameBytes() throws {
        var generator = TreeGenerator(seed: 7)
        let snapshot = NavigationSnapshot(appID: "shop", sceneID: "main", savedAt: fixedClock(), tree: generator.tree())
        #expect(try coder.encode(snapshot) == coder.encode(snapshot))
    }

    /// Property: any tree the generator builds (every presentation style, scopes, attributes,
    /// tabs, slots, details, coordinators) decodes to itself. 100 PropertyBased cases; a failing
    /// tree is shrunk to the simplest that still fails, printed with its seed.
    @Test func roundTrip_randomTrees_decodeEqual() async {
        await checkProperty(count: 100, input: Choices.generator(count: 800)) { choices in
            var generator = TreeGenerator(random: choices.reader)
            let snapshot = NavigationSnapshot(
                appID: "shop", sceneID: "scene", savedAt: fixedClock(), tree: generator.tree())
            let decoded = try coder.decode(coder.encode(snapshot))
            #expect(decoded == snapshot)
            #expect(decoded.unreadable.isEmpty)
        }
    }

    @Test func roundTrip_treeOfThousandEntries_decodesEqual() throws {
        var generator = TreeGenerator(seed: 1_000)
        let snapshot = NavigationSnapshot(
            appID: "shop", savedAt: fixedClock(), tree: generator.flatTree(entries: 1_000))
        let decoded = try coder.decode(coder.encode(snapshot))
        #expect(decoded == snapshot)
        #expect(decoded.tree.root?.entries.count == 1_000)
    }

    @Test func savedAt_keepsWholeMilliseconds() {
        let snapshot = NavigationSnapshot(appID: "shop", savedAt: Date(timeIntervalSince1970: 1.23456), tree: .empty)
        #expect(snapshot.savedAt == Date(timeIntervalSince1970: 1.235))
        #expect(snapshot.sceneID == "main")
        #expect(snapshot.schemaVersion == NavigationSnapshot.currentSchemaVersion)
    }

    @Test func decode_withPlainDecoderWithoutRegistry_refuses() throws {
        let data = try coder.encode(NavigationSnapshot(appID: "shop", tree: Self.smallTree()))
        #expect(throws: RouteRegistryError.missingRegistry) {
            try JSONDecoder().decode(NavigationSnapshot.self, from: data)
        }
    }

    @Test func decode_routeTypeNoLongerRegistered_keepsLongestPrefixAndListsTheRest() throws {
        let old = SnapshotCoder(registry: makeRegistryWithRetired())
        let container = ContainerID(owner: CoordinatorID(0))
        let tree = NavigationTree(
            root: StackNode(
                container: container,
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 3))),
                    Entry(id: EntryID(serial: 2), route: AnyRoute(RetiredRoute.promo(code: "SUMMER")), style: .sheet),
                    Entry(id: EntryID(serial: 3), route: AnyRoute(ShopRoute.item(id: 4))),
                ]))
        let decoded = try coder.decode(old.encode(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: tree)))
        #expect(decoded.tree.root?.entries.map(\.id) == [EntryID(serial: 0), EntryID(serial: 1)])
        #expect(
            decoded.unreadable.map(\.description) == [
                "dropped c0.stack #2 retired: unreadable route: unknown route type 'retired'; registered: shop, wayfinder.route",
                "dropped c0.stack #3 shop: item(id: 4): above dropped entry #2",
            ])
    }

    @Test func decode_unreadableTabHost_dropsTheTabsItHosted() throws {
        let old = SnapshotCoder(registry: makeRegistryWithRetired())
        let page = StackNode(
            container: ContainerID(owner: CoordinatorID(2)),
            entries: [
                Entry(id: EntryID(serial: 2), route: AnyRoute(ShopRoute.home), withNavigation: true)
            ])
        let tree = NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(
                        id: EntryID(serial: 1), route: AnyRoute(RetiredRoute.promo(code: "X")), style: .fullScreenCover),
                ],
                hosted: [
                    HostedNode(
                        entry: EntryID(serial: 1),
                        tabs: TabsNode(
                            coordinator: CoordinatorID(1), selected: 0,
                            pages: [
                                TabNode(name: "home", position: 0, title: "Home", badge: "2", stack: page)
                            ]))
                ]
            ))
        let decoded = try coder.decode(old.encode(NavigationSnapshot(appID: "shop", savedAt: fixedClock(), tree: tree)))
        #expect(decoded.tree.root?.hosted == [])
        #expect(
            decoded.unreadable.map(\.description) == [
                "dropped c0.stack #1 retired: unreadable route: unknown route type 'retired'; registered: shop, wayfinder.route",
                "dropped c2.stack #2 shop: home: its host entry #1 was dropped",
            ])
    }

    @Test func decode_routeDataThatNoLongerDecodes_isUnreadableWithTheDecodingError() throws {
        let json = """
            {"appID":"shop","sceneID":"main","savedAt":0,"schemaVersion":1,"tree":{"root":{"container":{"owner":0,"role":"stack"},\
            "entries":[{"attributes":{},"id":{"generation":0,"serial":0},"route":{"type":"shop","value":{"home":{}}},\
            "style":"push","withNavigation":true},{"attributes":{},"id":{"generation":0,"serial":1},\
            "route":{"type":"shop","value":{"item":{"sku":"A1"}}},"style":"push","withNavigation":false}],"hosted":[]}}}
            """
        let decoded = try coder.decode(Data(json.utf8))
        #expect(decoded.tree.root?.entries.count == 1)
        #expect(
            decoded.unreadable.map(\.description) == [
                "dropped c0.stack #1 shop: unreadable route: at tree.root.entries[1].route.value.item: missing key 'id'"
            ])
    }
}
