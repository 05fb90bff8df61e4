import Testing
import WayfinderCoordinators
import WayfinderTesting

@MainActor
@Suite struct TestNavigatorTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func sameScenario_sameTreeAndTrace_withEitherRenderer(_ rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let notes = NotesCoordinator()
        try await app.start(root: notes)
        try await app.run { try await notes.router.navigate(toRoute: .note(1)) }
        try await app.run { try await notes.router.present(.editor) }
        expectTree(
            app.navigator,
            """
            coordinators
              c0 NotesCoordinator (coordinator, root)
            stack c0.stack
              #0 list
              #1 note(1)
              #2 editor (sheet, with navigation)
            """)
        expectTrace(
            app.events,
            """
            #1 push by program; +#0 list; top #0 list
            #2 push by program; +#1 note(1); top #1 note(1)
            #3 present by program; +#2 editor; top #2 editor
            """)
        #expect(app.finish() == .clean)
    }

    @Test func recording_holdsSentRequestsUntilCompleted() async throws {
        let app = TestNavigator(.recording)
        let notes = NotesCoordinator()
        try await app.start(root: notes)
        notes.router.send(.push(.note(1)))
        notes.router.send(.push(.note(2)))
        #expect(app.finish() == .leftOvers(pending: app.recording?.pending ?? [], queued: 1))
        #expect(try app.completeAll().map(\.id) == [2, 3])
        #expect(app.finish() == .clean)
    }

    @Test func headless_completeAll_hasNothingToDo() async throws {
        let app = TestNavigator(.headless)
        #expect(app.recording == nil)
        try await app.start(root: NotesCoordinator())
        #expect(try app.completeAll().isEmpty)
        #expect(app.tree.root?.entries.map(\.id.description) == ["#0"])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func run_startsTheBodyAfterTasksStartedBefore_withEitherRenderer(_ rendering: TestNavigator.Rendering) async throws
    {
        let app = TestNavigator(rendering)
        var order: [String] = []
        let earlier = Task { order.append("earlier task") }
        try await app.run { order.append("body") }
        await earlier.value
        #expect(order == ["earlier task", "body"])
    }
}
