import Testing
import WayfinderComposition

/// Deep links that cannot resolve to a reachable state.
@MainActor
@Suite struct ValidatorDeepLinkTests {
    @Test func malformedPattern_reportsTheColumnInsideThePattern() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://home/:id:integer", route: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:15: error: deepLinks[0].pattern: invalid deep link pattern 'demo://home/:id:integer' at column 17: unknown parameter type 'integer'; expected string, int, uuid or oneOf(a|b)
                      - {pattern: "demo://home/:id:integer", route: home}
                                  ^
                """)
    }

    @Test func patternsOfTheSameShape_areAmbiguous() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
              item: {title: Item, parameters: {id: int}}
              order: {title: Order, parameters: {id: int}}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://item/:id:int", route: item}
              - {pattern: "demo://item/:id:int", route: order}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:10:15: error: deepLinks[1].pattern: deep link pattern 'demo://item/:id:int' (route order) has the same shape as 'demo://item/:id:int' (route item); no URL could tell them apart
                      - {pattern: "demo://item/:id:int", route: order}
                                  ^
                """)
    }

    @Test func unknownTargets_routeViaAndFlow() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
              item: {title: Item}
            coordinators:
              main: {kind: stack, root: home}
              checkout: {kind: child, root: item}
            deepLinks:
              - {pattern: "demo://item", via: [hom], route: itme}
              - {pattern: "demo://checkout", flow: chekout}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:4:3: error: routes.item: route 'item' is unreachable: nothing leads to it from the root coordinator 'main'
                      item: {title: Item}
                      ^
                app.yaml:7:3: error: coordinators.checkout: coordinator 'checkout' is never started: nothing leads to it from the root coordinator 'main'
                      checkout: {kind: child, root: item}
                      ^
                app.yaml:9:36: error: deepLinks[0].via[0]: undefined route 'hom'; did you mean 'home'?
                      - {pattern: "demo://item", via: [hom], route: itme}
                                                       ^
                app.yaml:9:49: error: deepLinks[0].route: undefined route 'itme'; did you mean 'item'?
                      - {pattern: "demo://item", via: [hom], route: itme}
                                                                    ^
                app.yaml:10:40: error: deepLinks[1].flow: undefined coordinator 'chekout'; did you mean 'checkout'?
                      - {pattern: "demo://checkout", flow: chekout}
                                                           ^
                """)
    }

    @Test func tab_withoutARootTabBar() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://home", tab: home, route: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:35: error: deepLinks[0].tab: tab 'home' needs a tab bar at the root, but root coordinator 'main' is a stack coordinator
                      - {pattern: "demo://home", tab: home, route: home}
                                                      ^
                """)
    }

    @Test func urlParameters_undeclaredOfTheWrongTypeOrMissing() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
              item: {title: "Item {id}", parameters: {id: int, color: "oneOf(red|blue)"}}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://item/:id?color:oneOf(red|green)&ref", route: item}
              - {pattern: "demo://items/:id:int", name: items, route: item}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:8:15: error: deepLinks[0].pattern: URL parameter 'id' is a string, but route 'item' expects an int
                      - {pattern: "demo://item/:id?color:oneOf(red|green)&ref", route: item}
                                  ^
                app.yaml:8:15: error: deepLinks[0].pattern: URL parameter 'color' is optional in the pattern, but route 'item' needs it; a URL without it would be refused when opened (mark it required: 'color!')
                      - {pattern: "demo://item/:id?color:oneOf(red|green)&ref", route: item}
                                  ^
                app.yaml:8:15: error: deepLinks[0].pattern: URL parameter 'color' is one of (red|green), but route 'item' expects one of (red|blue)
                      - {pattern: "demo://item/:id?color:oneOf(red|green)&ref", route: item}
                                  ^
                app.yaml:8:15: error: deepLinks[0].pattern: URL parameter 'ref' is not a parameter of route 'item'
                      - {pattern: "demo://item/:id?color:oneOf(red|green)&ref", route: item}
                                  ^
                app.yaml:9:59: error: deepLinks[1].route: route 'item' needs parameter 'color', which pattern 'demo://items/:id:int' does not provide
                      - {pattern: "demo://items/:id:int", name: items, route: item}
                                                                              ^
                """)
    }

    @Test func routeAndFlow_exactlyOne_andFlowsTakeNoParameters() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
              pay: {title: Pay}
            coordinators:
              main: {kind: stack, root: home}
              checkout: {kind: child, root: pay}
            deepLinks:
              - {pattern: "demo://both", route: pay, flow: checkout}
              - {pattern: "demo://neither"}
              - {pattern: "demo://checkout/:step:int", flow: checkout}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:9:15: error: deepLinks[0].pattern: a deep link needs exactly one of 'route' and 'flow'
                      - {pattern: "demo://both", route: pay, flow: checkout}
                                  ^
                app.yaml:10:15: error: deepLinks[1].pattern: a deep link needs exactly one of 'route' and 'flow'
                      - {pattern: "demo://neither"}
                                  ^
                app.yaml:11:15: error: deepLinks[2].pattern: URL parameter 'step' is not a parameter of flow 'checkout', whose first screen takes none
                      - {pattern: "demo://checkout/:step:int", flow: checkout}
                                  ^
                """)
    }

    @Test func pushInsideAModalWithoutNavigation() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
              filters: {title: Filters, style: sheet}
              detail: {title: Detail}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://filters/detail", via: [filters], route: detail}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:9:63: error: deepLinks[0].route: the deep link pushes 'detail' inside 'filters', which is presented without navigation
                      - {pattern: "demo://filters/detail", via: [filters], route: detail}
                                                                                  ^
                """)
    }

    @Test func openActions_needAMatchingLinkAndAHandler() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Open, open: "demo://nowhere"}]}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://home", route: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:53: error: routes.home.actions[0].open: no deep link matches 'demo://nowhere': unknown host 'nowhere' for scheme 'demo'; known hosts: home
                      home: {title: Home, actions: [{title: Open, open: "demo://nowhere"}]}
                                                                        ^
                app.yaml:3:53: error: routes.home.actions[0].open: open needs an enabled plugin that handles deep links; none does
                      home: {title: Home, actions: [{title: Open, open: "demo://nowhere"}]}
                                                                        ^
                """)
    }
}
