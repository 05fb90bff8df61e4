import Foundation
import Testing
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderRouting
import WayfinderStacks

/// Sessions of the sample app to save and restore.
@MainActor
enum Sessions {
    static let coder = SnapshotCoder(registry: makeRegistry())

    /// Saves and reloads a navigator's snapshot through JSON, as a store would.
    static func persisted(_ navigator: Navigator) throws -> NavigationSnapshot {
        try coder.decode(coder.encode(navigator.snapshot(appID: "shop", savedAt: fixedClock())))
    }

    /// The app with tabs after a session: two items pushed in Browse, a checkout child flow
    /// with a screen pushed above it in Cart, Cart selected with a badge.
    static func session() async throws -> Navigator {
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

    /// A session of the app that starts with a checkout flow, two checkout steps further.
    static func checkoutSession() async throws -> Navigator {
        let navigator = Navigator()
        let app = AppCoordinator(startsCheckout: true)
        try await navigator.start(root: app)
        let checkout = try #require(app.children.first as? CheckoutFlow)
        try await checkout.router.navigate(toRoute: .checkout(step: 2))
        try await checkout.router.navigate(toRoute: .checkout(step: 3))
        return navigator
    }
}
