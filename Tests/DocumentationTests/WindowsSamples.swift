import Testing
import WayfinderCoordinators

// The code of the "Windows" article (Modules/Coordinators/WayfinderCoordinators.docc,
// MultipleWindows.md), compiled and run.

// Overview
@MainActor func openAndCloseAWindow(navigator: Navigator, makeRoot: () -> any CoordinatorType) async throws {
    try await navigator.start(root: makeRoot())  // window w0, focused
    let second = try await navigator.openWindow(root: makeRoot())  // w1, now focused
    try await navigator.focusWindow(.main)
    try await navigator.closeWindow(second)  // asks w1's leave checks first
    print(navigator.windows.ids)  // [w0]
}

@MainActor
@Suite struct WindowsSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = Navigator()
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            try await openAndCloseAWindow(navigator: navigator, makeRoot: { LinesCoordinator() })
            transcript.cut()
        }
        #expect(transcript.sections == ["[w0]"])
        #expect(navigator.focusedWindow == .main)
        #expect(navigator.windows.nextID == 2)
    }
}
