import Testing
import WayfinderComposition
import WayfinderConfig

/// A manifest with ten different mistakes: the validator reports all ten, each at its own line
/// and column, in order of position.
@MainActor
@Suite struct TenMistakesTests {
    static let yaml = """
        app: {id: Shop, name: Shop, root: main}
        routes:
          home:
            title: "Home {user}"
            actions:
              - {title: Item, push: itme}
              - {title: Filters, present: filters}
              - {title: Checkout, flow: checkout}
          item: {title: "Item {id}", parameters: {id: int}}
          filters:
            title: Filters
            style: {detents: [{fraction: 0}]}
            actions:
              - {title: Detail, push: detail}
          detail: {title: Detail}
          orphan: {title: Orphan}
          pay: {title: Pay, actions: [{title: Pay again, flow: checkout}]}
        coordinators:
          main:
            kind: tabs
            pages:
              - {name: home, title: Home, coordinator: home-flow}
              - {name: home, title: Cart, coordinator: home-flow}
          home-flow: {kind: stack, root: home}
          checkout: {kind: child, root: pay}
        deepLinks:
          - {pattern: "shop://item/:id", tab: home, route: item}
        plugins:
          - {id: analytcs}
        """

    @Test func tenMistakes_areAllReported_eachAtItsOwnLineAndColumn() throws {
        let manifest = try Fixture.manifest(yaml: Self.yaml, name: "shop.yaml")
        let findings = ManifestValidator(registry: try .shopDoubles(), environment: [:]).findings(in: manifest)
        #expect(findings.count == 10)
        #expect(throws: ConfigError(findings)) {
            try ManifestValidator(registry: try .shopDoubles(), environment: [:]).validate(manifest)
        }
        #expect(Set(findings.compactMap { $0.mark.map { "\($0.line):\($0.column)" } }).count == 10)
        #expect(
            ConfigDiagnostic.render(findings) == """
                shop.yaml:1:11: error: app.id: app id 'Shop' must be [a-z0-9-]+ (it names persisted state)
                    app: {id: Shop, name: Shop, root: main}
                              ^
                shop.yaml:4:12: error: routes.home.title: placeholder '{user}' is not a parameter of route 'home' (it declares none)
                        title: "Home {user}"
                               ^
                shop.yaml:6:29: error: routes.home.actions[0].push: undefined route 'itme'; did you mean 'item'?
                          - {title: Item, push: itme}
                                                ^
                shop.yaml:12:12: error: routes.filters.style: invalid presentation style: detent fraction 0.0 is outside 0...1 (it must be greater than 0 and at most 1)
                        style: {detents: [{fraction: 0}]}
                               ^
                shop.yaml:14:31: error: routes.filters.actions[0].push: push 'detail' inside route 'filters', which is presented (detents) without navigation; set 'withNavigation: true' on 'filters' or start a flow that owns a stack
                          - {title: Detail, push: detail}
                                                  ^
                shop.yaml:16:3: error: routes.orphan: route 'orphan' is unreachable: nothing leads to it from the root coordinator 'main'
                      orphan: {title: Orphan}
                      ^
                shop.yaml:17:56: error: routes.pay.actions[0].flow: flow 'checkout' can start itself through the actions of its screens: checkout → checkout
                      pay: {title: Pay, actions: [{title: Pay again, flow: checkout}]}
                                                                           ^
                shop.yaml:23:16: error: coordinators.main.pages[1].name: tab page 'home' is defined twice in 'main' (first at shop.yaml:22:16)
                          - {name: home, title: Cart, coordinator: home-flow}
                                   ^
                shop.yaml:27:15: error: deepLinks[0].pattern: URL parameter 'id' is a string, but route 'item' expects an int
                      - {pattern: "shop://item/:id", tab: home, route: item}
                                  ^
                shop.yaml:29:10: error: plugins[0].id: unknown plugin 'analytcs'; did you mean 'analytics'? (registered: analytics, auth-guard, deep-links, state-restoration)
                      - {id: analytcs}
                             ^
                """)
    }
}
