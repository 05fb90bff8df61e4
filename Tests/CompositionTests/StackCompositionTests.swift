import Testing
import WayfinderComposition
import WayfinderCoordinators

/// A stack coordinator at the root, with pushed and presented screens.
@MainActor
@Suite struct StackCompositionTests {
    static let yaml = """
        app: {id: notes, name: Notes, root: main}
        routes:
          list:
            title: Notes
            actions:
              - {title: Open, push: note, with: {id: 7}}
          note:
            title: "Note {id}"
            parameters: {id: int}
        coordinators:
          main: {kind: stack, root: list}
        """

    @Test func stackRoot_composes_treeShowsTheRootScreen() async throws {
        let app = try await compose(yaml: Self.yaml)
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (coordinator, root)
                stack c0.stack
                  #0 list
                """)
        #expect(
            app.topScreen?.description == """
                Notes
                  1. Open (push note)
                """)
    }
}
