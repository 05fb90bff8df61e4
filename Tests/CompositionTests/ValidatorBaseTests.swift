import Testing
import WayfinderComposition

/// The keys of `kind: base` coordinators and where embedded ones may go.
@MainActor
@Suite struct ValidatorBaseTests {
    @Test func embedded_needsASlotAndAHostScreenThatStartsAFlow() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Item, push: item}]}
              item: {title: Item}
              panel: {title: Panel}
            coordinators:
              main: {kind: stack, root: home}
              no-slot: {kind: base, root: panel, mode: embed, into: home}
              no-host: {kind: base, root: panel, mode: embed, slot: side}
              wrong-host: {kind: base, root: panel, mode: embed, slot: side, into: item}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:8:44: error: coordinators.no-slot.mode: an embedded base coordinator needs a 'slot'
                      no-slot: {kind: base, root: panel, mode: embed, into: home}
                                                               ^
                app.yaml:9:3: error: coordinators.no-host: coordinator 'no-host' is never started: nothing leads to it from the root coordinator 'main'
                      no-host: {kind: base, root: panel, mode: embed, slot: side}
                      ^
                app.yaml:9:44: error: coordinators.no-host.mode: an embedded base coordinator needs 'into', the route of the screen hosting the slot
                      no-host: {kind: base, root: panel, mode: embed, slot: side}
                                                               ^
                app.yaml:10:72: error: coordinators.wrong-host.into: embed target 'item' is not the first screen of any stack or child coordinator
                      wrong-host: {kind: base, root: panel, mode: embed, slot: side, into: item}
                                                                                           ^
                """)
    }

    @Test func embedded_cannotBeAFlowATabPageOrTheRoot() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: side}
            routes:
              home: {title: Home, actions: [{title: Panel, flow: side}]}
              panel: {title: Panel}
            coordinators:
              main:
                kind: tabs
                pages:
                  - {name: home, title: Home, coordinator: side}
              flow: {kind: stack, root: home}
              side: {kind: base, root: panel, mode: embed, slot: side, into: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:1:35: error: app.root: the root coordinator 'side' is embedded (mode: embed); the root cannot be
                    app: {id: demo, name: Demo, root: side}
                                                      ^
                app.yaml:3:54: error: routes.home.actions[0].flow: coordinator 'side' is embedded (mode: embed); it cannot be started as a flow
                      home: {title: Home, actions: [{title: Panel, flow: side}]}
                                                                         ^
                app.yaml:9:48: error: coordinators.main.pages[0].coordinator: tab page 'home' needs a coordinator that owns a stack; 'side' is embedded
                          - {name: home, title: Home, coordinator: side}
                                                                   ^
                """)
    }

    @Test func presentation_onlyForPresentedBases_andModal() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: A, flow: pushed}, {title: B, flow: presented}]}
              a: {title: A}
              b: {title: B}
            coordinators:
              main: {kind: stack, root: home}
              pushed: {kind: base, root: a, mode: push, presentation: sheet, slot: x}
              presented: {kind: base, root: b, mode: present, presentation: push}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:8:59: error: coordinators.pushed.presentation: 'presentation' applies to presented base coordinators (mode: present) only; 'pushed' is a base coordinator
                      pushed: {kind: base, root: a, mode: push, presentation: sheet, slot: x}
                                                                              ^
                app.yaml:8:72: error: coordinators.pushed.slot: 'slot' applies to embedded base coordinators (mode: embed) only; 'pushed' is a base coordinator
                      pushed: {kind: base, root: a, mode: push, presentation: sheet, slot: x}
                                                                                           ^
                app.yaml:9:65: error: coordinators.presented.presentation: a presented base coordinator needs a modal presentation, found push
                      presented: {kind: base, root: b, mode: present, presentation: push}
                                                                                    ^
                """)
    }
}
