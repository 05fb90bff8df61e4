import Testing
import WayfinderComposition

/// What the run would refuse, found by the validator first.
@MainActor
@Suite struct ValidatorHostileTests {
    static let links = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Search, open: "demo://search"}
              - {title: Item, open: "demo://item/abc"}
              - {title: Sorted, open: "demo://sorted?by=size"}
          search: {title: Search, parameters: {q: string}}
          item: {title: Item, parameters: {id: int}}
          sorted: {title: Sorted, parameters: {by: "oneOf(price|name)"}}
        coordinators:
          main: {kind: stack, root: home}
        deepLinks:
          - {pattern: "demo://search?q", route: search}
          - {pattern: "demo://item/:id", route: item}
          - {pattern: "demo://sorted?by!", route: sorted}
        plugins:
          - {id: deep-links}
        """

    @Test func anOptionalQueryParameter_forARequiredRouteParameter_isAFinding() throws {
        let findings = Fixture.findings(Self.links, registry: try .testPlugins())
        #expect(
            findings.contains(
                "app.yaml:15:15: error: deepLinks[0].pattern: URL parameter 'q' is optional in the pattern, but route "
                    + "'search' needs it; a URL without it would be refused when opened (mark it required: 'q!')"))
    }

    @Test func openURLs_areCheckedAgainstTheRoutesParameters() throws {
        let findings = Fixture.findings(Self.links, registry: try .testPlugins())
        #expect(
            findings.contains(
                "error: routes.home.actions[0].open: 'demo://search' opens route 'search' without its parameter 'q'; "
                    + "the link's pattern 'demo://search?q' makes it optional, so the URL must give it"))
        #expect(
            findings.contains(
                "error: routes.home.actions[1].open: 'demo://item/abc' gives route 'item' parameter 'id' \"abc\", "
                    + "but it must be an int"))
        #expect(
            findings.contains(
                "error: routes.home.actions[2].open: 'demo://sorted?by=size' gives route 'sorted' parameter 'by' "
                    + "\"size\", but it must be one of (price|name)"))
    }
}

/// One mistake, one finding: nothing follows about what the user did not write.
@MainActor
@Suite struct ValidatorFollowOnTests {
    @Test func aMisspelledVerbWithParameters_isOneFinding_withASuggestion() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Item, psh: item, with: {id: 3}}]}
              item: {title: Item, parameters: {id: int}}
            coordinators:
              main: {kind: stack, root: home}
            """
        let findings = Fixture.findings(yaml, registry: try .testPlugins())
        #expect(findings.contains("unknown verb 'psh'; did you mean 'push'?"))
        #expect(!findings.contains("'with' applies to push and present only"))
    }
}

/// Values quoted as the manifest wrote them.
@MainActor
@Suite struct ValidatorWrittenValueTests {
    @Test func aNumberOfTheWrongType_isQuotedAsWritten() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Item, push: item, with: {id: 1e20}}]}
              item: {title: Item, parameters: {id: int}}
            coordinators:
              main: {kind: stack, root: home}
            """
        let findings = Fixture.findings(yaml, registry: try .testPlugins())
        #expect(findings.contains("parameter 'id' of route 'item' must be an int, found the number 1e20\n"))
        #expect(!findings.contains("1e+20"))
    }

    @Test func aBooleanWrittenInCapitals_isQuotedAsWritten() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Item, push: item, with: {id: True}}]}
              item: {title: Item, parameters: {id: string}}
            coordinators:
              main: {kind: stack, root: home}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()).contains(
                "found True, which YAML reads as a boolean (write \"True\" for text)"))
    }
}
