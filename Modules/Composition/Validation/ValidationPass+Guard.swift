import WayfinderConfig

/// What the validator reads from the `auth-guard` plugin's options (leniently: the plugin's
/// own `Options` type checks them strictly).
struct GuardInfo {
    /// The guard's manifest id.
    static let pluginID = "auth-guard"

    struct Options: Decodable {
        var login: Marked<String>?
        var protected: [Marked<String>]?
    }

    let spec: PluginSpec
    let enabled: Bool
    let login: Marked<String>?
    let protected: [Marked<String>]
}

extension ValidationPass {
    // MARK: - Guard

    /// The `auth-guard` entry and the routes it names, if the manifest has one.
    func guardInfo() -> GuardInfo? {
        guard let spec = manifest.plugin(GuardInfo.pluginID), let node = spec.options else { return nil }
        let lenient = YAMLDecoder(environment: decoder.environment, options: .lenient)
        guard let options = try? lenient.decode(GuardInfo.Options.self, from: node.value, keyPath: node.keyPath) else {
            return nil
        }
        return GuardInfo(
            spec: spec, enabled: spec.isEnabled && registry.contains(GuardInfo.pluginID), login: options.login,
            protected: options.protected ?? [])
    }

    /// Protected routes nothing guards, a protected login route, protected routes the login
    /// screen leads to.
    func checkGuard() {
        guard let info = guardInfo() else { return }
        guard info.enabled else {
            guard !info.spec.isEnabled else { return }
            for route in info.protected {
                report(
                    route,
                    "route '\(route.value)' is listed as protected, but plugin '\(GuardInfo.pluginID)' is disabled, so nothing guards it"
                )
            }
            return
        }
        // A protected name is a route or a coordinator (every screen of its flow is protected).
        for route in info.protected where coordinators[route.value] == nil { self.route(route, "protected route") }
        guard let login = info.login, self.route(login, "login route") != nil else { return }
        let protected = Dictionary(info.protected.map { ($0.value, $0) }) { first, _ in first }
        if let listed = protected[login.value] {
            report(listed, "the login route '\(login.value)' is itself protected; nobody could reach it to log in")
        }
        for screen in pushedAndPresented(from: login.value) {
            for action in routes[screen]?.spec.actionList ?? [] {
                switch action.verb {
                case .push(let target), .present(let target):
                    guard target.value != login.value, protected[target.value] != nil else { continue }
                    report(
                        target,
                        "protected route '\(target.value)' is reachable from the login screen '\(login.value)' without passing the guard"
                    )
                default:
                    continue
                }
            }
        }
    }
}
