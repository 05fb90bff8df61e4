import Testing
import WayfinderComposition
import WayfinderConfig

/// Hostile review 3, finding 5: names that generated Swift could not declare were not reported.
/// The validator checks every identifier `wayfinder generate` writes, in its scope.
@MainActor
@Suite struct ValidatorGeneratedNamesTests {
    /// A manifest whose home pushes `target` with `with`, `target` declaring `parameters`.
    static func manifest(
        app: String = "demo", target: String = "item", parameters: String, with: String
    )
        -> String
    {
        """
        app: {id: "\(app)", name: Demo, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Item, push: "\(target)", with: {\(with)}}
          "\(target)": {title: Item, parameters: {\(parameters)}}
        coordinators:
          main: {kind: stack, root: home}
        """
    }

    static func findings(_ yaml: String) throws -> [String] {
        try Fixture.findings(yaml, registry: .testPlugins()).split(separator: "\n").filter { $0.contains("error:") }
            .map(String.init)
    }

    @Test func optionsMeetingAfterCamelCasing_underAPlainParameter_areReported() throws {
        let dashed = try Self.findings(Self.manifest(parameters: #"sort: "oneOf(a-b|aB)""#, with: "sort: aB"))
        #expect(
            dashed == [
                "app.yaml:7:38: error: routes.item: option of parameter 'sort' 'aB' and 'a-b' (first at app.yaml:7:38) are both 'aB' in generated Swift; rename one"
            ])
        let cased = try Self.findings(Self.manifest(parameters: #"sort: "oneOf(a|A)""#, with: "sort: a"))
        #expect(cased.count == 1 && cased[0].contains("'A' and 'a'"), "\(cased)")
    }

    @Test func optionsMeetingThroughAReservedName_areReported() throws {
        let found = try Self.findings(
            Self.manifest(parameters: #"sort: "oneOf(rawValue|rawValue_)""#, with: "sort: rawValue"))
        #expect(found.count == 1 && found[0].contains("are both 'rawValue_'"), "\(found)")
    }

    @Test func parametersWhosePatternLocalsMeet_areReported() throws {
        // `ß` and `SS` are two labels (`ß`, `sS`), but both locals are `vSS`.
        let found = try Self.findings(Self.manifest(parameters: "ß: int, SS: int", with: "ß: 1, SS: 2"))
        #expect(found.count == 1 && found[0].contains("are both 'vSS'"), "\(found)")
    }

    @Test func oneOfParametersWhoseTypesMeet_areReported() throws {
        let found = try Self.findings(
            Self.manifest(parameters: #"ß: "oneOf(a|b)", SS: "oneOf(c|d)""#, with: "ß: a, SS: c"))
        #expect(found.contains { $0.contains("are both 'SS'") }, "\(found)")
    }

    @Test func aRouteWhoseCaseIsItsOptionsType_isReported() throws {
        for target in ["日本", "1x"] {
            let found = try Self.findings(
                Self.manifest(target: target, parameters: #"sort: "oneOf(a|b)""#, with: "sort: a"))
            #expect(
                found.count == 1
                    && found[0].contains("route '\(target)' names both its case and the type of its options"),
                "\(found)")
        }
        // Without a `oneOf`, there is no type to meet.
        #expect(try Self.findings(Self.manifest(target: "日本", parameters: "id: int", with: "id: 1")) == [])
    }

    @Test func anAppIdWithoutCase_isReported_andAKeywordIsNot() throws {
        // App ids are `[a-z0-9-]+`: a digit first is the one way to a prefix without case.
        for app in ["1x", "2-go"] {
            let found = try Self.findings(Self.manifest(app: app, parameters: "id: int", with: "id: 1"))
            #expect(found.count == 1 && found[0].contains("app id '\(app)' makes both the type"), "\(found)")
        }
        #expect(try Self.findings(Self.manifest(app: "default", parameters: "id: int", with: "id: 1")) == [])
    }

    @Test func linkParametersFromTheViaRouteAndTheTarget_meeting_areReported() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home, actions: [{title: Via, push: via, with: {item_id: 1}}]}
              via: {title: Via, parameters: {item_id: int}, actions: [{title: Go, push: item, with: {itemId: 2}}]}
              item: {title: Item, parameters: {itemId: int}}
            coordinators:
              main: {kind: stack, root: home}
            deepLinks:
              - {pattern: "demo://via/:item_id:int/item/:itemId:int", via: [via], route: item}
            plugins:
              - id: deep-links
            """
        let found = try Self.findings(yaml)
        #expect(found.contains { $0.contains("parameter of deep link 'item' 'itemId' and 'item_id'") }, "\(found)")
    }
}
