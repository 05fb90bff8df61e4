import Testing
import WayfinderComposition

/// Values of the right type that still make no sense: ids, kinds, keys a kind does not take, styles, parameters.
@MainActor
@Suite struct ValidatorShapeTests {
    @Test func appID_mustBeLowercaseLettersDigitsAndDashes() throws {
        let yaml = """
            app: {id: Demo.App, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:1:11: error: app.id: app id 'Demo.App' must be [a-z0-9-]+ (it names persisted state)
                    app: {id: Demo.App, name: Demo, root: main}
                              ^
                """)
    }

    @Test func unknownCoordinatorKind_suggestsTheClosestKind() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: stak, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:5:16: error: coordinators.main.kind: unknown coordinator kind 'stak'; did you mean 'stack'? (kinds: stack, tabs, child, base)
                      main: {kind: stak, root: home}
                                   ^
                """)
    }

    @Test func keysOfOtherKinds_andMissingRoot_areReported() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Flow, flow: empty}]}
            coordinators:
              main: {kind: stack, root: home, scope: owned, mode: push, pages: [{name: a, title: A, coordinator: main}]}
              empty: {kind: child}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:5:42: error: coordinators.main.scope: 'scope' applies to child coordinators only; 'main' is a stack coordinator
                      main: {kind: stack, root: home, scope: owned, mode: push, pages: [{name: a, title: A, coordinator: main}]}
                                                             ^
                app.yaml:5:55: error: coordinators.main.mode: 'mode' applies to base coordinators only; 'main' is a stack coordinator
                      main: {kind: stack, root: home, scope: owned, mode: push, pages: [{name: a, title: A, coordinator: main}]}
                                                                          ^
                app.yaml:5:76: error: coordinators.main.pages[0].name: 'pages' applies to tabs coordinators only; 'main' is a stack coordinator
                      main: {kind: stack, root: home, scope: owned, mode: push, pages: [{name: a, title: A, coordinator: main}]}
                                                                                               ^
                app.yaml:6:17: error: coordinators.empty.kind: a child coordinator needs a 'root' route
                      empty: {kind: child}
                                    ^
                """)
    }

    @Test func childAsRoot_isRefused() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main: {kind: child, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:1:35: error: app.root: the root coordinator 'main' is a child flow; the root must be a stack, tabs or base coordinator
                    app: {id: demo, name: Demo, root: main}
                                                      ^
                """)
    }

    @Test func firstScreenWithParameters_isRefused() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: "Home {id}", parameters: {id: int}}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:5:29: error: coordinators.main.root: route 'home' declares parameters (id); the first screen of coordinator 'main' cannot receive any
                      main: {kind: stack, root: home}
                                                ^
                """)
    }

    @Test func invalidPresentationStyles_onRoutesActionsAndCoordinators() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home:
                title: Home
                actions:
                  - {title: Sheet, present: sheet}
                  - {title: Small, present: sheet, style: {detents: []}}
                  - {title: Intro, flow: intro}
              sheet: {title: Sheet, style: {detents: [{fraction: 1.5}]}}
            coordinators:
              main: {kind: stack, root: home}
              intro: {kind: stack, root: sheet, presentation: {custom: {transition: {name: "", parameters: {}}}}}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:47: error: routes.home.actions[1].style: invalid presentation style: detents must name at least one height
                          - {title: Small, present: sheet, style: {detents: []}}
                                                                  ^
                app.yaml:9:32: error: routes.sheet.style: invalid presentation style: detent fraction 1.5 is outside 0...1 (it must be greater than 0 and at most 1)
                      sheet: {title: Sheet, style: {detents: [{fraction: 1.5}]}}
                                                   ^
                app.yaml:12:51: error: coordinators.intro.presentation: invalid presentation style: a custom transition or animation needs a non-empty name
                      intro: {kind: stack, root: sheet, presentation: {custom: {transition: {name: "", parameters: {}}}}}
                                                                      ^
                """)
    }

    @Test func pushOfAModalRoute_andPresentOfAPushedOne() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home:
                title: Home
                actions:
                  - {title: Sheet, push: sheet}
                  - {title: Detail, present: detail}
                  - {title: Detail as sheet, present: detail, style: sheet}
              sheet: {title: Sheet, style: sheet}
              detail: {title: Detail}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:6:30: error: routes.home.actions[0].push: route 'sheet' is presented (sheet); show it with present:, not push:
                          - {title: Sheet, push: sheet}
                                                 ^
                app.yaml:7:34: error: routes.home.actions[1].present: present needs a modal style, but route 'detail' is pushed; give the action a modal 'style' or use push:
                          - {title: Detail, present: detail}
                                                     ^
                """)
    }

    @Test func titlePlaceholders_andWithNavigationOnAPushedRoute() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: "Hello {user}", text: "{greeting}, {user}", withNavigation: true}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:17: error: routes.home.title: placeholder '{user}' is not a parameter of route 'home' (it declares none)
                      home: {title: "Hello {user}", text: "{greeting}, {user}", withNavigation: true}
                                    ^
                app.yaml:3:39: error: routes.home.text: placeholder '{greeting}' is not a parameter of route 'home' (it declares none)
                      home: {title: "Hello {user}", text: "{greeting}, {user}", withNavigation: true}
                                                          ^
                app.yaml:3:39: error: routes.home.text: placeholder '{user}' is not a parameter of route 'home' (it declares none)
                      home: {title: "Hello {user}", text: "{greeting}, {user}", withNavigation: true}
                                                          ^
                app.yaml:3:77: error: routes.home.withNavigation: withNavigation applies to modal styles only; route 'home' is pushed
                      home: {title: "Hello {user}", text: "{greeting}, {user}", withNavigation: true}
                                                                                                ^
                """)
    }

    @Test func withParameters_undeclaredWrongTypeMissingAndBadCopies() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home:
                title: Home
                actions:
                  - {title: A, push: item, with: {id: "x", extra: 1}}
                  - {title: B, push: item}
                  - {title: C, push: item, with: {id: "{nope}"}}
                  - {title: D, push: review, with: {item: 3, ref: "{id}"}}
                  - {title: E, back: , with: {id: 1}, style: sheet}
              item: {title: "Item {id}", parameters: {id: int}, actions: [{title: Review, push: review, with: {item: "{id}", ref: "{id}"}}]}
              review: {title: Review, parameters: {item: int, ref: uuid}}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:6:43: error: routes.home.actions[0].with.id: parameter 'id' of route 'item' must be an int, found "x"
                          - {title: A, push: item, with: {id: "x", extra: 1}}
                                                              ^
                app.yaml:6:55: error: routes.home.actions[0].with.extra: parameter 'extra' is not declared by route 'item' (parameters: id)
                          - {title: A, push: item, with: {id: "x", extra: 1}}
                                                                          ^
                app.yaml:7:26: error: routes.home.actions[1].push: route 'item' needs parameter 'id'; give it with 'with:'
                          - {title: B, push: item}
                                             ^
                app.yaml:8:43: error: routes.home.actions[2].with.id: '{nope}' copies a parameter route 'home' does not have (it declares none)
                          - {title: C, push: item, with: {id: "{nope}"}}
                                                              ^
                app.yaml:9:55: error: routes.home.actions[3].with.ref: '{id}' copies a parameter route 'home' does not have (it declares none)
                          - {title: D, push: review, with: {item: 3, ref: "{id}"}}
                                                                          ^
                app.yaml:10:39: error: routes.home.actions[4].with.id: 'with' applies to push and present only; this action is back
                          - {title: E, back: , with: {id: 1}, style: sheet}
                                                          ^
                app.yaml:10:50: error: routes.home.actions[4].style: 'style' applies to present only; this action is back
                          - {title: E, back: , with: {id: 1}, style: sheet}
                                                                     ^
                app.yaml:11:119: error: routes.item.actions[0].with.ref: parameter 'ref' of route 'review' must be a UUID; '{id}' is an int
                    ...{title: "Item {id}", parameters: {id: int}, actions: [{title: Review, push: review, with: {item: "{id}", ref: "{id}"}}]}
                                                                                                                                     ^
                """)
    }
}
