import Testing
import WayfinderComposition

/// Flows that can start themselves, and pushes inside modals presented without navigation.
@MainActor
@Suite struct ValidatorFlowTests {
    @Test func flowThatCanStartItself_directlyOrTransitively() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: A, flow: a}, {title: C, flow: c}]}
              a1: {title: A1, actions: [{title: Next, push: a2}]}
              a2: {title: A2, actions: [{title: B, flow: b}]}
              b1: {title: B1, actions: [{title: A again, flow: a}]}
              c1: {title: C1, actions: [{title: Again, flow: c}]}
            coordinators:
              main: {kind: stack, root: home}
              a: {kind: child, root: a1}
              b: {kind: child, root: b1}
              c: {kind: child, root: c1}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:6:52: error: routes.b1.actions[0].flow: flow 'a' can start itself through the actions of its screens: a → b → a
                      b1: {title: B1, actions: [{title: A again, flow: a}]}
                                                                       ^
                app.yaml:7:50: error: routes.c1.actions[0].flow: flow 'c' can start itself through the actions of its screens: c → c
                      c1: {title: C1, actions: [{title: Again, flow: c}]}
                                                                     ^
                """)
    }

    @Test func pushInsideAModalPresentedWithoutNavigation() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Filters, present: filters}, {title: Options, present: options}]}
              filters:
                title: Filters
                style: {detents: [medium]}
                actions:
                  - {title: Detail, push: detail}
                  - {title: Pushed flow, flow: pushed}
                  - {title: Sheet flow, flow: sheet}
              options:
                title: Options
                style: sheet
                withNavigation: true
                actions:
                  - {title: Detail, push: detail}
              detail: {title: Detail}
            coordinators:
              main: {kind: stack, root: home}
              pushed: {kind: child, root: detail}
              sheet: {kind: stack, root: detail, presentation: sheet}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:8:31: error: routes.filters.actions[0].push: push 'detail' inside route 'filters', which is presented (detents) without navigation; set 'withNavigation: true' on 'filters' or start a flow that owns a stack
                          - {title: Detail, push: detail}
                                                  ^
                app.yaml:9:36: error: routes.filters.actions[1].flow: flow 'pushed' is pushed inside route 'filters', which is presented (detents) without navigation; set 'withNavigation: true' on 'filters' or start a flow that owns a stack
                          - {title: Pushed flow, flow: pushed}
                                                       ^
                """)
    }

    /// A seed user's presented panel: a base coordinator shown with `mode: present` whose screen
    /// starts a flow. The run refuses it (the base owns its layer alone), so validation says so.
    @Test func flowStartedFromAPresentedBaseCoordinatorsScreen_isAFinding_notARunTimeRefusal() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Panel, flow: panel}, {title: Pushed, flow: pushed-panel}]}
              panel-screen:
                title: Panel
                actions:
                  - {title: Sub, flow: sub}
                  - {title: Detail, push: detail}
                  - {title: Sheet, present: detail, style: sheet}
                  - {title: Close, finish: }
              detail: {title: Detail}
            coordinators:
              main: {kind: stack, root: home}
              panel: {kind: base, root: panel-screen, mode: present}
              pushed-panel: {kind: base, root: panel-screen, mode: push}
              sub: {kind: child, root: detail, scope: bounded}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:28: error: routes.panel-screen.actions[0].flow: flow 'sub' on route 'panel-screen', the screen of base coordinator 'panel' (mode: present), which shows nothing above its screen; make 'panel' a 'stack' coordinator with 'presentation: sheet' to navigate from it
                          - {title: Sub, flow: sub}
                                               ^
                app.yaml:8:31: error: routes.panel-screen.actions[1].push: push 'detail' on route 'panel-screen', the screen of base coordinator 'panel' (mode: present), which shows nothing above its screen; make 'panel' a 'stack' coordinator with 'presentation: sheet' to navigate from it
                          - {title: Detail, push: detail}
                                                  ^
                app.yaml:9:33: error: routes.panel-screen.actions[2].present: present 'detail' on route 'panel-screen', the screen of base coordinator 'panel' (mode: present), which shows nothing above its screen; make 'panel' a 'stack' coordinator with 'presentation: sheet' to navigate from it
                          - {title: Sheet, present: detail, style: sheet}
                                                    ^
                """)
    }
}
