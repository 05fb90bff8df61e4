import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Keeps protected screens behind a login: while nobody is logged in, any transaction that
/// would show a protected screen — by a tap, a deep link or a restore — is refused, and the
/// login screen is presented full screen instead; logging in dismisses it and carries out the
/// refused request.
///
/// ```yaml
/// plugins:
///   - id: auth-guard
///     options: {login: login, protected: [orders, checkout]}   # route or coordinator names
/// ```
///
/// A name in `protected` is a route (its screens are protected) or a manifest coordinator (every
/// screen of its flow, and of flows started inside it, is protected).
///
/// - **Refusing**: an interceptor looks at every entry a transaction would insert. A
///   protected one makes it redirect to presenting `login` (`.fullScreenCover`) on top of what
///   is shown, keeping the refused request (``pending``). A restore (source `.restoration`)
///   or a devtools jump (source `.devtools`) is denied instead: nobody asked for it, so no
///   login screen appears unasked.
/// - **Logging in** (``logIn(user:)``, `login:` actions): one transaction dismisses the login
///   screen and sends the kept request again, which now passes.
/// - **Logging out** (``logOut()``, `logout:` actions): one transaction takes every stack back
///   to below its first protected screen.
public final class AuthGuardPlugin: WayfinderPlugin, ActionVerbHandling, NavigationInterceptor {
    /// `auth-guard`.
    public static let id = "auth-guard"
    /// The interceptor's name in refusals: `auth-guard`.
    public let name = "auth-guard"

    /// The options the plugin was created with.
    public let options: Options
    /// The logged-in user, or `nil`.
    public private(set) var user: String?
    /// The last request refused while logged out, carried out again on login.
    public internal(set) var pending: RefusedRequest?

    let protectedNames: Set<String>
    let loginRoute: DefaultRoute
    let loginWithNavigation: Bool
    private(set) weak var app: ComposedApp?
    weak var navigator: Navigator?

    // MARK: - Lifecycle

    /// Creates the guard, logged out.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - context: The context; the login route's declaration comes from its manifest.
    /// - Throws: ``AuthGuardError/loginTakesParameters(route:parameters:)``.
    public init(options: Options, context: PluginContext) throws {
        self.options = options
        protectedNames = Set(options.protected)
        let spec = context.manifest.routes[options.login]
        let parameters = spec?.parameterTypes.map(\.name) ?? []
        guard parameters.isEmpty else {
            throw AuthGuardError.loginTakesParameters(route: options.login, parameters: parameters)
        }
        loginRoute = DefaultRoute(options.login, presentationStyle: spec?.presentationStyle ?? .fullScreenCover)
        loginWithNavigation = spec?.allowsNavigation ?? false
    }

    /// Declares the login route as shown by the plugin, so it counts as reachable, and the
    /// `login: USER` and `logout:` action verbs.
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - contributions: What the plugin adds.
    public static func contribute(options: Options, to contributions: inout ManifestContributions) throws {
        contributions.addEntryRoute(options.login)
        contributions.addVerb("login", argument: "USER")
        contributions.addVerb("logout", argument: nil)
    }

    /// Checks the login and protected names against the graph (``GuardChecks``).
    ///
    /// - Parameters:
    ///   - options: The options.
    ///   - context: The entry and the graph.
    public static func validate(options: Options, in context: PluginValidationContext) {
        GuardChecks.check(login: options.markedLogin, protected: options.markedProtected, in: context)
    }

    /// Installs the interceptor.
    ///
    /// - Parameter installation: The navigator and app.
    public func install(_ installation: PluginInstallation) throws {
        app = installation.app
        navigator = installation.navigator
        installation.addInterceptor(self)
    }

    // MARK: - Logging in and out

    /// Logs `user` in: dismisses the login screen and carries out the kept request, in one
    /// transaction (with the kept request's source).
    ///
    /// - Parameter user: The user's name.
    /// - Throws: ``AuthGuardError/resumeFailed(request:reason:)`` when the kept request no
    ///   longer applies — the user is logged in and the login screen dismissed all the same;
    ///   ``AuthGuardError/notInstalled``.
    public func logIn(user: String) async throws(AuthGuardError) {
        guard let app else { throw .notInstalled }
        self.user = user
        let refused = pending
        pending = nil
        try await loginTransaction(resuming: refused, in: app)
    }

    /// Logs out: every stack goes back to below its first protected screen, in one transaction.
    ///
    /// - Throws: ``AuthGuardError/notInstalled``, ``AuthGuardError/logOutRefused(_:)``.
    public func logOut() async throws(AuthGuardError) {
        guard let navigator else { throw .notInstalled }
        user = nil
        pending = nil
        do {
            // A transaction, so that a `logout:` action (already inside one) joins it.
            try await navigator.transaction {
                let steps = self.logOutSteps(in: navigator.tree)
                guard !steps.isEmpty else { return }
                if let error = navigator.send(NavigationRequest(steps)).error { throw error }
            }
        } catch {
            throw .logOutRefused("\(error)")
        }
    }

    /// Puts the guard back into a state it was in: who is logged in and the refused request a
    /// login resumes. It runs no transaction and changes nothing on screen, so the tree must
    /// agree with it (a restore of the tree saved in that state puts it back).
    ///
    /// For tools that put a running app back into a saved state: a snapshot holds the tree
    /// and the bags, not the login, so `wayfinder check` puts the guard back with this between
    /// the events it explores from one state.
    ///
    /// - Parameters:
    ///   - user: The logged-in user, or `nil`.
    ///   - pending: The request a login resumes, or `nil`.
    public func putBack(user: String?, pending: RefusedRequest?) {
        self.user = user
        self.pending = pending
    }

    // MARK: - Verbs

    /// Whether `verb` is `login` or `logout`.
    ///
    /// - Parameter verb: A verb's key.
    /// - Returns: Whether the guard carries it out.
    public func handles(verb: String) -> Bool {
        verb == "login" || verb == "logout"
    }

    /// Carries out a `login: USER` or `logout:` action.
    ///
    /// - Parameters:
    ///   - verb: `login` or `logout`.
    ///   - argument: The user, for `login`.
    ///   - app: The app.
    /// - Throws: ``AuthGuardError``.
    public func perform(verb: String, argument: String?, in app: ComposedApp) async throws {
        switch (verb, argument) {
        case ("login", let user?): try await logIn(user: user)
        case ("login", nil): throw AuthGuardError.missingUser
        default: try await logOut()
        }
    }
}
