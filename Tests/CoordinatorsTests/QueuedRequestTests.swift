import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Requests made while a transition is in flight queue and are applied once each, in the order
/// they were made, each as its own change.
@MainActor
@Suite struct QueuedRequestTests {
    @Test func nSendsInOneTurn_withTheFirstHeld_giveExactlyNEntriesInCallOrder() async throws {
        let (app, home) = try await startedHome(.recording)
        let renderer = try #require(app.recording)
        let n = 25
        let tickets = (1...n).map { home.router.send(.push(.push(id: $0))) }

        #expect(tickets.map(\.status) == [.applied] + Array(repeating: .queued, count: n - 1))
        #expect(app.navigator.queuedCount == n - 1)
        #expect(renderer.pending.map(\.id) == [2])

        let completed = try renderer.completeAll()
        #expect(completed.map(\.id) == Array(2...UInt64(n + 1)))
        #expect(home.router.routes == [.actionList] + (1...n).map { .push(id: $0) })
        #expect(app.navigator.tree.root?.entries.map(\.id.description) == (0...n).map { "#\($0)" })
        #expect(
            tickets.map { ticket -> UInt64? in
                if case .completed(let change) = ticket.status { change?.id } else { nil }
            } == Array(2...UInt64(n + 1)))
        #expect(app.events.kinds == Array(repeating: .push, count: n + 1))
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func asyncCallsFromSeveralTasks_areAppliedInTheOrderTheyWereMade(_ rendering: TestNavigator.Rendering) async throws
    {
        let (app, home) = try await startedHome(rendering)
        try await app.run {
            let calls = (1...5).map { id in Task { try await home.router.navigate(toRoute: .push(id: id)) } }
            for call in calls {
                _ = try await call.value
            }
        }
        #expect(
            home.router.routes == [.actionList, .push(id: 1), .push(id: 2), .push(id: 3), .push(id: 4), .push(id: 5)])
        #expect(app.navigator.changeCount == 6)
        #expect(app.finish() == .clean)
    }

    @Test func refusedRequestInTheQueue_failsAlone_andTheOthersStillApplyInOrder() async throws {
        let (app, home) = try await startedHome(.recording)
        let first = home.router.send(.push(.push(id: 1)))
        let refused = home.router.send(.dismiss(1))
        let last = home.router.send(.push(.push(id: 2)))
        try app.completeAll()
        #expect(first.error == nil && last.error == nil)
        #expect(
            refused.error?.description
                == "c0.stack: dismiss(1): asked to dismiss 1 modal layer but nothing is presented above the root #0")
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        #expect(app.navigator.changeCount == 3)
    }

    /// Property: a random burst of requests sent in one turn behind a held change ends exactly
    /// where applying the same operations one by one to a plain path ends, refusals included.
    /// Five PropertyBased cases of 200 requests; a failing burst is shrunk to the fewest,
    /// simplest requests that still fail.
    @Test func randomBurstBehindAHeldChange_matchesApplyingEachOperationInOrder() async throws {
        var meaningful = 0
        await checkProperty(count: 5, input: Choices.generator(count: 600)) { choices in
            var random = choices.reader
            let (app, home) = try await startedHome(.recording)
            var ids = EntryIDGenerator()
            var oracle = ContainerPath(root: AnyRoute(HomeRoute.actionList), ids: &ids)
            var expectedFailures = 0
            var tickets: [NavigationTicket] = []
            let changesBefore = app.navigator.changeCount
            var deepest = 1
            for step in 0..<200 {
                let operation: PathOperation<HomeRoute>
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1: operation = .push(.push(id: step))
                case 2: operation = .present(.sheet, style: .sheet, withNavigation: Bool.random(using: &random))
                case 3: operation = .pop(Int.random(in: 1...2, using: &random))
                case 4: operation = .dismiss(1)
                default: operation = .goBack(Int.random(in: 1...3, using: &random))
                }
                tickets.append(home.router.send(operation))
                do {
                    try oracle.apply(operation.erased, ids: &ids)
                } catch {
                    expectedFailures += 1
                }
                deepest = max(deepest, oracle.count)
            }
            // Nothing dropped: behind the held change every request is in flight, queued (and in
            // the navigator's queue) or refused; once all is shown, each applied request that
            // changed something is exactly one committed change.
            let inFlight = tickets.filter { $0.status == .applied }.count
            let queued = tickets.filter { $0.status == .queued }.count
            let refused = tickets.filter { $0.error != nil }.count
            let done = tickets.filter { if case .completed = $0.status { true } else { false } }.count
            #expect(inFlight + queued + refused + done == tickets.count)
            #expect(inFlight <= 1 && queued == app.navigator.queuedCount)
            try #require(app.recording).completeAll()
            let changed = tickets.filter { if case .completed(.some) = $0.status { true } else { false } }.count
            #expect(app.navigator.changeCount - changesBefore == UInt64(changed))  // one commit per applied change
            #expect(app.navigator.path(of: ContainerID(owner: home.id)) == oracle)
            #expect(tickets.filter { $0.error != nil }.count == expectedFailures)
            if expectedFailures > 0 && deepest >= 3 { meaningful += 1 }
            #expect(tickets.allSatisfy { $0.isSettled })
            #expect(app.finish() == .clean)
        }
        // Refusals and a path at least three deep must both occur for the run to mean anything
        // (where the path ends is left to chance: a random walk often ends at its root).
        #expect(meaningful >= 3)
    }
}
