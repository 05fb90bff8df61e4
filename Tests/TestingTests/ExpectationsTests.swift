import Testing
import WayfinderCoordinators
import WayfinderTesting

@MainActor
@Suite struct ExpectationsTests {
    private func started() async throws -> (Navigator, NotesCoordinator) {
        let navigator = Navigator.test(renderer: HeadlessRenderer())
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        try await notes.router.navigate(toRoute: .note(1))
        return (navigator, notes)
    }

    @Test func expectTree_matchingTree_recordsNothing() async throws {
        let (navigator, _) = try await started()
        let matched = expectTree(
            navigator,
            """
            coordinators
              c0 NotesCoordinator (coordinator, root)
            stack c0.stack
              #0 list
              #1 note(1)
            """)
        #expect(matched)
    }

    @Test func expectTree_differentTree_recordsOneIssueWithTheDiffAtTheCallSite() async throws {
        let (navigator, _) = try await started()
        let line = #line + 2
        withKnownIssue {
            expectTree(
                navigator,
                """
                coordinators
                  c0 NotesCoordinator (coordinator, root)
                stack c0.stack
                  #0 list
                  #1 note(2)
                """)
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    tree differs from the expected one:
                    - expected
                    + actual
                      coordinators
                        c0 NotesCoordinator (coordinator, root)
                      stack c0.stack
                        #0 list
                    -   #1 note(2)
                    +   #1 note(1)
                    """
                ]
        }
    }

    @Test func expectTree_renumberingIDs_comparesTheRenumberedText() async throws {
        let (navigator, notes) = try await started()
        try await notes.router.pop()
        try await notes.router.navigate(toRoute: .note(1))
        #expect(navigator.tree.root?.entries.last?.id.description == "#2")
        expectTree(
            navigator,
            """
            coordinators
              c0 NotesCoordinator (coordinator, root)
            stack c0.stack
              #0 list
              #1 note(1)
            """, renumberingIDs: true)
    }

    @Test func expectText_mismatch_namesWhatWasCompared() {
        withKnownIssue {
            expectText("a", "b", what: "greeting")
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("greeting differs from the expected one:\n") == true
        }
    }
}
