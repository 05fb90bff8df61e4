import Testing
import WayfinderComposition

/// References to routes, coordinators and tab pages that do not exist, and names defined twice.
@MainActor
@Suite struct ValidatorReferenceTests {
    @Test func undefinedRoute_inAnAction_suggestsTheClosestName() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Item, push: itme}]}
              item: {title: Item}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:53: error: routes.home.actions[0].push: undefined route 'itme'; did you mean 'item'?
                      home: {title: Home, actions: [{title: Item, push: itme}]}
                                                                        ^
                app.yaml:4:3: error: routes.item: route 'item' is unreachable: nothing leads to it from the root coordinator 'main'
                      item: {title: Item}
                      ^
                """)
    }

    @Test func undefinedRootCoordinator_isTheOnlyFinding() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: mian}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:1:35: error: app.root: undefined coordinator 'mian'; did you mean 'main'?
                    app: {id: demo, name: Demo, root: mian}
                                                      ^
                """)
    }

    @Test func undefinedFlow_suggestsTheClosestCoordinator() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Pay, flow: chekout}]}
              pay: {title: Pay}
            coordinators:
              main: {kind: stack, root: home}
              checkout: {kind: child, root: pay}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:52: error: routes.home.actions[0].flow: undefined coordinator 'chekout'; did you mean 'checkout'?
                      home: {title: Home, actions: [{title: Pay, flow: chekout}]}
                                                                       ^
                app.yaml:4:3: error: routes.pay: route 'pay' is unreachable: nothing leads to it from the root coordinator 'main'
                      pay: {title: Pay}
                      ^
                app.yaml:7:3: error: coordinators.checkout: coordinator 'checkout' is never started: nothing leads to it from the root coordinator 'main'
                      checkout: {kind: child, root: pay}
                      ^
                """)
    }

    @Test func tabPages_duplicateNamesUndefinedCoordinatorsAndSelection() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main:
                kind: tabs
                pages:
                  - {name: home, title: Home, coordinator: home-flow}
                  - {name: home, title: Again, coordinator: hom-flow}
                selected: hme
              home-flow: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:9:16: error: coordinators.main.pages[1].name: tab page 'home' is defined twice in 'main' (first at app.yaml:8:16)
                          - {name: home, title: Again, coordinator: hom-flow}
                                   ^
                app.yaml:9:49: error: coordinators.main.pages[1].coordinator: undefined coordinator 'hom-flow'; did you mean 'home-flow'?
                          - {name: home, title: Again, coordinator: hom-flow}
                                                                    ^
                app.yaml:10:15: error: coordinators.main.selected: undefined tab page 'hme'; did you mean 'home'? (pages: home)
                        selected: hme
                                  ^
                """)
    }

    @Test func tabAction_namingNoPage_listsThePages() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Cart, tab: crt}]}
            coordinators:
              main:
                kind: tabs
                pages:
                  - {name: home, title: Home, coordinator: home-flow}
              home-flow: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:52: error: routes.home.actions[0].tab: undefined tab page 'crt' (pages: home)
                      home: {title: Home, actions: [{title: Cart, tab: crt}]}
                                                                       ^
                """)
    }
}
