import Foundation
import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderStateRestoration

/// A tab-bar app with pushes, a sheet and a child flow, composed with the state-restoration
/// plugin saving into a temporary folder.
enum RestorationFixture {
    static func yaml(options: String) -> String {
        """
        app: {id: shop, name: Shop, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Item 1, push: item, with: {id: 1}}
              - {title: Filters, present: filters}
              - {title: Cart, tab: cart}
              - {title: Checkout, flow: checkout}
          item:
            title: "Item {id}"
            parameters: {id: int}
            actions:
              - {title: Item 2, push: item, with: {id: 2}}
              - {title: Cart, tab: cart}
          filters:
            title: Filters
            style: sheet
            actions:
              - {title: Close, dismiss: }
          cart:
            title: Cart
            actions:
              - {title: Item 5, push: item, with: {id: 5}}
          checkout-address:
            title: Address
            actions:
              - {title: Back, back: }
        coordinators:
          main:
            kind: tabs
            pages:
              - {name: home, title: Home, coordinator: home-flow}
              - {name: cart, title: Cart, coordinator: cart-flow}
          home-flow: {kind: stack, root: home}
          cart-flow: {kind: stack, root: cart}
          checkout: {kind: child, root: checkout-address}
        plugins:
          - id: state-restoration
            options: \(options)
        """
    }

    /// A fresh temporary folder.
    static func temporaryFolder() -> String {
        PluginTestSupport.temporaryFolder("restoration")
    }

    /// The app and its plugin; options are written under the plugin's entry.
    @MainActor
    static func compose(options: String) async throws -> (ComposedApp, StateRestorationPlugin) {
        let app = try await composeApp(
            yaml: yaml(options: options), sourceName: "shop.yaml", plugins: [StateRestorationPlugin.self])
        let plugin = try #require(app.plugins.plugin(StateRestorationPlugin.self))
        return (app, plugin)
    }

    /// Taps actions of the top screen in order.
    @MainActor
    static func tap(_ numbers: Int..., in app: ComposedApp) async throws {
        for number in numbers {
            try await app.perform(action: number)
        }
    }
}
