import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderStacks

/// A deep link that would remove the shop's checkout with an address typed in asks its
/// `confirmLeave` question first, outside the link's transaction: refused, nothing changes;
/// confirmed, the link runs as one commit.
@MainActor
@Suite struct ShopDeepLinkLeaveCheckTests {
    /// The shop, logged in, on its checkout screen with an address typed in.
    private func shopAtCheckoutWithAddress() async throws -> (ComposedApp, EntryID) {
        let folder = temporaryFolder("shop")
        let environment = [
            "SHOP_ANALYTICS_OUTPUT": "\(folder)/events.jsonl", "SHOP_STATE_PATH": "\(folder)/shop.sqlite",
        ]
        let app = try await AppComposer(registry: .shop(), environment: environment)
            .compose(path: ShopCompositionTests.manifest)
        // The checkout is guarded: log in first (the guard sends a guarded link to the login).
        _ = await errorText { try await app.openDeepLink("shop://orders") }
        try await app.perform(action: 1)  // log in as Ada
        try await app.openDeepLink("shop://cart/checkout")
        let checkout = try #require(app.navigator.tree.topEntry)
        #expect(checkout.route.routeName == "checkout")
        try app.navigator.setState(.string("1 Main Street"), forKey: "address", of: .entry(checkout.id))
        return (app, checkout.id)
    }

    /// Yields until a question waits, a bounded number of times.
    private func waitingQuestion(of app: ComposedApp) async -> LeaveQuestion? {
        for _ in 0..<1_000 where app.pendingQuestions.isEmpty { await Task.yield() }
        return app.pendingQuestions.first
    }

    @Test func aDeepLinkToAnotherTab_asks_andARefusalChangesNothing() async throws {
        let (app, checkout) = try await shopAtCheckoutWithAddress()
        let tree = app.navigator.tree
        let changes = app.navigator.changeCount
        let opening = Task { @MainActor in try await app.openDeepLink("shop://item/3") }
        let question = try #require(await waitingQuestion(of: app))
        #expect(question.text.hasPrefix("'Checkout' asks: Discard the shipping address?"))
        // Nothing waits for the question: the navigator is idle, nothing is queued.
        #expect(app.navigator.queuedCount == 0 && app.navigator.changeCount == changes)
        app.answer(question, leave: false)
        let refusal = await errorText { try await opening.value }
        #expect(
            refusal
                == "open shop://item/3: 'checkout' (\(checkout)) stays: the user chose 'Keep editing'")
        #expect(app.navigator.tree == tree)
        #expect(app.navigator.changeCount == changes)
        await app.stop()
    }

    @Test func aDeepLinkToAnotherTab_confirmed_runsAsOneCommit() async throws {
        let (app, _) = try await shopAtCheckoutWithAddress()
        let changes = app.navigator.changeCount
        let opening = Task { @MainActor in try await app.openDeepLink("shop://item/3") }
        let question = try #require(await waitingQuestion(of: app))
        app.answer(question, leave: true)
        try await opening.value
        #expect(app.topScreen?.title == "Item 3")
        #expect(app.navigator.changeCount == changes + 1)
        #expect(app.pendingQuestions.isEmpty)
        await app.stop()
    }

    @Test func aLinkTheProgramFollows_asksNothing() async throws {
        let (app, _) = try await shopAtCheckoutWithAddress()
        try await app.follow(app.resolveDeepLink("shop://item/3"), source: NavigationSource.program)
        #expect(app.pendingQuestions.isEmpty)
        #expect(app.topScreen?.title == "Item 3")
        await app.stop()
    }
}
