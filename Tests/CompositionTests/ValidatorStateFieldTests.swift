import Testing
import WayfinderComposition

/// `state:` fields are typed like parameters: a default of another type is a finding at the
/// default, with its key path.
@MainActor
@Suite struct ValidatorStateFieldTests {
    @Test func aRouteFieldsDefaultOfTheWrongType_isReportedAtTheDefault() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              item: {title: Item, state: {quantity: {type: int, default: many}}}
            coordinators:
              main: {kind: stack, root: item}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:3:62: error: routes.item.state.quantity.default: state field 'quantity' of route 'item' is an int; its default many is not
                      item: {title: Item, state: {quantity: {type: int, default: many}}}
                                                                                 ^
                """)
    }

    @Test func aFlowFieldsDefaultOutsideItsChoices_isReportedAtTheDefault() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              home: {title: Home}
            coordinators:
              main:
                kind: stack
                root: home
                state:
                  filter: {type: "oneOf(all|inStock)", default: sometimes}
            """
        #expect(
            Fixture.findings(yaml, registry: try .testPlugins()) == """
                app.yaml:9:53: error: coordinators.main.state.filter.default: state field 'filter' of coordinator 'main' is one of (all|inStock); its default sometimes is not
                          filter: {type: "oneOf(all|inStock)", default: sometimes}
                                                                        ^
                """)
    }

    @Test func defaultsOfTheirFieldsTypes_passUnremarked() throws {
        let yaml = """
            app: {id: demo, name: Demo, root: main}
            routes:
              item: {title: Item, state: {quantity: {type: int, default: 1}, note: {type: string, default: ""}}}
            coordinators:
              main: {kind: stack, root: item, state: {sort: {type: "oneOf(relevance|price)", default: price}}}
            """
        #expect(Fixture.findings(yaml, registry: try .testPlugins()) == "")
    }
}
