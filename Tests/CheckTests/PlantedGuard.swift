import WayfinderCheck
import WayfinderComposition
import WayfinderCoordinators

/// Planted bug (a guard's answer racing a deep link): a double of the auth guard that asks
/// only about the last screen a change inserts, so a deep link whose protected screen is an
/// intermediate step (`via:`) gets past it. The shipped guard checks every inserted entry.
@MainActor
final class LastStepGuard: WayfinderPlugin, NavigationInterceptor, ActionVerbHandling, CheckedGuard {
    struct Options: Decodable {
        var login: String
        var protected: [String]
    }

    static let id = "last-step-guard"
    let name = "last-step-guard"
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

    var loggedInUser: String? { user }
    var guardedNames: [String] { options.protected }

    /// The bug: only the last inserted entry is asked about.
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        guard user == nil, let last = proposal.inserted.last else { return .allow }
        let route = last.route.routeName
        return options.protected.contains(route) ? .deny(reason: "log in to see '\(route)'") : .allow
    }

    func handles(verb: String) -> Bool {
        verb == "login" || verb == "logout"
    }

    func perform(verb: String, argument: String?, in app: ComposedApp) async throws {
        user = verb == "login" ? (argument ?? "someone") : nil
    }
}
