import Testing
import WayfinderComposition

/// Protected routes (the auth-guard plugin's options) reachable around their guard.
@MainActor
@Suite struct ValidatorGuardTests {
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
            Fixture.findings(yaml, registry: try .testPlugins()) == """
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
            Fixture.findings(yaml, registry: try .testPlugins()) == """
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

    @Test func loginAndLogoutActions_needAnAuthPlugin() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Log in, login: ada}, {title: Log out, logout: }]}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:56: error: routes.home.actions[0].login: login needs an enabled plugin that handles authentication; none does
                      home: {title: Home, actions: [{title: Log in, login: ada}, {title: Log out, logout: }]}
                                                                           ^
                app.yaml:3:87: error: routes.home.actions[1].logout: logout needs an enabled plugin that handles authentication; none does
                      home: {title: Home, actions: [{title: Log in, login: ada}, {title: Log out, logout: }]}
                                                                                                          ^
                """)
    }
}
