import Testing
import WayfinderComposition

/// Screens and coordinators nothing leads to from the root coordinator.
@MainActor
@Suite struct ValidatorReachabilityTests {
    @Test func unreachableRoutesAndCoordinators_areReported() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Item, push: item}]}
              item: {title: Item}
              orphan: {title: Orphan, actions: [{title: Next, push: also-orphan}]}
              also-orphan: {title: Also orphan}
            coordinators:
              main: {kind: stack, root: home}
              unused: {kind: child, root: orphan}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:5:3: error: routes.orphan: route 'orphan' is unreachable: nothing leads to it from the root coordinator 'main'
                      orphan: {title: Orphan, actions: [{title: Next, push: also-orphan}]}
                      ^
                app.yaml:6:3: error: routes.also-orphan: route 'also-orphan' is unreachable: nothing leads to it from the root coordinator 'main'
                      also-orphan: {title: Also orphan}
                      ^
                app.yaml:9:3: error: coordinators.unused: coordinator 'unused' is never started: nothing leads to it from the root coordinator 'main'
                      unused: {kind: child, root: orphan}
                      ^
                """)
    }

    @Test func deepLinksOpenActionsAndTheLoginRoute_makeScreensReachable() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Promo, open: "demo://promo"}]}
              promo: {title: Promo}
              item: {title: "Item {id}", parameters: {id: int}}
              login: {title: Log in, style: fullScreenCover}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://item/:id:int", route: item}
              - {pattern: "demo://promo", route: promo}
            plugins:
              - {id: deep-links}
              - {id: auth-guard, options: {login: login, protected: [item]}}
            """
        #expect(Fixture.findings(yaml, registry: try .testPlugins()) == "")
    }
}
