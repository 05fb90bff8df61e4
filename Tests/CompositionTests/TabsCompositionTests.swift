import Testing
import WayfinderComposition
import WayfinderCoordinators

/// A tab bar at the root: pages from the manifest, each running its stack coordinator.
@MainActor
@Suite struct TabsCompositionTests {
    @Test func tabsRoot_composes_pagesBadgeAndSelectionInTheTree() async throws {
        let app = try await compose(try Fixture.manifest("tabs.yaml"))
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (tabs, root)
                    c1 home-flow (coordinator, tab)
                    c2 cart-flow (coordinator, tab)
                stack c0.stack
                  #0 tabs tabBar=standard
                    tabs c0
                        home "Home" icon=house
                        stack c1.stack
                          #1 home
                      * cart "Cart" icon=cart badge=2
                        stack c2.stack
                          #2 cart
                """)
        #expect(
            app.topScreen?.description == """
                Cart
                  2 items
                  1. Home (tab home)
                """)
    }
}
