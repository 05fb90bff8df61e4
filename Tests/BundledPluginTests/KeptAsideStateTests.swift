import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins

/// The bag of a screen a guard refuses at restore stays with the part of the snapshot kept
/// aside, and comes back when that part is restored: the shop's protected orders screen and
/// its protected checkout flow (started again by the restore), restored while logged out, then
/// after logging in.
@MainActor
@Suite struct KeptAsideStateTests {
    private func shop(in folder: String) async throws -> ComposedApp {
        let environment = [
            "SHOP_ANALYTICS_OUTPUT": "\(folder)/events.jsonl", "SHOP_STATE_PATH": "\(folder)/shop.sqlite",
        ]
        return try await AppComposer(registry: .shop(), environment: environment).compose(
            path: ShopCompositionTests.manifest)
    }

    @Test func aRefusedScreensBag_isKeptAsideWhileLoggedOut_andComesBackWithItAfterLogin() async throws {
        let folder = temporaryFolder("kept-aside")
        let first = try await shop(in: folder)
        try await #require(first.plugins.plugin(AuthGuardPlugin.self)).logIn(user: "ada")
        let home = try #require(first.navigator.tree.topEntry?.id)
        try first.navigator.setState(.string("shoes"), forKey: "query", of: .entry(home))
        try await first.openDeepLink("shop://orders")
        #expect(first.topScreen?.title == "Orders")
        let orders = try #require(first.navigator.tree.topEntry?.id)
        try first.navigator.setState(.string("open"), forKey: "filter", of: .entry(orders))
        let tree = first.navigator.tree
        await first.stop()

        // Logged out: the orders screen is refused and its bag is not restored; the allowed
        // part comes back with its bags, and the refused one stays with the snapshot kept aside.
        let second = try await shop(in: folder)
        let restorer = try #require(second.plugins.plugin(StateRestorationPlugin.self))
        #expect(restorer.refusedEntries == ["'orders'"])
        #expect(second.navigator.tree.entry(orders) == nil)
        #expect(second.navigator.state(of: .entry(orders)).isEmpty)
        #expect(second.navigator.state(of: .entry(home)) == StateBag(["query": .string("shoes")]))
        let keptAside = try #require(restorer.keptAside)
        #expect(keptAside.states.entries[orders] == StateBag(["filter": .string("open")]))
        #expect(restorer.setAsideAt == ["\(folder)/shop.sqlite (quarantined_snapshot row 1)"])

        // Still logged out, restoring it is refused again, and it stays kept aside.
        await #expect(throws: NavigationError.self) { try await restorer.restoreKeptAside() }
        #expect(restorer.keptAside == keptAside)

        // Logged in, it comes back whole, with the refused screen's bag.
        try await #require(second.plugins.plugin(AuthGuardPlugin.self)).logIn(user: "ada")
        let report = try #require(try await restorer.restoreKeptAside())
        #expect(report.isComplete)
        #expect(second.topScreen?.title == "Orders")
        #expect(second.navigator.tree.rendered == tree.rendered)
        #expect(second.navigator.state(of: .entry(orders)) == StateBag(["filter": .string("open")]))
        #expect(second.navigator.state(of: .entry(home)) == StateBag(["query": .string("shoes")]))
        #expect(restorer.keptAside == nil)
        await second.stop()

        // It was saved again, bag included: the next run, logged out, keeps it aside once more.
        let third = try await shop(in: folder)
        let again = try #require(third.plugins.plugin(StateRestorationPlugin.self))
        #expect(again.keptAside?.states.entries[orders] == StateBag(["filter": .string("open")]))
        await third.stop()
    }

    @Test func theCheckoutsBag_isKeptAsideWhileLoggedOut_andComesBackWithTheFlowAfterLogin() async throws {
        let folder = temporaryFolder("kept-aside-checkout")
        let first = try await shop(in: folder)
        try await #require(first.plugins.plugin(AuthGuardPlugin.self)).logIn(user: "ada")
        try await first.openDeepLink("shop://cart/checkout")
        #expect(first.topScreen?.title == "Checkout")
        let checkout = try #require(first.navigator.tree.topEntry?.id)
        try first.navigator.setState(.string("1 Main Street"), forKey: "address", of: .entry(checkout))
        let tree = first.navigator.tree
        let flow = try #require(tree.allCoordinators.first { $0.name == "checkout" }?.id)
        await first.stop()

        // Logged out: the checkout is refused, with its bag; the rest comes back.
        let second = try await shop(in: folder)
        let restorer = try #require(second.plugins.plugin(StateRestorationPlugin.self))
        #expect(restorer.refusedEntries == ["'checkout'"])
        #expect(second.topScreen?.title == "Cart")
        #expect(second.navigator.tree.entry(checkout) == nil)
        #expect(second.navigator.tree.allCoordinators.allSatisfy { $0.name != "checkout" })
        #expect(second.navigator.state(of: .entry(checkout)).isEmpty)
        let keptAside = try #require(restorer.keptAside)
        #expect(keptAside.states.entries[checkout] == StateBag(["address": .string("1 Main Street")]))

        // Still logged out, restoring it is refused again, and no checkout is left running.
        await #expect(throws: NavigationError.self) { try await restorer.restoreKeptAside() }
        #expect(restorer.keptAside == keptAside)
        #expect(second.navigator.tree.allCoordinators.allSatisfy { $0.name != "checkout" })

        // Logged in, the checkout flow is started again, with its screen and its bag.
        try await #require(second.plugins.plugin(AuthGuardPlugin.self)).logIn(user: "ada")
        let report = try #require(try await restorer.restoreKeptAside())
        #expect(report.isComplete, "\(report)")
        let live = try #require(report.recreated.first { $0.name == "checkout" }?.live)
        #expect(report.recreated.map(\.saved) == [flow])
        #expect(second.topScreen?.title == "Checkout")
        #expect(second.navigator.tree.topEntry?.id == checkout)
        #expect(second.navigator.tree.rendered == tree.rendered.replacingOccurrences(of: "\(flow)", with: "\(live)"))
        #expect(second.navigator.state(of: .entry(checkout)) == StateBag(["address": .string("1 Main Street")]))
        // It is a running flow again: its actions work, and finishing it leaves the cart.
        try await second.perform(action: 1)
        #expect(second.topScreen?.title == "Payment")
        await second.stop()
    }
}
