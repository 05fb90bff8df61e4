import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@MainActor
@Suite struct RecordingRendererTests {
    /// A navigator whose root is started, with nothing left in flight.
    private func started() async throws -> (RecordingRenderer, Navigator, NotesCoordinator) {
        let renderer = RecordingRenderer()
        let navigator = Navigator.test(renderer: renderer)
        let notes = NotesCoordinator()
        try await renderer.drive { try await navigator.start(root: notes) }
        return (renderer, navigator, notes)
    }

    @Test func send_isRenderedAndHeldUntilCompleteNext() async throws {
        let (renderer, navigator, notes) = try await started()
        let ticket = notes.router.send(.push(.note(1)))
        #expect(ticket.status == .applied)
        #expect(renderer.pending.map(\.id) == [2])
        #expect(navigator.inFlight?.id == 2)
        let completed = try renderer.completeNext()
        #expect(completed?.id == 2)
        #expect(renderer.pending.isEmpty)
        #expect(ticket.isSettled)
        #expect(renderer.rendered.map(\.id) == [1, 2])
    }

    @Test func sendsQueuedBehindAHeldChange_completeAll_appliesThemInOrder() async throws {
        let (renderer, navigator, notes) = try await started()
        let tickets = (1...3).map { notes.router.send(.push(.note($0))) }
        #expect(tickets.map(\.status) == [.applied, .queued, .queued])
        #expect(navigator.queuedCount == 2)
        let completed = try renderer.completeAll()
        #expect(completed.map(\.id) == [2, 3, 4])
        #expect(tickets.allSatisfy { $0.isSettled })
        #expect(notes.router.routes == [.list, .note(1), .note(2), .note(3)])
        #expect(renderer.finish() == .clean)
    }

    @Test func completeNext_withNothingPending_returnsNil() async throws {
        let (renderer, navigator, _) = try await started()
        defer { withExtendedLifetime(navigator) {} }
        #expect(try renderer.completeNext() == nil)
        #expect(try renderer.completeAll().isEmpty)
    }

    @Test func autoComplete_completesEachChangeAsItIsRendered() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator.test(renderer: renderer)
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        try await notes.router.navigate(toRoute: .note(1))
        #expect(renderer.pending.isEmpty)
        #expect(renderer.rendered.map(\.id) == [1, 2])
        #expect(renderer.finish() == .clean)
    }

    @Test func finish_withAChangeInFlightAndTwoQueued_reportsThemAsLeftOvers() async throws {
        let (renderer, navigator, notes) = try await started()
        defer { withExtendedLifetime(navigator) {} }
        for id in 1...3 {
            notes.router.send(.push(.note(id)))
        }
        let leftOvers = renderer.finish()
        #expect(leftOvers == .leftOvers(pending: renderer.pending, queued: 2))
        #expect(leftOvers.description == "left in flight: #2 (c0.stack: push(note)); 2 requests queued")
        #expect(!leftOvers.isClean)
        try renderer.completeAll()
        #expect(renderer.finish().description == "clean")
    }

    @Test func drive_completesEveryChangeTheBodyCauses_andReturnsItsValue() async throws {
        let (renderer, navigator, notes) = try await started()
        let depth = try await renderer.drive {
            try await notes.router.navigate(toRoute: .note(1))
            try await notes.router.navigate(toRoute: .editor)
            return notes.router.entries.count
        }
        #expect(depth == 3)
        #expect(renderer.pending.isEmpty)
        #expect(navigator.changeCount == 3)
    }

    @Test func drive_completesAChangeAlreadyInFlightFirst() async throws {
        let (renderer, navigator, notes) = try await started()
        defer { withExtendedLifetime(navigator) {} }
        notes.router.send(.push(.note(1)))
        try await renderer.drive { try await notes.router.navigate(toRoute: .note(2)) }
        #expect(notes.router.routes == [.list, .note(1), .note(2)])
        #expect(renderer.finish() == .clean)
    }

    @Test func drive_rethrowsTheBodysError() async throws {
        let (renderer, navigator, notes) = try await started()
        defer { withExtendedLifetime(navigator) {} }
        await #expect(throws: NavigationError.self) {
            try await renderer.drive { try await notes.router.pop() }
        }
    }

    @Test func completeNext_afterTheNavigatorWentAway_throwsNavigatorGone() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        do {
            let navigator = Navigator.test(renderer: renderer)
            let notes = NotesCoordinator()
            try await navigator.start(root: notes)
            renderer.autoComplete = false
            notes.router.send(.push(.note(1)))
        }
        #expect(renderer.navigator == nil)
        #expect(renderer.pending.count == 1)
        #expect(throws: NavigationError.navigatorGone) { try renderer.completeNext() }
    }
}
