import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Random sessions of program requests, UI writes (fresh, stale and repeated) and transition
/// reports (right, late and repeated) against a driven navigator: 4 batches × 10 sessions × 300
/// actions. Every change must be completed exactly once, every step shown once, no gesture
/// applied twice, and the UI must end in step with the model.
@MainActor
@Suite struct DriverPropertyTests {
    private static let capabilities: [RendererCapabilities] = [.oneAtATime, .standard, .navigationStack, .allAtOnce]

    @Test(arguments: 0..<4)
    func randomSessions_completeEachChangeOnce_andApplyNoGestureTwice(batch: Int) async throws {
        var gesturesApplied = 0
        var writesIgnored = 0
        for session in 0..<10 {
            var random = SeededGenerator(seed: UInt64(batch * 100 + session))
            let capabilities = Self.capabilities[session % Self.capabilities.count]
            let outcome = try await run(&random, capabilities)
            gesturesApplied += outcome.applied
            writesIgnored += outcome.ignored
        }
        // Both kinds of write must be well represented for the run to mean anything.
        #expect(gesturesApplied > 100)
        #expect(writesIgnored > 100)
    }

    private func run(
        _ random: inout SeededGenerator, _ capabilities: RendererCapabilities
    ) async throws -> (applied: Int, ignored: Int) {
        let renderer = HeldRenderer(capabilities)
        let driver = RenderDriver(renderer: renderer)
        let navigator = Navigator(renderer: driver)
        let list = ListCoordinator()
        renderer.finishAtOnce = true
        try await navigator.start(root: list)
        renderer.finishAtOnce = false
        let bindings = NavigationBindings(navigator: navigator)
        var userChanges = 0
        navigator.observe { if $0.source == .user { userChanges += 1 } }
        var history = [bindings.projection]
        var gestures: [NavigationTicket] = []
        var requests: [NavigationTicket] = []
        var ignored = 0
        var lastWrite: (@MainActor () -> BindingWrite)?

        for _ in 0..<300 {
            let projection = history[Int.random(in: max(0, history.count - 3)..<history.count, using: &random)]
            var write: (@MainActor () -> BindingWrite)?
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1:
                requests.append(list.router.send(Self.operation(&random)))
            case 2, 3, 4:
                if let step = driver.current { driver.transitionFinished(change: step.change, step: step.index) }
            case 5:
                if let old = renderer.shown.randomElement(using: &random), old != driver.current {
                    #expect(!driver.transitionFinished(change: old.change, step: old.index))
                }
            case 6, 7:
                if let stack = projection.root, let layer = stack.topLayer, !layer.path.isEmpty {
                    let keep = Int.random(in: 0..<layer.path.count, using: &random)
                    let ids = layer.path.prefix(keep).map(\.id)
                    write = { bindings.setPath(ids, ofLayerOpenedBy: layer.id, in: stack.container) }
                }
            case 8:
                if let stack = projection.root, let layer = stack.modals.last {
                    write = { bindings.dismissItem(layer.id, in: stack.container) }
                }
            default:
                write = lastWrite
            }
            if let write {
                let outcome = write()
                if outcome.ignoredReason != nil { ignored += 1 }
                gestures += outcome.tickets
                lastWrite = write
            }
            history.append(bindings.projection)
        }
        while let step = driver.current {
            driver.transitionFinished(change: step.change, step: step.index)
        }

        #expect(navigator.inFlight == nil && navigator.queuedCount == 0)
        #expect(driver.completed == Array(1...navigator.changeCount), "each change completed once, in order")
        for change in Set(renderer.shown.map(\.change)) {
            let indices = renderer.shown.filter { $0.change == change }.map(\.index)
            #expect(indices == Array(0..<indices.count), "change \(change) showed steps \(indices)")
        }
        let applied = gestures.filter { if case .completed(.some) = $0.status { true } else { false } }
        #expect(gestures.allSatisfy { $0.isSettled })
        // Nothing dropped: every program request was applied or refused, and every change is
        // one applied request or gesture (the first is the start).
        #expect(requests.allSatisfy { $0.isSettled }, "a program request neither applied nor refused")
        let programChanges = requests.filter { if case .completed(.some) = $0.status { true } else { false } }
        #expect(UInt64(1 + programChanges.count + applied.count) == navigator.changeCount)
        #expect(applied.count == userChanges, "each applied gesture is one change, and no other change is the user's")
        #expect(renderer.shown.last?.projection == NavigationProjection(navigator.tree))
        withExtendedLifetime(navigator) {}
        return (applied.count, ignored)
    }

    private static func operation(_ random: inout SeededGenerator) -> PathOperation<Screen> {
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: .push(.item(Int.random(in: 1...9, using: &random)))
        case 2: .present(.sheet, style: nil, withNavigation: Bool.random(using: &random))
        case 3: .present(.cover, style: nil, withNavigation: false)
        case 4: .pop(1)
        default: .dismiss(1)
        }
    }
}
