import Testing
import WayfinderComposition

/// Plugin entries: ids, options, requires.
@MainActor
@Suite struct ValidatorPluginTests {
    @Test func unknownPluginID_suggestsARegisteredOne() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - {id: analytcs}
              - {id: analytics, options: {output: stdout}}
              - {id: analytics, options: {output: stdout}}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:10: error: plugins[0].id: unknown plugin 'analytcs'; did you mean 'analytics'? (registered: alpha, analytics, auth-guard, beta, deep-links, delta, gamma, session, state-restoration)
                      - {id: analytcs}
                             ^
                app.yaml:9:10: error: plugins[2].id: plugin 'analytics' is listed twice (first at app.yaml:8:10)
                      - {id: analytics, options: {output: stdout}}
                             ^
                """)
    }

    @Test func requires_unknownDisabledAndCycles() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - {id: alpha, requires: [beta], options: {journal: j}}
              - {id: beta, requires: [gamma], options: {journal: j}}
              - {id: gamma, requires: [alpha, delta, epsilon], options: {journal: j}}
              - {id: delta, enabled: false}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:9:28: error: plugins[2].requires[0]: plugins require each other in a cycle: alpha → beta → gamma → alpha
                      - {id: gamma, requires: [alpha, delta, epsilon], options: {journal: j}}
                                               ^
                app.yaml:9:35: error: plugins[2].requires[1]: plugin 'gamma' requires 'delta', which is disabled
                      - {id: gamma, requires: [alpha, delta, epsilon], options: {journal: j}}
                                                      ^
                app.yaml:9:42: error: plugins[2].requires[2]: plugin 'gamma' requires 'epsilon', which is not in the manifest
                      - {id: gamma, requires: [alpha, delta, epsilon], options: {journal: j}}
                                                             ^
                """)
    }

    @Test func options_areDecodedStrictlyWithMarksIntoTheManifest() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - id: state-restoration
                options:
                  store: sqlit
                  path: shop.sqlite
                  scene: main
                  saveEvery: often
                  extra: 1
              - {id: session, options: {user: ada}}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:9:14: error: plugins[0].options.store: expected one of sqlite, file, found the string "sqlit"; did you mean 'sqlite'?
                          store: sqlit
                                 ^
                app.yaml:12:18: error: plugins[0].options.saveEvery: expected an integer, found the string "often"
                          saveEvery: often
                                     ^
                app.yaml:13:7: error: plugins[0].options.extra: unknown key 'extra' (known keys: path, saveEvery, scene, store)
                          extra: 1
                          ^
                app.yaml:14:29: error: plugins[1].options.user: unknown key 'user'
                      - {id: session, options: {user: ada}}
                                                ^
                """)
    }

    @Test func missingOptions_pointAtThePluginsID() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            plugins:
              - {id: auth-guard}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:10: error: plugins[0].options: missing required key 'login'
                      - {id: auth-guard}
                             ^
                app.yaml:7:10: error: plugins[0].options: missing required key 'protected'
                      - {id: auth-guard}
                             ^
                """)
    }
}
