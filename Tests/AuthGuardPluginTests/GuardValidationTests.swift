import Testing
import WayfinderAuthGuard
import WayfinderComposition
import WayfinderConfig

/// The guard's own graph checks, run from its validation hook: protected routes reachable
/// around it, and the same checks for a second guard written here with another id.
@MainActor
@Suite struct GuardValidationTests {
    /// The findings of validating `yaml` with `plugins` registered, rendered.
    static func findings(_ yaml: String, plugins: [any WayfinderPlugin.Type] = [AuthGuardPlugin.self]) throws -> String
    {
        let manifest = try AppManifest.load(yaml: yaml, sourceName: "app.yaml")
        let registry = try PluginRegistry(plugins)
        return ConfigDiagnostic.render(ManifestValidator(registry: registry, environment: [:]).findings(in: manifest))
    }

    /// A guard of its own, not the bundled one: other id, other option names, same checks.
    final class SingleSignOnGuard: WayfinderPlugin {
        struct Options: Decodable {
            var signIn: Marked<String>
            var members: [Marked<String>]
        }

        static let id = "sso"
        init(options: Options, context: PluginContext) throws {}

        static func contribute(options: Options, to contributions: inout ManifestContributions) throws {
            contributions.addEntryRoute(options.signIn.value)
        }

        static func validate(options: Options, in context: PluginValidationContext) {
            GuardChecks.check(login: options.signIn, protected: options.members, in: context)
        }
    }

    @Test func secondGuardPlugin_getsTheSameGraphChecks() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Orders, push: orders}]}
              orders: {title: Orders}
              login: {title: Sign in, style: fullScreenCover, actions: [{title: Orders, push: orders}]}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - {id: sso, options: {signIn: login, members: [orders, login, ordrs]}}
            """
        let text = try Self.findings(yaml, plugins: [SingleSignOnGuard.self])
        #expect(
            text == """
                app.yaml:5:83: error: routes.login.actions[0].push: protected route 'orders' is reachable from the login screen 'login' without passing the guard
                      login: {title: Sign in, style: fullScreenCover, actions: [{title: Orders, push: orders}]}
                                                                                                      ^
                app.yaml:9:58: error: plugins[0].options.members[1]: the login route 'login' is itself protected; nobody could reach it to log in
                      - {id: sso, options: {signIn: login, members: [orders, login, ordrs]}}
                                                                             ^
                app.yaml:9:65: error: plugins[0].options.members[2]: undefined protected route 'ordrs'; did you mean 'orders'?
                      - {id: sso, options: {signIn: login, members: [orders, login, ordrs]}}
                                                                                    ^
                """)
    }

    @Test func disabledGuard_leavesItsProtectedRoutesUnguarded() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Orders, push: orders}]}
              orders: {title: Orders}
              login: {title: Log in, style: fullScreenCover}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - {id: auth-guard, enabled: false, options: {login: login, protected: [orders]}}
            """
        #expect(
            try Self.findings(yaml) == """
                app.yaml:5:3: error: routes.login: route 'login' is unreachable: nothing leads to it from the root coordinator 'main'
                      login: {title: Log in, style: fullScreenCover}
                      ^
                app.yaml:9:74: error: plugins[0].options.protected[0]: route 'orders' is listed as protected, but plugin 'auth-guard' is disabled, so nothing guards it
                      - {id: auth-guard, enabled: false, options: {login: login, protected: [orders]}}
                                                                                             ^
                """)
    }

    @Test func loginRouteProtected_andProtectedRoutesReachableFromLogin() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Orders, push: orders}]}
              orders: {title: Orders}
              login:
                title: Log in
                style: fullScreenCover
                withNavigation: true
                actions:
                  - {title: Help, push: help}
              help: {title: Help, actions: [{title: My orders, push: orders}]}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - {id: auth-guard, options: {login: login, protected: [orders, login, ordrs]}}
            """
        #expect(
            try Self.findings(yaml) == """
                app.yaml:11:58: error: routes.help.actions[0].push: protected route 'orders' is reachable from the login screen 'login' without passing the guard
                      help: {title: Help, actions: [{title: My orders, push: orders}]}
                                                                             ^
                app.yaml:15:66: error: plugins[0].options.protected[1]: the login route 'login' is itself protected; nobody could reach it to log in
                      - {id: auth-guard, options: {login: login, protected: [orders, login, ordrs]}}
                                                                                     ^
                app.yaml:15:73: error: plugins[0].options.protected[2]: undefined protected route 'ordrs'; did you mean 'orders'?
                      - {id: auth-guard, options: {login: login, protected: [orders, login, ordrs]}}
                                                                                            ^
                """)
    }
}
