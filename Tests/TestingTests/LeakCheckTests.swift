import Testing
import WayfinderCoordinators
import WayfinderTesting

@MainActor
@Suite struct LeakCheckTests {
    private final class Thing {}

    @Test func releasedObjects_pass() {
        let leaks = LeakCheck()
        do {
            leaks.track(Thing())
            let kept = leaks.track(Thing(), as: "second")
            _ = kept
        }
        #expect(leaks.count == 2)
        #expect(leaks.alive.isEmpty)
        #expect(leaks.expectReleased())
    }

    @Test func survivors_areNamedInOneIssue() {
        let leaks = LeakCheck()
        let survivor = Thing()
        leaks.track(survivor)
        leaks.track(Thing(), as: "gone")
        leaks.track(survivor, as: "again")
        withKnownIssue {
            leaks.expectReleased()
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["2 of 3 tracked objects are still alive: Thing, again"]
        }
        withExtendedLifetime(survivor) {}
    }

    @Test func trackTree_tracksTheCoordinatorAndItsChildren_releasedAfterFinishFlow() async throws {
        let navigator = Navigator.test(renderer: HeadlessRenderer())
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        let leaks = LeakCheck()
        do {
            let child = NoteCoordinator()
            try await notes.navigate(to: child)
            try await child.navigate(to: NoteCoordinator(), presentationStyle: .sheet)
            leaks.trackTree(child)
            #expect(leaks.alive == ["c1 NoteCoordinator", "c2 NoteCoordinator"])
            try await child.finishFlow()
        }
        leaks.expectReleased()
    }

    @Test func trackCoordinator_labelsItWithItsIDAndName() async throws {
        let navigator = Navigator.test(renderer: HeadlessRenderer())
        let notes = NotesCoordinator()
        try await navigator.start(root: notes)
        let leaks = LeakCheck()
        let child: any CoordinatorType = NoteCoordinator()
        try await notes.navigate(to: child)
        leaks.track(coordinator: child)
        leaks.track(coordinator: child, as: "the note")
        #expect(leaks.alive == ["c1 NoteCoordinator", "the note"])
    }
}
