import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct RestoreTests {
    let coder = SnapshotCoder(registry: makeRegistry())

    /// Saves and reloads a navigator's snapshot through JSON, as a store would.
    func persisted(_ navigator: Navigator) throws -> NavigationSnapshot {
        try coder.decode(coder.encode(navigator.snapshot(appID: "shop", savedAt: fixedClock())))
    }

    /// The app with tabs after a session: two items pushed in Browse, a checkout child flow
    /// with a screen pushed above it in Cart, Cart selected with a badge.
    func session() async throws -> Navigator {
        let navigator = Navigator()
        let app = AppCoordinator(showsTabs: true)
        try await navigator.start(root: app)
        let tabs = try #require(app.children.first as? ShopTabs)
        let browse = try #require(tabs.coordinator(for: .browse) as? PageCoordinator)
        let cart = try #require(tabs.coordinator(for: .cart) as? PageCoordinator)
        try await browse.router.navigate(toRoute: .item(id: 1))
        try await browse.router.navigate(toRoute: .item(id: 2))
        let checkout = CheckoutFlow()
        try await cart.navigate(to: checkout, presentationStyle: .push)
        try await checkout.router.navigate(toRoute: .checkout(step: 2))
        try await cart.router.navigate(toRoute: .item(id: 9))
        try await tabs.selectPage(.cart)
        try await tabs.setBadge("3", for: .cart).value()
        return navigator
    }

    @Test func restore_sessionIntoFreshlyStartedApp_restoresEveryLiveContainerInOneChange() async throws {
        let saved = try persisted(try await session())
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator(showsTabs: true))
        let counter = EventCounter(navigator)
        let changes = navigator.changeCount

        let report = try await navigator.restore(saved)

        #expect(report.description == """
            restored c0.stack (2 entries)
            restored c2.stack (3 entries)
            restored c3.stack (1 entry)
            restored tabs c1: selected cart, badges cart=3
            dropped c3.stack #6 shop: checkout(step: 1): coordinator c4 is not live
            dropped c3.stack #7 shop: checkout(step: 2): above dropped entry #6
            dropped c3.stack #8 shop: item(id: 9): above dropped entry #6
            """)
        #expect(navigator.tree.rendered == """
            coordinators
              c0 AppCoordinator (coordinator, root)
                c1 ShopTabs (tabs, presented)
                  c2 PageCoordinator (coordinator, tab)
                  c3 PageCoordinator (coordinator, tab)
            stack c0.stack
              #0 home
              #1 tabs (fullScreenCover, with navigation) [c1] {tabBar=standard}
                tabs c1
                    browse "Browse"
                    stack c2.stack
                      #2 home
                      #4 item(id: 1)
                      #5 item(id: 2)
                  * cart "Cart" badge=3
                    stack c3.stack
                      #3 item(id: 0)
            """)
        #expect(navigator.changeCount == changes + 1)
        #expect(counter.events.map(\.description) == ["#2 push by restoration; +#4 item(id: 1), +#5 item(id: 2); top #3 item(id: 0)"])
    }

    @Test func restore_thenNavigate_issuesIdsPastEverySavedOne() async throws {
        let saved = try persisted(try await session())
        let navigator = Navigator()
        let app = AppCoordinator(showsTabs: true)
        try await navigator.start(root: app)
        try await navigator.restore(saved)
        let tabs = try #require(app.children.first as? ShopTabs)
        let cart = try #require(tabs.coordinator(for: .cart) as? PageCoordinator)
        try await cart.router.navigate(toRoute: .item(id: 10))
        #expect(cart.router.entries.map(\.id.description) == ["#3", "#9"])
        #expect(tabs.badge(for: .cart) == "3")
        #expect(tabs.currentPage == .cart)
    }

    @Test func restore_thousandEntryTree_isOneChangeAndOneEvent() async throws {
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator())
        let renderer = try #require(navigator.renderer as? HeadlessRenderer)
        let counter = EventCounter(navigator)
        let renders = renderer.renderCount
        let entries: [Entry<AnyRoute>] = (0..<1_000).map { (index: Int) -> Entry<AnyRoute> in
            let route: ShopRoute = index == 0 ? .home : .item(id: index)
            return Entry(id: EntryID(generation: 3, serial: UInt64(index)), route: AnyRoute(route), withNavigation: index == 0)
        }
        let tree = NavigationTree(root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: entries))

        let report = try await navigator.restore(tree)

        #expect(report.description == "restored c0.stack (1000 entries)")
        #expect(counter.events.count == 1)
        #expect(counter.events.first?.inserted.count == 1_000)
        #expect(counter.events.first?.removed.map(\.id) == [EntryID(serial: 0)])
        #expect(renderer.renderCount == renders + 1)
        #expect(navigator.path(of: ContainerID(owner: CoordinatorID(0)))?.entries == entries)
        let app = try #require(navigator.root as? AppCoordinator)
        try await app.router.navigate(toRoute: .filters)
        #expect(app.router.entries.last?.id == EntryID(generation: 3, serial: 1_000))
    }

    /// A session of the app that starts with a checkout flow, two checkout steps further.
    func checkoutSession() async throws -> Navigator {
        let navigator = Navigator()
        let app = AppCoordinator(startsCheckout: true)
        try await navigator.start(root: app)
        let checkout = try #require(app.children.first as? CheckoutFlow)
        try await checkout.router.navigate(toRoute: .checkout(step: 2))
        try await checkout.router.navigate(toRoute: .checkout(step: 3))
        return navigator
    }

    @Test func restore_protectedScreenWithDenyingGuard_isRefusedWholeAndChangesNothing() async throws {
        let saved = try persisted(try await checkoutSession())
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator(startsCheckout: true))
        let guardian = CheckoutGuard()
        navigator.addInterceptor(guardian)
        let counter = EventCounter(navigator)
        let before = navigator.tree

        let error = await #expect(throws: NavigationError.self) { try await navigator.restore(saved) }

        #expect(error?.description == "denied by auth-guard: sign in before checkout")
        #expect(navigator.tree == before)
        #expect(counter.events.isEmpty)
        #expect(guardian.seen == [.restoration])
    }

    @Test func restore_intoAppThatStartedDifferently_replacesTheRootStackWithWhatStillBelongs() async throws {
        let saved = try persisted(try await session())
        let navigator = Navigator()
        let app = AppCoordinator(showsTabs: true, startsCheckout: true)
        try await navigator.start(root: app)

        let report = try await navigator.restore(saved)

        #expect(report.description == """
            restored c0.stack (1 entry)
            skipped c2.stack (3 saved): not live
            skipped c3.stack (4 saved): its host entry #1 was dropped
            skipped tabs c1: its host entry #1 was dropped
            dropped c0.stack #1 wayfinder.route: tabs: coordinator c1 is now CheckoutFlow (coordinator), saved as ShopTabs (tabs)
            """)
        #expect(navigator.tree.rendered == """
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
        let page = StackNode(container: ContainerID(owner: CoordinatorID(2)), entries: [
            Entry(id: EntryID(serial: 2), route: AnyRoute(ShopRoute.home), withNavigation: true),
        ])
        let tree = NavigationTree(
            root: navigator.tree.root.map { root in
                var root = root
                root.hosted = [HostedNode(entry: EntryID(serial: 1), tabs: TabsNode(coordinator: CoordinatorID(1), selected: 0, pages: [
                    TabNode(name: "browse", position: 0, title: "Browse", badge: "1", stack: page),
                ]))]
                return root
            },
            coordinators: CoordinatorNode(id: CoordinatorID(0), name: "AppCoordinator", kind: "coordinator", placement: "root", children: [
                CoordinatorNode(id: CoordinatorID(1), name: "ProfileTabs", kind: "tabs", placement: "presented"),
            ])
        )

        let report = try await navigator.restore(tree)

        #expect(report.description == """
            restored c0.stack (1 entry)
            skipped c2.stack (1 saved): its host entry #1 was dropped
            skipped tabs c1: its host entry #1 was dropped
            dropped c0.stack #1 wayfinder.route: tabs: coordinator c1 is now ShopTabs (tabs), saved as ProfileTabs (tabs)
            """)
    }

    @Test func restore_withGuardThatAllows_stillPassesThroughItAsRestoration() async throws {
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator())
        let guardian = CheckoutGuard()
        navigator.addInterceptor(guardian)
        let tree = NavigationTree(root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: [
            Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
            Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 4))),
        ]))
        let report = try await navigator.restore(tree)
        #expect(report.isComplete)
        #expect(guardian.seen == [.restoration])
    }

    @Test func restore_rootNowAnotherCoordinator_skipsItsStackAndTabBar() async throws {
        let navigator = Navigator()
        try await navigator.start(root: ShopTabs())
        var tree = navigator.tree
        tree.coordinators?.name = "ProfileTabs"
        let before = navigator.tree

        let report = try await navigator.restore(tree)

        #expect(report.description == """
            restored c1.stack (1 entry)
            restored c2.stack (1 entry)
            skipped c0.stack (1 saved): coordinator c0 is now ShopTabs (tabs), saved as ProfileTabs (tabs)
            skipped tabs c0: coordinator c0 is now ShopTabs (tabs), saved as ProfileTabs (tabs)
            """)
        #expect(navigator.tree == before)
    }

    @Test func restore_liveChildScope_keepsItsEntriesInItsScope() async throws {
        let saved = try persisted(try await checkoutSession())

        let navigator = Navigator()
        let app = AppCoordinator(startsCheckout: true)
        try await navigator.start(root: app)
        let report = try await navigator.restore(saved)
        let checkout = try #require(app.children.first as? CheckoutFlow)

        #expect(report.description == "restored c0.stack (4 entries)")
        #expect(checkout.router.routes == [.checkout(step: 1), .checkout(step: 2), .checkout(step: 3)])
        try await checkout.router.popToRoot()
        #expect(checkout.router.routes == [.checkout(step: 1)])
        try await checkout.finishFlow()
        #expect(app.children.isEmpty)
        #expect(app.router.routes == [.home])
    }

    @Test func restore_partsThatAreNotLive_areSkippedAndReported() async throws {
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator())
        let page = StackNode(container: ContainerID(owner: CoordinatorID(8)), entries: [
            Entry(id: EntryID(serial: 20), route: AnyRoute(ShopRoute.home), withNavigation: true),
        ])
        let embedded = StackNode(container: ContainerID(owner: CoordinatorID(7)), entries: [
            Entry(id: EntryID(serial: 10), route: AnyRoute(ShopRoute.home), withNavigation: true),
        ])
        let tree = NavigationTree(root: StackNode(
            container: ContainerID(owner: CoordinatorID(0)),
            entries: [
                Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 1))),
                Entry(id: EntryID(serial: 2), route: AnyRoute(ShopRoute.checkout(step: 1)), scope: "c9"),
                Entry(id: EntryID(serial: 3), route: AnyRoute(ShopRoute.item(id: 2))),
            ],
            hosted: [
                HostedNode(entry: EntryID(serial: 1), embedded: [EmbeddedNode(slot: "header", stack: embedded)]),
                HostedNode(entry: EntryID(serial: 3), tabs: TabsNode(coordinator: CoordinatorID(6), selected: 0, pages: [
                    TabNode(name: "home", position: 0, title: "Home", stack: page),
                ])),
            ]
        ))

        let report = try await navigator.restore(tree)

        #expect(report.description == """
            restored c0.stack (2 entries)
            skipped c7.stack (1 saved): not live
            skipped c8.stack (1 saved): not live
            skipped tabs c6: its host entry #3 was dropped
            dropped c0.stack #2 shop: checkout(step: 1): coordinator c9 is not live
            dropped c0.stack #3 shop: item(id: 2): above dropped entry #2
            """)
        #expect(!report.isComplete)
    }

    @Test func restore_snapshotWithUnreadableRoutes_reportsThemFirst() async throws {
        let old = SnapshotCoder(registry: makeRegistryWithRetired())
        let tree = NavigationTree(root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: [
            Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
            Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 5))),
            Entry(id: EntryID(serial: 2), route: AnyRoute(RetiredRoute.promo(code: "X")), style: .sheet),
        ]))
        let snapshot = try coder.decode(old.encode(NavigationSnapshot(appID: "shop", tree: tree)))
        let navigator = Navigator()
        let app = AppCoordinator()
        try await navigator.start(root: app)

        let report = try await navigator.restore(snapshot)

        #expect(report.description == """
            restored c0.stack (2 entries)
            dropped c0.stack #2 retired: unreadable route: unknown route type 'retired'; registered: shop, wayfinder.route
            """)
        try await app.router.navigate(toRoute: .filters)
        #expect(app.router.entries.last?.id == EntryID(serial: 3))
    }
}
