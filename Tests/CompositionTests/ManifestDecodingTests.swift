import Foundation
import Testing
import WayfinderComposition
import WayfinderConfig
import WayfinderRouting

/// `AppManifest` decodes strictly: every mistake of the file at once, at its line and column.
@MainActor
@Suite struct ManifestDecodingTests {
    static func yaml(routes: String, extra: String = "") -> String {
        """
        app: {id: demo, name: Demo, root: main}
        routes:
        \(routes)
        coordinators:
          main: {kind: stack, root: home}
        \(extra)
        """
    }

    @Test func everyStyleForm_decodes() throws {
        let manifest = try Fixture.manifest(
            yaml: Self.yaml(
                routes: """
                      home: {title: Home}
                      a: {title: A, style: push}
                      b: {title: B, style: sheet, withNavigation: true}
                      c: {title: C, style: fullScreenCover}
                      d: {title: D, style: {detents: [medium, large, {height: 320}, {fraction: 0.25}]}}
                      e: {title: E, style: {custom: {transition: {name: slide, parameters: {edge: trailing}}, animation: {name: spring, parameters: {}}, fullScreen: true}}}
                    """))
        #expect(
            manifest.routes.map(\.spec.presentationStyle) == [
                .push, .push, .sheet, .fullScreenCover, .detents([.medium, .large, .height(320), .fraction(0.25)]),
                .custom(
                    transition: NamedEffect("slide", ["edge": "trailing"]), animation: NamedEffect("spring"),
                    fullScreen: true),
            ])
        #expect(manifest.routes.map(\.spec.allowsNavigation) == [false, false, true, false, false, false])
    }

    @Test func parametersAndActions_decodeWithMarks() throws {
        let manifest = try Fixture.manifest(
            yaml: Self.yaml(
                routes: """
                      home:
                        title: "Item {id}"
                        parameters: {id: int, sort: "oneOf(price|name)", ref: uuid}
                        actions:
                          - {title: Back, back: }
                          - {title: Close, dismiss: true}
                          - {title: Next, push: home, with: {id: 2, sort: name}}
                    """))
        let home = try #require(manifest.routes["home"])
        #expect(
            home.parameterTypes.map { "\($0.name): \($0.type)" } == ["id: int", "sort: oneOf(price|name)", "ref: uuid"])
        #expect(home.actionList.map(\.verb.description) == ["back", "dismiss", "push home"])
        #expect(
            home.actionList.map { $0.verbMark?.description ?? "-" } == [
                "app.yaml:7:29", "app.yaml:8:33", "app.yaml:9:29",
            ])
        #expect(manifest.routes[0].name.mark?.description == "app.yaml:3:3")
    }

    @Test func actionVerbs_noneOrTwo_areErrorsAtTheActionOrTheSecondVerb() throws {
        let text = Fixture.findings(
            Self.yaml(
                routes: """
                      home:
                        title: Home
                        actions:
                          - {title: Nothing}
                          - {title: Both, push: home, present: home}
                          - {title: Bad flag, back: false}
                    """))
        #expect(
            text == """
                app.yaml:6:9: error: routes.home.actions[0]: an action needs one verb: push, present, flow, tab, open, back, dismiss, finish, popToRoot, or one a plugin contributes (login, logout)
                          - {title: Nothing}
                            ^
                app.yaml:7:44: error: routes.home.actions[1].present: an action takes exactly one verb; found push and present
                          - {title: Both, push: home, present: home}
                                                               ^
                app.yaml:8:33: error: routes.home.actions[2].back: a verb without argument is written with an empty value or true
                          - {title: Bad flag, back: false}
                                                    ^
                """)
    }

    @Test func unknownKeysTypesAndPolicies_areReportedTogether() throws {
        let text = Fixture.findings(
            Self.yaml(
                routes: """
                      home:
                        titel: Home
                        parameters: {id: integer, q: strng}
                    """,
                extra: """
                    plugins:
                      - {id: analytics, onFailure: ignore, enabeld: false}
                    """))
        #expect(
            text == """
                app.yaml:4:5: error: routes.home.titel: unknown key 'titel'; did you mean 'title'?
                        titel: Home
                        ^
                app.yaml:5:22: error: routes.home.parameters.id: unknown parameter type 'integer'; expected string, int, double, bool, uuid or oneOf(a|b)
                        parameters: {id: integer, q: strng}
                                         ^
                app.yaml:5:34: error: routes.home.parameters.q: unknown parameter type 'strng'; expected string, int, double, bool, uuid or oneOf(a|b); did you mean 'string'?
                        parameters: {id: integer, q: strng}
                                                     ^
                app.yaml:9:32: error: plugins[0].onFailure: expected one of fail, disable, found the string "ignore"
                      - {id: analytics, onFailure: ignore, enabeld: false}
                                                   ^
                app.yaml:9:40: error: plugins[0].enabeld: unknown key 'enabeld'; did you mean 'enabled'?
                      - {id: analytics, onFailure: ignore, enabeld: false}
                                                           ^
                """)
    }

    @Test func pluginOptions_stayUndecodedNodes() throws {
        let manifest = try Fixture.manifest(
            yaml: Self.yaml(
                routes: "  home: {title: Home}",
                extra: """
                    plugins:
                      - id: analytics
                        requires: [deep-links]
                        options: {output: stdout, anything: [1, 2]}
                      - {id: deep-links, enabled: false}
                    """))
        #expect(manifest.plugins.map(\.id.value) == ["analytics", "deep-links"])
        #expect(manifest.plugins.map(\.isEnabled) == [true, false])
        #expect(manifest.plugins[0].requiredIDs.map(\.value) == ["deep-links"])
        #expect(manifest.plugins[0].options?.value["anything"]?.elements.count == 2)
        #expect(manifest.plugins[0].options?.keyPath.description == "plugins[0].options")
    }

    @Test func routes_splitOverIncludedFiles_keepTheirFilesInMarks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "composition-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "home: {title: Home, actions: [{title: Cart, push: cart}]}\ncart: {title: Cart}\n"
            .write(to: directory.appendingPathComponent("a.yaml"), atomically: true, encoding: .utf8)
        try "cart: {title: Cart again}\n".write(
            to: directory.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        try """
        app: {id: demo, name: Demo, root: main}
        routes: [!include a.yaml, !include b.yaml]
        coordinators:
          main: {kind: stack, root: home}
        """.write(to: directory.appendingPathComponent("app.yaml"), atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("app.yaml").path
        let manifest = try AppManifest.load(path: path, environment: [:])
        #expect(
            manifest.routes.map(\.name.keyPath.description) == ["routes[0].home", "routes[0].cart", "routes[1].cart"])
        let findings = ManifestValidator(environment: [:]).findings(in: manifest).map(\.description)
        #expect(
            findings == [
                """
                \(directory.path)/b.yaml:1:1: error: routes[1].cart: route 'cart' is defined twice (first at \(directory.path)/a.yaml:2:1)
                    cart: {title: Cart again}
                    ^
                """
            ])
    }
}
