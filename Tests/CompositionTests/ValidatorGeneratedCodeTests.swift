import Testing
import WayfinderComposition
import WayfinderConfig

/// Findings that keep generated Swift sound: link names, names that collide as identifiers, and
/// links that cannot go both ways.
@MainActor
@Suite struct ValidatorGeneratedCodeTests {
    static let header = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Item, push: item, with: {id: 1}}
              - {title: Named, push: named, with: {name: x}}
          item: {title: Item, parameters: {id: int}}
          named: {title: Named, parameters: {name: string}}
        coordinators:
          main: {kind: stack, root: home}

        """

    @Test func twoLinksToOneTarget_withoutNames_reportTheSecondAtItsTarget() throws {
        let yaml =
            Self.header + """
                deepLinks:
                  - {pattern: "demo://item/:id:int", route: item}
                  - {pattern: "demo://list/:id:int", route: item}
                """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:14:45: error: deepLinks[1].route: deep link name 'item' is used twice (first at app.yaml:13:45) (a link is named after its target unless it has a 'name:')
                      - {pattern: "demo://list/:id:int", route: item}
                                                                ^
                """)
    }

    @Test func twoLinksToOneTarget_withANameEach_areFine() throws {
        let yaml =
            Self.header + """
                deepLinks:
                  - {pattern: "demo://item/:id:int", route: item}
                  - {pattern: "demo://list/:id:int", name: listItem, route: item}
                """
        #expect(Fixture.findings(yaml, registry: try .testPlugins()) == "")
    }

    @Test func namesCollidingAfterCaseConversion_areReportedAtTheSecond() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              item-list:
                title: Items
                actions:
                  - {title: Other, push: itemList}
              itemList: {title: Other items}
            coordinators:
              main: {kind: stack, root: item-list}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:7:3: error: routes.itemList: route 'itemList' and 'item-list' (first at app.yaml:3:3) are both 'itemList' in generated Swift; rename one
                      itemList: {title: Other items}
                      ^
                """)
    }

    @Test func aStringParameterNextToALiteral_cannotBeReversed() throws {
        let yaml =
            Self.header + """
                deepLinks:
                  - {pattern: "demo://named/:name", route: named}
                  - {pattern: "demo://named/new", route: home}
                """
        let findings = Fixture.findings(yaml, registry: try .testPlugins())
        #expect(
            findings.hasPrefix(
                """
                app.yaml:13:15: error: deepLinks[0].pattern: pattern 'demo://named/:name' cannot be reversed: some URLs it writes are matched first by 'demo://named/new' (at app.yaml:14:15), so they would open 'home' (give the patterns a literal that tells them apart)
                """), "\(findings)")
    }

    @Test func anIntParameterNextToAStringOne_cannotBeReversed_butTheIntCan() throws {
        let yaml =
            Self.header + """
                deepLinks:
                  - {pattern: "demo://x/:id:int", route: item}
                  - {pattern: "demo://x/:name", route: named}
                """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:14:15: error: deepLinks[1].pattern: pattern 'demo://x/:name' cannot be reversed: some URLs it writes are matched first by 'demo://x/:id:int' (at app.yaml:13:15), so they would open 'item' (give the patterns a literal that tells them apart)
                      - {pattern: "demo://x/:name", route: named}
                                  ^
                """)
    }
}

// MARK: - Guard redirects

/// A guard that only declares its redirect: two of them can send to each other.
class RedirectingGuard: WayfinderPlugin {
    struct Options: Decodable {
        var login: Marked<String>
        var protected: [Marked<String>]
    }

    class var id: String { "guard" }
    class var failurePolicy: PluginFailurePolicy { .fail }

    required init(options: Options, context: PluginContext) throws {}

    class func validate(options: Options, in context: PluginValidationContext) {
        context.declareRedirect(protecting: options.protected, to: options.login)
    }

    func install(_ installation: PluginInstallation) throws {}
}

final class StaffGuard: RedirectingGuard { override class var id: String { "staff-guard" } }
final class MemberGuard: RedirectingGuard { override class var id: String { "member-guard" } }

@MainActor
@Suite struct ValidatorRedirectCycleTests {
    static let yaml = """
        app: {id: demo, name: Demo, root: main}
        routes:
          home:
            title: Home
            actions:
              - {title: Staff, present: staff-login}
              - {title: Members, present: member-login}
          staff-login: {title: Staff login, style: sheet}
          member-login: {title: Member login, style: sheet}
        coordinators:
          main: {kind: stack, root: home}
        plugins:
          - id: staff-guard
            options: {login: staff-login, protected: [member-login]}
          - id: member-guard
            options: {login: member-login, protected: [STAFF]}
        """

    static var registry: PluginRegistry {
        get throws { try PluginRegistry([StaffGuard.self, MemberGuard.self]) }
    }

    @Test func guardsProtectingEachOthersLogin_areACycle() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "STAFF", with: "staff-login")
        #expect(
            Fixture.findings(yaml, registry: try Self.registry) == """
                app.yaml:14:47: error: plugins[0].options.protected[0]: guards redirect to each other in a cycle: staff-guard → member-guard → staff-guard ('staff-guard' sends to 'staff-login', 'member-guard' sends to 'member-login', which the next one protects)
                        options: {login: staff-login, protected: [member-login]}
                                                                  ^
                """)
    }

    @Test func guardsProtectingOtherRoutes_areNoCycle() throws {
        let yaml = Self.yaml.replacingOccurrences(of: "STAFF", with: "home")
        #expect(Fixture.findings(yaml, registry: try Self.registry) == "")
    }
}
