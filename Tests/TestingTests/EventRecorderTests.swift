import Testing
import WayfinderCoordinators
import WayfinderTesting

@MainActor
@Suite struct EventRecorderTests {
    @Test func trace_listsOneDescriptionPerCommittedChange() async throws {
        let navigator = Navigator.test(renderer: HeadlessRenderer())
        let events = EventRecorder(observing: navigator)
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        try await notes.router.navigate(toRoute: .note(1))
        try await notes.router.present(.editor)
        try await notes.router.dismiss()
        #expect(events.kinds == [.push, .push, .present, .dismiss])
        expectTrace(
            events,
            """
            #1 push by program; +#0 list; top #0 list
            #2 push by program; +#1 note(1); top #1 note(1)
            #3 present by program; +#2 editor; top #2 editor
            #4 dismiss by program; -#2 editor; top #1 note(1)
            """)
    }

    @Test func refusedRequests_emitNoEvent() async throws {
        let navigator = Navigator.test(renderer: HeadlessRenderer())
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        let events = EventRecorder(observing: navigator)
        await #expect(throws: NavigationError.self) { try await notes.router.pop() }
        #expect(events.events.isEmpty)
        #expect(events.trace == "")
    }

    @Test func reset_forgetsEvents_andStop_endsRecording() async throws {
        let navigator = Navigator.test(renderer: HeadlessRenderer())
        let events = EventRecorder(observing: navigator)
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        events.reset()
        try await notes.router.navigate(toRoute: .note(1))
        #expect(events.events.map(\.sequence) == [2])
        events.stop()
        try await notes.router.pop()
        #expect(events.events.map(\.sequence) == [2])
    }

    @Test func nextEvent_waitsForTheCommitOfWorkOnAnotherTask() async throws {
        let renderer = RecordingRenderer()
        let navigator = Navigator.test(renderer: renderer)
        let events = EventRecorder(observing: navigator)
        let notes = NotesCoordinator()
        let starting = Task { try await navigator.start(root: notes) }
        let event = await events.nextEvent()
        #expect(event.description == "#1 push by program; +#0 list; top #0 list")
        #expect(renderer.pending.count == 1)
        try renderer.completeAll()
        try await starting.value
    }
}
