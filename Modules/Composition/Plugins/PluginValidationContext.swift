import WayfinderConfig

/// What a plugin's validation hook (``WayfinderPlugin/validate(options:in:)``) works with: its
/// manifest entry, whether it is enabled, the manifest's graph, and where findings go.
///
/// Findings are reported with marks, so they print as `FILE:LINE:COL: error: KEYPATH: message`
/// with the validator's own.
@MainActor
public final class PluginValidationContext {
    /// The plugin's entry in the manifest.
    public let entry: PluginSpec
    /// Whether the entry is enabled; a disabled plugin can still point out what its absence
    /// leaves unchecked.
    public let isEnabled: Bool
    private let pass: ValidationPass

    init(entry: PluginSpec, isEnabled: Bool, pass: ValidationPass) {
        self.entry = entry
        self.isEnabled = isEnabled
        self.pass = pass
    }

    // MARK: - The graph

    /// The manifest, with every plugin's contributions.
    public var manifest: AppManifest { pass.manifest }

    /// Whether a route of this name is declared.
    ///
    /// - Parameter name: A route name.
    public func hasRoute(_ name: String) -> Bool { pass.routes[name] != nil }

    /// Whether a coordinator of this name is declared.
    ///
    /// - Parameter name: A coordinator name.
    public func hasCoordinator(_ name: String) -> Bool { pass.coordinators[name] != nil }

    /// The actions of a route, in order (none for an undeclared route).
    ///
    /// - Parameter route: A route name.
    public func actions(of route: String) -> [ActionSpec] { pass.routes[route]?.spec.actionList ?? [] }

    /// The routes reachable from `route` by `push` and `present` actions alone, `route` first,
    /// breadth first.
    ///
    /// - Parameter route: A route name.
    public func pushedAndPresented(from route: String) -> [String] { pass.pushedAndPresented(from: route) }

    // MARK: - Reporting

    /// Reports a finding at a marked value of the plugin's options.
    ///
    /// - Parameters:
    ///   - value: The value the finding is about.
    ///   - message: What is wrong.
    public func report<Value>(_ value: Marked<Value>, _ message: String) {
        pass.report(value, message)
    }

    /// Declares that this plugin redirects requests for the `protected` routes and coordinators
    /// to the `login` route (a guard's redirect), so that the validator can report guards that
    /// redirect to each other in a cycle: a login route another guard protects, whose own
    /// login route this guard protects.
    ///
    /// - Parameters:
    ///   - protected: The protected route and coordinator names, where they are written.
    ///   - login: The route requests are redirected to, where it is written.
    public func declareRedirect(protecting protected: [Marked<String>], to login: Marked<String>) {
        pass.redirects.append(ValidationPass.Redirect(guardID: entry.id.value, protected: protected, login: login))
    }

    /// Checks that a reference names a declared route, reporting `undefined WHAT 'name'` with
    /// a suggestion otherwise.
    ///
    /// - Parameters:
    ///   - reference: The route name, marked where it is written.
    ///   - what: What the route is to the plugin, such as `login route`.
    /// - Returns: Whether the route is declared.
    @discardableResult
    public func checkRoute(_ reference: Marked<String>, _ what: String = "route") -> Bool {
        pass.route(reference, what) != nil
    }
}
