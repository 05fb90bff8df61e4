import Testing
import WayfinderComposition

/// Validation stays linear in the manifest's size: the same undefined name referred to from
/// many screens is searched for once, and every reference is still reported with the
/// suggestion (issue 16). The speed itself is measured in Benchmarks/ (`refusedAll500`,
/// `refusedAll4000`).
@MainActor
@Suite struct ValidatorScaleTests {
    @Test func theSameUndefinedRoute_fromEveryScreen_isReportedAtEach_withTheSuggestion() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: A, push: alpha}, {title: Item, push: itme}]}
              alpha: {title: Alpha, actions: [{title: B, push: beta}, {title: Item, push: itme}]}
              beta: {title: Beta, actions: [{title: Item, push: itme}, {title: Item, push: item}]}
              item: {title: Item, actions: [{title: Other, push: alhpa}]}
            coordinators:
              main: {kind: stack, root: home}
            """
        let findings = try Fixture.findings(yaml, registry: .testPlugins())
        let lines = findings.split(separator: "\n").filter { $0.contains("error:") }
        #expect(
            lines == [
                "app.yaml:3:78: error: routes.home.actions[1].push: undefined route 'itme'; did you mean 'item'?",
                "app.yaml:4:79: error: routes.alpha.actions[1].push: undefined route 'itme'; did you mean 'item'?",
                "app.yaml:5:53: error: routes.beta.actions[0].push: undefined route 'itme'; did you mean 'item'?",
                "app.yaml:6:54: error: routes.item.actions[0].push: undefined route 'alhpa'; did you mean 'alpha'?",
            ])
    }

    @Test func aNameWithNothingClose_getsNoSuggestion_evenAmongManyNames() throws {
        let routes = (0..<300).map { "  screen\($0): {title: Screen \($0)}" }.joined(separator: "\n")
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Go, push: zzzzzzzz}, {title: Go, push: screen12x}]}
            \(routes)
            coordinators:
              main: {kind: stack, root: home}
            """
        let findings = try Fixture.findings(yaml, registry: .testPlugins())
        #expect(findings.contains("undefined route 'zzzzzzzz'\n"))
        #expect(findings.contains("undefined route 'screen12x'; did you mean 'screen12'?\n"))
    }

    @Test func findingsFarDownALongManifest_quoteTheirOwnLine() throws {
        let routes = (0..<300).map { "  screen\($0): {title: Screen \($0), actions: [{title: Go, push: scren\($0)}]}" }
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            \(routes.joined(separator: "\n"))
            coordinators:
              main: {kind: stack, root: home}
            """
        let findings = try Fixture.findings(yaml, registry: .testPlugins())
        #expect(
            findings.contains(
                """
                app.yaml:303:62: error: routes.screen299.actions[0].push: undefined route 'scren299'; did you mean 'screen299'?
                      screen299: {title: Screen 299, actions: [{title: Go, push: scren299}]}
                                                                                 ^
                """))
    }
}
