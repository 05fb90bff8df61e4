import WayfinderComposition
import WayfinderCoordinators
import WayfinderPlugins
import WayfinderRouting

// Test doubles of the four plugins the shop manifest names: small, honest implementations on
// the public plugin API (the real plugins are built separately).

/// Writes every navigation event as a line.
final class AnalyticsDouble: WayfinderPlugin {
    struct Options: Decodable {
        var output: String
    }

    static let id = "analytics"
    static let failurePolicy = PluginFailurePolicy.disable
    let output: String
    private(set) var lines: [String] = []

    init(options: Options, context: PluginContext) throws {
        output = options.output
    }

    func install(_ installation: PluginInstallation) throws {
        installation.observe { [weak self] event in self?.lines.append(event.description) }
    }
}

/// Opens deep links with the manifest's own resolver.
final class DeepLinksDouble: WayfinderPlugin, DeepLinkHandling {
    static let id = "deep-links"
    private(set) var opened: [String] = []

    init(options: NoOptions, context: PluginContext) throws {}

    func open(_ url: String, in app: ComposedApp) async throws {
        opened.append(url)
        try await app.follow(app.resolveDeepLink(url))
    }
}

/// Refuses protected screens until a user logs in; dismisses the login screen on login.
final class AuthGuardDouble: WayfinderPlugin, ActionVerbHandling, NavigationInterceptor {
    struct Options: Decodable {
        var login: String
        var protected: [String]
    }

    static let id = "auth-guard"
    let name = "auth-guard"
    let options: Options
    private(set) var user: String?

    init(options: Options, context: PluginContext) throws {
        self.options = options
    }

    static func contribute(options: Options, to contributions: inout ManifestContributions) throws {
        contributions.addEntryRoute(options.login)
        contributions.addVerb("login", argument: "USER")
        contributions.addVerb("logout", argument: nil)
    }

    func install(_ installation: PluginInstallation) throws {
        installation.addInterceptor(self)
    }

    func handles(verb: String) -> Bool { verb == "login" || verb == "logout" }

    func perform(verb: String, argument: String?, in app: ComposedApp) async throws {
        if verb == "login" { try await logIn(user: argument ?? "", in: app) } else { try await logOut(in: app) }
    }

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        guard user == nil else { return .allow }
        for entry in proposal.inserted {
            let route = entry.route.routeName
            if options.protected.contains(route) { return .deny(reason: "log in to see '\(route)'") }
        }
        return .allow
    }

    func logIn(user: String, in app: ComposedApp) async throws {
        self.user = user
        guard let top = app.navigator.tree.topEntry, top.route.routeName == options.login,
            let owner = app.navigator.owner(of: top) as? Coordinator<DefaultRoute>
        else { return }
        try await owner.router.dismiss()
    }

    func logOut(in app: ComposedApp) async throws {
        user = nil
    }
}

/// Keeps a snapshot of the tree every `saveEvery` commits (in memory; the real plugin uses SQLite).
final class StateRestorationDouble: WayfinderPlugin {
    enum Store: String, Decodable, CaseIterable { case sqlite, file }

    struct Options: Decodable {
        var store: Store
        var path: String
        var scene: String
        var saveEvery: Int
    }

    static let id = "state-restoration"
    let options: Options
    private var commits = 0
    private(set) var snapshots: [String] = []

    init(options: Options, context: PluginContext) throws {
        guard options.saveEvery > 0 else { throw PlannedFailure(description: "saveEvery must be at least 1") }
        self.options = options
    }

    func install(_ installation: PluginInstallation) throws {
        let navigator = installation.navigator
        installation.observe { [weak self, weak navigator] _ in
            guard let self, let navigator else { return }
            self.commits += 1
            if self.commits % self.options.saveEvery == 0 { self.snapshots.append(navigator.tree.rendered) }
        }
    }
}

extension PluginRegistry {
    /// The four shop plugins' doubles, with the shop's real route loaders (the same ones
    /// `PluginRegistry.shop()` gives the `shop` executable).
    static func shopDoubles() throws -> PluginRegistry {
        var registry = try PluginRegistry([
            AnalyticsDouble.self, DeepLinksDouble.self, AuthGuardDouble.self, StateRestorationDouble.self,
        ])
        registry.loaders.provideShop()
        return registry
    }
}
