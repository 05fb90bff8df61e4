import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderDeepLinks

/// A tab-bar shop with screens pushed, presented (sheet, cover over it) and a child flow, and
/// deep links into each tab.
enum ShopFixture {
    static let yaml = """
        app: {id: shop, name: Shop, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Catalog, push: catalog}
              - {title: Filters, present: filters}
              - {title: Checkout, flow: checkout}
              - {title: Cart, tab: cart}
          catalog:
            title: Catalog
            actions:
              - {title: Item 1, push: item, with: {id: 1}}
          item:
            title: "Item {id}"
            parameters: {id: int}
            actions:
              - {title: Back, back: }
          filters:
            title: Filters
            style: sheet
            withNavigation: true
            actions:
              - {title: Promo, present: promo}
          promo:
            title: Promo
            style: fullScreenCover
            actions:
              - {title: Close, dismiss: }
          cart:
            title: Cart
            actions:
              - {title: Catalog, push: catalog}
              - {title: Checkout, flow: checkout}
          checkout-address:
            title: Address
            actions:
              - {title: Pay, push: checkout-pay}
          checkout-pay:
            title: Pay
            actions:
              - {title: Done, finish: }
        coordinators:
          main:
            kind: tabs
            pages:
              - {name: home, title: Home, coordinator: home-flow}
              - {name: cart, title: Cart, coordinator: cart-flow}
          home-flow: {kind: stack, root: home}
          cart-flow: {kind: stack, root: cart}
          checkout: {kind: child, root: checkout-address}
        deepLinks:
          - {pattern: "shop://item/:id:int", tab: home, via: [catalog], route: item}
          - {pattern: "shop://cart/checkout", tab: cart, flow: checkout}
          - {pattern: "shop://filters", tab: home, route: filters}
        plugins:
          - id: deep-links
        """

    /// The shop composed with the deep-links plugin (options written under its entry).
    @MainActor
    static func compose(options: String? = nil) async throws -> (ComposedApp, DeepLinkPlugin) {
        var text = yaml
        if let options { text += "\n    options: \(options)" }
        let app = try await composeApp(yaml: text, sourceName: "shop.yaml", plugins: [DeepLinkPlugin.self])
        let plugin = try #require(app.plugins.plugin(DeepLinkPlugin.self))
        return (app, plugin)
    }

    // MARK: - Starting states

    /// A state to open links from, named for test arguments.
    enum Start: String, CaseIterable, CustomStringConvertible {
        case root, deepInAnotherTab, deepInTheSameTab, sheetUp, coverOverSheet, flowInProgress

        var description: String { rawValue }

        /// Taps the actions that lead from the first screen to this state.
        @MainActor
        func reach(in app: ComposedApp) async throws {
            let taps: [Int] =
                switch self {
                case .root: []
                case .deepInAnotherTab: [4, 1, 1]  // cart tab, catalog, item 1
                case .deepInTheSameTab: [1, 1]  // catalog, item 1
                case .sheetUp: [2]  // filters
                case .coverOverSheet: [2, 1]  // filters, promo
                case .flowInProgress: [3, 1]  // checkout flow, pay
                }
            for number in taps {
                try await app.perform(action: number)
            }
        }
    }
}
