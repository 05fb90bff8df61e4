import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderCoordinators

/// A plugin's own error reaches the caller as its own type inside `CompositionError.plugin`.
@MainActor
@Suite struct PluginErrorTests {
    struct OfflineError: Error, Equatable, CustomStringConvertible {
        let host: String
        var description: String { "\(host) is offline" }
    }

    final class OfflineLinks: WayfinderPlugin, DeepLinkHandling {
        static let id = "offline-links"
        init(options: NoOptions, context: PluginContext) throws {}
        func open(_ url: String, in app: ComposedApp) async throws { throw OfflineError(host: "links.example") }
    }

    static let yaml = """
        app: {id: shop, name: Shop, root: home-flow}
        routes:
          home: {title: Home, actions: [{title: Open, open: "shop://x"}]}
        coordinators:
          home-flow: {kind: stack, root: home}
        deepLinks:
          - {pattern: "shop://x", route: home}
        plugins:
          - id: offline-links
        """

    @Test func handlerThrowsItsOwnError_callerCatchesThatTypeInsideTheWrapper() async throws {
        let app = try await compose(yaml: Self.yaml, registry: try PluginRegistry([OfflineLinks.self]))
        let tree = app.navigator.tree
        do {
            try await app.perform(action: 1)
            Issue.record("the action should have failed")
        } catch .plugin(let failure) {
            #expect(failure.pluginID == "offline-links")
            #expect(failure.underlying as? OfflineError == OfflineError(host: "links.example"))
            #expect("\(CompositionError.plugin(failure))" == "plugin 'offline-links': links.example is offline")
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(app.navigator.tree == tree)
    }

    @Test func actionRefusal_isComparedByReason() async throws {
        let app = try await compose(yaml: Self.yaml, registry: try PluginRegistry([OfflineLinks.self]))
        do {
            try await app.perform(ActionSpec(title: "Tab", verb: .tab(page: "cart")))
            Issue.record("the action should have failed")
        } catch .actionRefused(let refusal) {
            #expect(refusal == .notATabBar(tab: "cart"))
            #expect(refusal.request == "tab cart")
            #expect("\(refusal)" == "tab cart: the root coordinator is not a tab bar")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
