import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The stall of the full suite with the loaders (issue 41): `LoadGate.until` re-checked what a
/// test waits for inside the gate's own load observer, which runs before observers the test adds
/// later. A test that waited for what its own observer keeps (the lazily restored values that
/// arrived) was never woken: it waited for ever, and the whole run with it.
@MainActor
@Suite struct LoadGateTests {
    @Test(.timeLimit(.minutes(10)))
    func aWaitForWhatALaterObserverKeeps_endsWhenThatObserverKeepsIt() async throws {
        let (app, home) = try await startedHome(.headless)
        let gate = LoadGate()
        app.navigator.loaders.register(gate.loader(), forRoute: "push")
        gate.watch(app.navigator)
        // Added after the gate's: told of each load event after the gate is.
        var committed = 0
        app.navigator.loaders.observe { event in
            if event.kind == .committed { committed += 1 }
        }
        let push = home.router.send(.push(.push(id: 7)))
        await gate.until { gate.started == [7] }
        gate.finish(7)
        await gate.until { committed == 1 }
        try await push.value()
        #expect(home.router.routes == [.actionList, .push(id: 7)])
        #expect(app.finish() == .clean)
    }
}
