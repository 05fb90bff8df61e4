import Testing
import WayfinderComposition
import WayfinderConfig

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

    /// Hostile review 3, finding 7: with one undefined route per route, validation searched a
    /// suggestion for every finding, although only 50 are printed (8.75 s at 2,000 routes). The
    /// validator leaves each suggestion unsearched; reading a finding's message searches it.
    @Test func suggestions_areSearchedOnlyForTheFindingsRead() throws {
        let routes = (0..<2_000).map { "  screen\($0): {title: S, actions: [{title: Go, push: scren\($0)}]}" }
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Go, push: screen0}]}
            \(routes.joined(separator: "\n"))
            coordinators:
              main: {kind: stack, root: home}
            """
        let manifest = try AppManifest.load(yaml: yaml, sourceName: "app.yaml")
        let findings = ManifestValidator(registry: try .testPlugins(), environment: [:]).findings(in: manifest)
        let undefined = findings.filter { $0.statement.hasPrefix("undefined route") }
        #expect(undefined.count == 2_000)
        // Every suggestion is still to search: none was computed while validating.
        #expect(undefined.allSatisfy { $0.suggestion != nil && !$0.statement.contains("did you mean") })
        #expect(undefined.last?.message == "undefined route 'scren1999'; did you mean 'screen1999'?")
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

    @Test func aFlowCycle_closedAtTheEndOfAFiveThousandScreenChain_isFound() throws {
        // The flow-cycle check walks the graph of flows and screens once, without recursion.
        let chain = (0..<5_000).map { index in
            let next = index == 4_999 ? "{title: Again, flow: loop}" : "{title: Next, push: s\(index + 1)}"
            return "  s\(index): {title: S\(index), actions: [\(next)]}"
        }
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Loop, flow: loop}]}
            \(chain.joined(separator: "\n"))
            coordinators:
              main: {kind: stack, root: home}
              loop: {kind: stack, root: s0, presentation: sheet}
            """
        let lines = try Fixture.findings(yaml, registry: .testPlugins()).split(separator: "\n").filter {
            $0.contains("error:")
        }
        #expect(
            lines == [
                "app.yaml:5003:56: error: routes.s4999.actions[0].flow: flow 'loop' can start itself through the "
                    + "actions of its screens: loop → loop"
            ])
    }

    @Test func manyFlowsSharingScreens_withoutACycle_areAccepted() throws {
        // Each of 300 flows reaches the same 300 shared screens; none starts a flow again.
        let shared = (0..<300).map { index in
            let next = index == 299 ? "[]" : "[{title: Next, push: shared\(index + 1)}]"
            return "  shared\(index): {title: Shared \(index), actions: \(next)}"
        }
        let firsts = (0..<300).map { "  first\($0): {title: First \($0), actions: [{title: In, push: shared0}]}" }
        let flows = (0..<300).map { "  flow\($0): {kind: stack, root: first\($0), presentation: sheet}" }
        let starts = (0..<300).map { "{title: Start \($0), flow: flow\($0)}" }.joined(separator: ", ")
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [\(starts)]}
            \((shared + firsts).joined(separator: "\n"))
            coordinators:
              main: {kind: stack, root: home}
            \(flows.joined(separator: "\n"))
            """
        let findings = try Fixture.findings(yaml, registry: .testPlugins())
        #expect(!findings.contains("error:"), "\(findings.prefix(600))")
    }

    @Test func findingsAfterMultiByteTextAndCRLF_quoteTheirOwnLine() throws {
        let yaml = [
            "app: {id: demo, name: Démo ✓, root: main}", "routes:",
            "  home: {title: Accueil — é, actions: [{title: Go, push: itme}]}",
            "  item: {title: Élément}", "coordinators:", "  main: {kind: stack, root: home}",
        ].joined(separator: "\r\n")
        let findings = try Fixture.findings(yaml, registry: .testPlugins())
        #expect(
            findings.contains(
                """
                app.yaml:3:58: error: routes.home.actions[0].push: undefined route 'itme'; did you mean 'item'?
                      home: {title: Accueil — é, actions: [{title: Go, push: itme}]}
                """))
    }

    @Test func eachOfManyOpenURLs_isCheckedAgainstItsOwnLink() throws {
        // Every `open:` URL finds its link in one lookup (no scan of every link per URL).
        let count = 200
        let opens = (0..<count).map { "{title: Open \($0), open: \"demo://item\($0)/abc\"}" }.joined(separator: ", ")
        let items = (0..<count).map { "  item\($0): {title: Item \($0), parameters: {id: int}}" }
        let links = (0..<count).map { "  - {pattern: \"demo://item\($0)/:id\", route: item\($0)}" }
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [\(opens)]}
            \(items.joined(separator: "\n"))
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
            \(links.joined(separator: "\n"))
            plugins:
              - {id: deep-links}
            """
        // (Each pattern's string `:id` for an int parameter is a finding of its own, at the link.)
        let lines = try Fixture.findings(yaml, registry: .testPlugins()).split(separator: "\n").filter {
            $0.contains("error: routes.home.actions[")
        }
        #expect(lines.count == count)
        for index in [0, 1, 57, count - 1] {
            #expect(
                lines.contains {
                    $0.hasSuffix(
                        "routes.home.actions[\(index)].open: 'demo://item\(index)/abc' gives route 'item\(index)' "
                            + "parameter 'id' \"abc\", but it must be an int")
                }, "\(index)")
        }
    }
}
