import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Every waiter of a flow's result resumes exactly once, however the flow ends.
///
/// Waiters are tasks started before the flow ends; ``TestNavigator/run(_:)`` runs the ending
/// action on its own task, after them, so they are all waiting when it happens. Each waiter
/// counts its resumption; a second resumption of the same waiter would trap in its checked
/// continuation, and a missing one would leave its task (and the test) waiting.
@MainActor
@Suite struct FlowResultTests {
    /// Counts resumptions per waiter.
    @MainActor
    private final class Resumptions {
        var counts: [String: Int] = [:]
        func record(_ waiter: String) { counts[waiter, default: 0] += 1 }
    }

    private func waiters(
        on child: any CoordinatorType, count: Int, resumptions: Resumptions
    ) -> [Task<FlowOutcome<String>, any Error>] {
        (0..<count).map { index in
            Task {
                let outcome = try await child.result(as: String.self)
                resumptions.record("waiter \(index)")
                return outcome
            }
        }
    }

    private func outcomes(_ tasks: [Task<FlowOutcome<String>, any Error>]) async throws -> [FlowOutcome<String>] {
        var outcomes: [FlowOutcome<String>] = []
        for task in tasks {
            outcomes.append(try await task.value)
        }
        return outcomes
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishedWithAValue_everyWaiterAndThePresenterGetItOnce(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let login = LoginCoordinator()
        let resumptions = Resumptions()
        let presenting = Task {
            let outcome = try await home.present(login, presentationStyle: .fullScreenCover, expecting: String.self)
            resumptions.record("presenter")
            return outcome
        }
        await app.events.nextEvent()
        let waiting = waiters(on: login, count: 3, resumptions: resumptions)
        try await app.run { try await login.finishFlow(with: "ann") }

        #expect(try await presenting.value == .finished("ann"))
        #expect(try await outcomes(waiting) == Array(repeating: .finished("ann"), count: 3))
        #expect(resumptions.counts == ["presenter": 1, "waiter 0": 1, "waiter 1": 1, "waiter 2": 1])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func dismissedBySwipeDown_everyWaiterGetsCancelledOnce(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let login = LoginCoordinator()
        try await app.run { try await home.navigate(to: login, presentationStyle: .sheet) }
        let resumptions = Resumptions()
        let waiting = waiters(on: login, count: 2, resumptions: resumptions)
        let sheet = try #require(login.router.entries.first)
        let navigator = app.navigator
        _ = try await app.run { try await navigator.handle(.sheetSwipedDown(sheet.id)).value() }

        #expect(try await outcomes(waiting) == [.cancelled, .cancelled])
        #expect(resumptions.counts == ["waiter 0": 1, "waiter 1": 1])
        #expect(login.lifecycle == .finished)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func parentFinished_theChildsWaitersGetCancelledOnce(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let middle = DetailCoordinator()
        try await app.run { try await home.navigate(to: middle, presentationStyle: .push) }
        let login = LoginCoordinator()
        try await app.run { try await middle.navigate(to: login) }
        let resumptions = Resumptions()
        let waiting = waiters(on: login, count: 2, resumptions: resumptions)
        let middleWaiting = Task { try await middle.result(as: Int.self) }
        try await app.run { try await middle.finishFlow(with: 7) }

        #expect(try await outcomes(waiting) == [.cancelled, .cancelled])
        #expect(try await middleWaiting.value == .finished(7))
        #expect(resumptions.counts == ["waiter 0": 1, "waiter 1": 1])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func poppedByItsParent_everyWaiterGetsCancelledOnce(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let child = DetailCoordinator()
        try await app.run { try await home.navigate(to: child, presentationStyle: .push) }
        try await app.run { try await child.router.navigate(toRoute: .push(id: 2)) }
        let resumptions = Resumptions()
        let waiting = waiters(on: child, count: 3, resumptions: resumptions)
        try await app.run { try await home.router.popToRoot() }

        #expect(try await outcomes(waiting) == [.cancelled, .cancelled, .cancelled])
        #expect(resumptions.counts == ["waiter 0": 1, "waiter 1": 1, "waiter 2": 1])
        #expect(home.router.routes == [.actionList])
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishedWithAValueOfAnotherType_waitersOfThatTypeGetIt_othersGetCancelled(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let login = LoginCoordinator()
        try await app.run { try await home.navigate(to: login) }
        let asString = Task { try await login.result(as: String.self) }
        let asInt = Task { try await login.result(as: Int.self) }
        try await app.run { try await login.finishFlow(with: 42) }
        #expect(try await asString.value == .cancelled)
        #expect(try await asInt.value == .finished(42))
    }

    @Test func waiterArrivingAfterTheFlowEnded_isCancelledAtOnce() async throws {
        let (app, home) = try await startedHome(.recording)
        let login = LoginCoordinator()
        try await app.run { try await home.navigate(to: login) }
        try await app.run { try await login.finishFlow(with: "ann") }
        #expect(try await login.result(as: String.self) == .cancelled)
    }

    /// Refuses every change that removes a login screen while `locked`.
    @MainActor
    private final class LoginLock: NavigationInterceptor {
        let name = "login-lock"
        var locked = true
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            locked && proposal.removed.contains { $0.route.routeName == "login" }
                ? .deny(reason: "accept the terms first") : .allow
        }
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func finishFlowWithAValueRefused_waitersKeepWaiting_andGetTheValueTheFlowReallyEndsWith(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        let login = LoginCoordinator()
        try await app.run { try await home.navigate(to: login) }
        let lock = LoginLock()
        app.navigator.addInterceptor(lock)
        let resumptions = Resumptions()
        let waiting = waiters(on: login, count: 2, resumptions: resumptions)
        await #expect(throws: NavigationError.denied(by: "login-lock", reason: "accept the terms first")) {
            try await app.run { try await login.finishFlow(with: "early") }
        }
        #expect(resumptions.counts.isEmpty)
        #expect(login.lifecycle == .active)

        lock.locked = false
        try await app.run { try await login.finishFlow() }
        #expect(try await outcomes(waiting) == [.cancelled, .cancelled])
        #expect(resumptions.counts == ["waiter 0": 1, "waiter 1": 1])
    }
}
