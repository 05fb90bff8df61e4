import Foundation
import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderDeepLinks
import WayfinderStateRestoration

/// A tab-bar shop whose orders screen and checkout flow need a login, with deep links to both.
enum GuardFixture {
    static func yaml(
        guardOptions: String = "{login: login, protected: [orders, checkout]}", restoration: String? = nil
    ) -> String {
        var text = """
            app: {id: shop, name: Shop, root: main}
            routes:
              home:
                title: Home
                actions:
                  - {title: Orders, push: orders}
                  - {title: Checkout, flow: checkout}
                  - {title: Item 1, push: item, with: {id: 1}}
                  - {title: Account, tab: account}
              item:
                title: "Item {id}"
                parameters: {id: int}
                actions:
                  - {title: Orders, push: orders}
              orders:
                title: Orders
                actions:
                  - {title: Item 2, push: item, with: {id: 2}}
                  - {title: Home, tab: home}
                  - {title: Account, tab: account}
              checkout-address:
                title: Address
                actions:
                  - {title: Pay, push: checkout-pay}
              checkout-pay:
                title: Pay
                actions:
                  - {title: Done, finish: }
              login:
                title: Log in
                style: fullScreenCover
                actions:
                  - {title: Log in as Ann, login: ann}
                  - {title: Cancel, dismiss: }
              account:
                title: Account
                actions:
                  - {title: Orders, push: orders}
                  - {title: Log out, logout: }
            coordinators:
              main:
                kind: tabs
                pages:
                  - {name: home, title: Home, coordinator: home-flow}
                  - {name: account, title: Account, coordinator: account-flow}
              home-flow: {kind: stack, root: home}
              account-flow: {kind: stack, root: account}
              checkout: {kind: child, root: checkout-address}
            deepLinks:
              - {pattern: "shop://orders", tab: home, route: orders}
              - {pattern: "shop://checkout", tab: home, flow: checkout}
              - {pattern: "shop://item/:id:int", tab: home, route: item}
            plugins:
              - id: deep-links
              - id: auth-guard
                options: \(guardOptions)
            """
        if let restoration {
            text += "\n  - id: state-restoration\n    options: \(restoration)"
        }
        return text
    }

    /// The app and its guard.
    @MainActor
    static func compose(
        guardOptions: String = "{login: login, protected: [orders, checkout]}", restoration: String? = nil
    ) async throws -> (ComposedApp, AuthGuardPlugin) {
        try await compose(yaml: yaml(guardOptions: guardOptions, restoration: restoration))
    }

    /// The app composed from manifest text, and its guard.
    @MainActor
    static func compose(yaml: String) async throws -> (ComposedApp, AuthGuardPlugin) {
        let app = try await composeApp(
            yaml: yaml, sourceName: "shop.yaml",
            plugins: [DeepLinkPlugin.self, AuthGuardPlugin.self, StateRestorationPlugin.self])
        let plugin = try #require(app.plugins.plugin(AuthGuardPlugin.self))
        return (app, plugin)
    }

    /// The selected tab's stack as one line: `#1 home > #3 orders`.
    @MainActor
    static func shown(_ app: ComposedApp) -> String {
        guard let root = app.navigator.tree.root else { return "(nothing)" }
        var stack = root
        if let page = root.entries.first.flatMap({ root.hosted(by: $0.id)?.tabs?.selectedPage }) { stack = page.stack }
        return stack.entries.map { "\($0.id) \($0.route.base)" }.joined(separator: " > ")
    }
}
