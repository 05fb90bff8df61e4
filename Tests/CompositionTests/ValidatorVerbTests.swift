import Testing
import WayfinderComposition

/// Verbs beyond the built-in ones come from plugins; without one that contributes them they
/// are findings.
@MainActor
@Suite struct ValidatorVerbTests {
    @Test func loginAndLogoutActions_withoutAPluginContributingThem_areUnknownVerbs() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Log in, login: ada}, {title: Log out, logout: }]}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:56: error: routes.home.actions[0].login: unknown verb 'login' (no enabled plugin contributes it)
                      home: {title: Home, actions: [{title: Log in, login: ada}, {title: Log out, logout: }]}
                                                                           ^
                app.yaml:3:87: error: routes.home.actions[1].logout: unknown verb 'logout' (no enabled plugin contributes it)
                      home: {title: Home, actions: [{title: Log in, login: ada}, {title: Log out, logout: }]}
                                                                                                          ^
                """)
    }

    @Test func contributedVerb_misspelledOrWithoutItsValue_isAFinding() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Log in, lgoin: ada}, {title: Log in, login: }]}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - id: session
            """
        let text = Fixture.findings(yaml, registry: try .testPlugins())
        #expect(
            text == """
                app.yaml:3:56: error: routes.home.actions[0].lgoin: unknown verb 'lgoin'; did you mean 'login'? (no enabled plugin contributes it)
                      home: {title: Home, actions: [{title: Log in, lgoin: ada}, {title: Log in, login: }]}
                                                                           ^
                app.yaml:3:85: error: routes.home.actions[1].login: login needs a value: login: USER
                      home: {title: Home, actions: [{title: Log in, lgoin: ada}, {title: Log in, login: }]}
                                                                                                        ^
                """)
    }
}
