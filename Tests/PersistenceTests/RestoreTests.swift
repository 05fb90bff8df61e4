import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct RestoreTests {
    @Test func restore_sessionIntoFreshlyStartedApp_restoresEveryLiveContainerInOneChange() async throws {
        let saved = try Sessions.persisted(try await Sessions.session())
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator(showsTabs: true))
        let counter = EventCounter(navigator)
        let changes = navigator.changeCount

        let report = try await navigator.restore(saved)

        #expect(
            report.description == """
                restored c0.stack (2 entries)
                restored c2.stack (3 entries)
                restored c3.stack (1 entry)
                restored tabs c1: selected cart, badges cart=3
                dropped c3.stack #6 shop: checkout(step: 1): coordinator c4 is not live
                dropped c3.stack #7 shop: checkout(step: 2): above dropped entry #6
                dropped c3.stack #8 shop: item(id: 9): above dropped entry #6
                """)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 AppCoordinator (coordinator, root)
                    c1 ShopTabs (tabs, presented)
                      c2 PageCoordinator (coordinator, tab)
                      c3 PageCoordinator (coordinator, tab)
                stack c0.stack
                  #0 home
                  #1 tabs tabBar=standard (fullScreenCover, with navigation) [c1]
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
        #expect(
            counter.events.map(\.description) == [
                "#2 push by restoration; +#4 item(id: 1), +#5 item(id: 2); top #3 item(id: 0)"
            ])
    }

    @Test func restore_thenNavigate_issuesIdsPastEverySavedOne() async throws {
        let saved = try Sessions.persisted(try await Sessions.session())
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
            return Entry(
                id: EntryID(generation: 3, serial: UInt64(index)), route: AnyRoute(route), withNavigation: index == 0)
        }
        let tree = NavigationTree(root: StackNode(container: ContainerID(owner: CoordinatorID(0)), entries: entries))

        let report = try await navigator.restore(tree)

        #expect(report.description == "restored c0.stack (1000 entries)")
        #expect(counter.events.count == 1)
        #expect(counter.events.first?.inserted.count == 1_000)
        #expect(counter.events.first?.removed.map(\.id) == [EntryID(serial: 0)])
        #expect(renderer.renderCount == renders + 1)
        #expect(navigator.path(of: ContainerID(owner: CoordinatorID(0))).map { Array($0.entries) } == entries)
        let app = try #require(navigator.root as? AppCoordinator)
        try await app.router.navigate(toRoute: .filters)
        #expect(app.router.entries.last?.id == EntryID(generation: 3, serial: 1_000))
    }

    @Test func restore_protectedScreenWithDenyingGuard_isRefusedWholeAndChangesNothing() async throws {
        let saved = try Sessions.persisted(try await Sessions.checkoutSession())
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

    @Test func restore_withGuardThatAllows_stillPassesThroughItAsRestoration() async throws {
        let navigator = Navigator()
        try await navigator.start(root: AppCoordinator())
        let guardian = CheckoutGuard()
        navigator.addInterceptor(guardian)
        let tree = NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [
                    Entry(id: EntryID(serial: 0), route: AnyRoute(ShopRoute.home), withNavigation: true),
                    Entry(id: EntryID(serial: 1), route: AnyRoute(ShopRoute.item(id: 4))),
                ]))
        let report = try await navigator.restore(tree)
        #expect(report.isComplete)
        #expect(guardian.seen == [.restoration])
    }

    @Test func restore_liveChildScope_keepsItsEntriesInItsScope() async throws {
        let saved = try Sessions.persisted(try await Sessions.checkoutSession())

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
}
