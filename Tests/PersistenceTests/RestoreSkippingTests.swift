import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// What a restore leaves out, and why.
@MainActor
@Suite struct RestoreSkippingTests {
    let coder = SnapshotCoder(registry: makeRegistry())

    @Test func restore_partsThatAreNotLive_areSkippedAndReported() async throws {
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator())
        let page = StackNode(
            container: ContainerID(owner: CoordinatorID(8)),
            entries: [
                Entry(id: EntryID(serial: 20), route: AnyRoute(ShopRoute.home), withNavigation: true)
            ])
        let embedded = StackNode(
            container: ContainerID(owner: CoordinatorID(7)),
            entries: [
                Entry(id: EntryID(serial: 10), route: AnyRoute(ShopRoute.home), withNavigation: true)
            ])
        let tree = NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 1))),
                    Entry(id: EntryID(serial: 2), route: AnyRoute(ShopRoute.checkout(step: 1)), scope: "c9"),
                    Entry(id: EntryID(serial: 3), route: AnyRoute(ShopRoute.item(id: 2))),
                ],
                hosted: [
                    HostedNode(entry: EntryID(serial: 1), embedded: [EmbeddedNode(slot: "header", stack: embedded)]),
                    HostedNode(
                        entry: EntryID(serial: 3),
                        tabs: TabsNode(
                            coordinator: CoordinatorID(6), selected: 0,
                            pages: [
                                TabNode(name: "home", position: 0, title: "Home", stack: page)
                            ])),
                ]
            ))

        let report = try await navigator.restore(tree)

        #expect(
            report.description == """
                restored c0.stack (2 entries)
                skipped c7.stack (1 saved): not live
                skipped c8.stack (1 saved): not live
                skipped tabs c6: its host entry #3 was dropped
                dropped c0.stack #2 shop: checkout(step: 1): coordinator c9 is not live
                dropped c0.stack #3 shop: item(id: 2): above dropped entry #2
                """)
        #expect(!report.isComplete)
    }

    @Test func restore_intoAppThatStartedDifferently_replacesTheRootStackWithWhatStillBelongs() async throws {
        let saved = try Sessions.persisted(try await Sessions.session())
        let navigator = Navigator()
        let app = AppCoordinator(showsTabs: true, startsCheckout: true)
        try await navigator.start(root: app)

        let report = try await navigator.restore(saved)

        #expect(
            report.description == """
                restored c0.stack (1 entry)
                skipped c2.stack (3 saved): not live
                skipped c3.stack (4 saved): its host entry #1 was dropped
                skipped tabs c1: its host entry #1 was dropped
                dropped c0.stack #1 wayfinder.route: tabs(tabBar: standard): coordinator c1 is now CheckoutFlow (coordinator), saved as ShopTabs (tabs)
                """)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 AppCoordinator (coordinator, root)
                stack c0.stack
                  #0 home
                """)
        #expect(app.children.isEmpty)
    }

    @Test func restore_tabBarSavedUnderAnotherCoordinator_dropsItsHostAndWhatItHosted() async throws {
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator(showsTabs: true))
        let page = StackNode(
            container: ContainerID(owner: CoordinatorID(2)),
            entries: [
                Entry(id: EntryID(serial: 2), route: AnyRoute(ShopRoute.home), withNavigation: true)
            ])
        let tree = NavigationTree(
            root: navigator.tree.root.map { root in
                var root = root
                root.hosted = [
                    HostedNode(
                        entry: EntryID(serial: 1),
                        tabs: TabsNode(
                            coordinator: CoordinatorID(1), selected: 0,
                            pages: [
                                TabNode(name: "browse", position: 0, title: "Browse", badge: "1", stack: page)
                            ]))
                ]
                return root
            },
            coordinators: CoordinatorNode(
                id: CoordinatorID(0), name: "AppCoordinator", kind: .coordinator, placement: .root,
                children: [
                    CoordinatorNode(id: CoordinatorID(1), name: "ProfileTabs", kind: .tabs, placement: .presented)
                ])
        )

        let report = try await navigator.restore(tree)

        #expect(
            report.description == """
                restored c0.stack (1 entry)
                skipped c2.stack (1 saved): its host entry #1 was dropped
                skipped tabs c1: its host entry #1 was dropped
                dropped c0.stack #1 wayfinder.route: tabs(tabBar: standard): coordinator c1 is now ShopTabs (tabs), saved as ProfileTabs (tabs)
                """)
    }

    @Test func restore_rootNowAnotherCoordinator_skipsItsStackAndTabBar() async throws {
        let navigator = Navigator()
        try await navigator.start(root: ShopTabs())
        var tree = navigator.tree
        tree.coordinators?.name = "ProfileTabs"
        let before = navigator.tree

        let report = try await navigator.restore(tree)

        #expect(
            report.description == """
                restored c1.stack (1 entry)
                restored c2.stack (1 entry)
                skipped c0.stack (1 saved): coordinator c0 is now ShopTabs (tabs), saved as ProfileTabs (tabs)
                skipped tabs c0: coordinator c0 is now ShopTabs (tabs), saved as ProfileTabs (tabs)
                """)
        #expect(navigator.tree == before)
    }

    @Test func restore_snapshotWithUnreadableRoutes_reportsThemFirst() async throws {
        let old = SnapshotCoder(registry: makeRegistryWithRetired())
        let tree = NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 5))),
                    Entry(id: EntryID(serial: 2), route: AnyRoute(RetiredRoute.promo(code: "X")), style: .sheet),
                ]))
        let snapshot = try coder.decode(old.encode(NavigationSnapshot(appID: "shop", tree: tree)))
        let navigator = Navigator()
        let app = AppCoordinator()
        try await navigator.start(root: app)

        let report = try await navigator.restore(snapshot)

        #expect(
            report.description == """
                restored c0.stack (2 entries)
                dropped c0.stack #2 retired: unreadable route: unknown route type 'retired'; registered: shop, wayfinder.route
                """)
        try await app.router.navigate(toRoute: .filters)
        #expect(app.router.entries.last?.id == EntryID(serial: 3))
    }
}
