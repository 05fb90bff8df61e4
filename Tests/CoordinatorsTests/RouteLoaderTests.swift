import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A request that adds screens with loaders starts all of them at once once its interceptors
/// allowed it, and commits once with every value; a newer user request cancels them; a failed
/// loader leaves the state as it was.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct RouteLoaderTests {
    private func pushes(_ ids: ClosedRange<Int>, in home: HomeCoordinator) -> NavigationRequest {
        let container = ContainerID(owner: home.id)
        return NavigationRequest(
            ids.map { .path(container, scope: nil, .push(AnyRoute(HomeRoute.push(id: $0)))) }, source: .deepLink)
    }

    private func started() async throws -> (TestNavigator, HomeCoordinator, LoadGate) {
        let (app, home) = try await startedHome(.headless)
        let gate = LoadGate()
        app.navigator.loaders.register(gate.loader(), forRoute: "push")
        gate.watch(app.navigator)
        return (app, home, gate)
    }

    @Test func fourLevelDeepLink_startsFourLoadersBeforeAnyFinishes_andCommitsOnce() async throws {
        let (app, home, gate) = try await started()
        let before = app.navigator.changeCount
        let treeBefore = app.tree
        let ticket = app.navigator.send(pushes(1...4, in: home))
        await gate.until { gate.started.count == 4 }
        // All four run while none has finished; nothing is committed meanwhile.
        #expect(Set(gate.started) == [1, 2, 3, 4])
        #expect(app.tree == treeBefore)
        #expect(app.navigator.loaders.pending?.description == "loading push, push, push, push (0/4)")
        for id in [3, 1, 4] { gate.finish(id) }
        await gate.until { app.navigator.loaders.pending?.done == 3 }
        #expect(app.tree == treeBefore)
        gate.finish(2)
        try await ticket.value()
        #expect(app.navigator.changeCount == before + 1)
        #expect(home.router.routes == [.actionList] + (1...4).map { .push(id: $0) })
        #expect(app.navigator.loaders.pending == nil)
        let entries = try #require(app.tree.root?.entries.suffix(4))
        let values = entries.map { app.navigator.context(for: $0.id)?.loaded?.value(as: String.self) }
        #expect(values == ["item 1", "item 2", "item 3", "item 4"])
        #expect(app.finish() == .clean)
    }

    @Test func aSecondUserNavigation_cancelsAllFourLoaders_andOnlyItCommits() async throws {
        let (app, home, gate) = try await started()
        let treeBefore = app.tree
        var events: [LoadEvent.Kind] = []
        app.navigator.loaders.observe { events.append($0.kind) }
        let journal = NavigationJournal()
        app.navigator.journal = journal
        let first = app.navigator.send(pushes(1...4, in: home))
        await gate.until { gate.started.count == 4 }
        let second = app.navigator.send(
            NavigationRequest(
                [.path(ContainerID(owner: home.id), scope: nil, .push(AnyRoute(HomeRoute.actionList)))], source: .user))
        await #expect(throws: NavigationError.loadCancelled(routes: ["push", "push", "push", "push"])) {
            try await first.value()
        }
        try await second.value()
        await gate.until { gate.cancelled.count == 4 }
        #expect(Set(gate.cancelled) == [1, 2, 3, 4])
        #expect(home.router.routes == [.actionList, .actionList])
        #expect(app.tree != treeBefore)
        #expect(events == [.started, .cancelled])
        #expect(journal.entries.map(\.outcome) == [.loadCancelled, .committed])
        // The cancelled request's ids were given back.
        #expect(app.tree.root?.entries.map(\.id.description) == ["#0", "#1"])
        #expect(app.finish() == .clean)
    }

    @Test func programRequests_queueBehindALoad() async throws {
        let (app, home, gate) = try await started()
        let first = app.navigator.send(pushes(1...1, in: home))
        await gate.until { gate.started.count == 1 }
        let program = home.router.send(.push(.actionList))
        #expect(program.status == .queued)
        gate.finish(1)
        try await first.value()
        try await program.value()
        #expect(home.router.routes == [.actionList, .push(id: 1), .actionList])
        #expect(gate.cancelled.isEmpty)
    }

    /// The renderer conformance kit found a loaded request that made two changes: observers
    /// heard it committed only after the request queued behind it had committed too.
    @Test func theCommittedEvent_comesBeforeTheRequestsQueuedBehindTheLoad() async throws {
        let (app, home, gate) = try await started()
        let before = app.navigator.changeCount
        var changesWhenCommitted: [UInt64] = []
        app.navigator.loaders.observe { event in
            if event.kind == .committed { changesWhenCommitted.append(app.navigator.changeCount) }
        }
        let first = app.navigator.send(pushes(1...1, in: home))
        await gate.until { gate.started.count == 1 }
        let program = home.router.send(.push(.actionList))
        gate.finish(1)
        try await first.value()
        try await program.value()
        #expect(changesWhenCommitted == [before + 1])
        #expect(app.navigator.changeCount == before + 2)
    }

    /// As for a commit, observers hear a load failed before the request queued behind it starts.
    @Test func theFailedEvent_comesBeforeTheRequestsQueuedBehindTheLoad() async throws {
        let (app, home, gate) = try await started()
        var events: [LoadEvent.Kind] = []
        app.navigator.loaders.observe { events.append($0.kind) }
        let first = app.navigator.send(pushes(1...1, in: home))
        await gate.until { gate.started.count == 1 }
        let program = home.router.send(.push(.push(id: 2)))
        gate.fail(1, "offline")
        await #expect(throws: NavigationError.self) { try await first.value() }
        await gate.until { gate.started.count == 2 }
        #expect(events == [.started, .failed, .started])
        gate.finish(2)
        try await program.value()
    }

    @Test func aFailingLoader_leavesTheStateUnchanged_withATypedError() async throws {
        let (app, home, gate) = try await started()
        let treeBefore = app.tree
        let changes = app.navigator.changeCount
        let ticket = app.navigator.send(pushes(1...2, in: home))
        await gate.until { gate.started.count == 2 }
        gate.fail(2, "offline")
        await #expect(
            throws: NavigationError.loadFailed(
                LoadFailure(route: "push", entry: EntryID(serial: 2), loader: "gate", message: "offline"))
        ) {
            try await ticket.value()
        }
        await gate.until { gate.cancelled == [1] }
        #expect(app.tree == treeBefore)
        #expect(app.navigator.changeCount == changes)
        #expect(app.navigator.loaders.pending == nil)
        // Nothing was taken: the next screen gets the id the failed request had.
        try await app.run { try await home.router.navigate(toRoute: .actionList) }
        #expect(app.tree.root?.entries.map(\.id.description) == ["#0", "#1"])
    }

    @Test func onErrorShow_commits_andKeepsTheErrorForTheScreen() async throws {
        let (app, home) = try await startedHome(.headless)
        let gate = LoadGate()
        app.navigator.loaders.register(gate.loader(onError: .show), forRoute: "push")
        let ticket = app.navigator.send(pushes(1...1, in: home))
        await gate.until { gate.started.count == 1 }
        gate.fail(1, "offline")
        try await ticket.value()
        let top = try #require(app.tree.topEntry?.id)
        guard case .failed(let failure)? = app.navigator.context(for: top)?.loaded else {
            Issue.record("no failure kept")
            return
        }
        #expect(failure.description == "loading 'push' with 'gate' failed: offline")
    }

    @Test func entriesThatStay_doNotLoadAgain() async throws {
        let (app, home, gate) = try await started()
        let first = app.navigator.send(pushes(1...1, in: home))
        await gate.until { gate.started.count == 1 }
        gate.finish(1)
        try await first.value()
        let second = app.navigator.send(pushes(2...2, in: home))
        await gate.until { gate.started.count == 2 }
        gate.finish(2)
        try await second.value()
        #expect(gate.started == [1, 2])
        try await app.run { try await home.router.pop() }
        #expect(gate.started == [1, 2])
    }

    @Test func routesWithoutLoaders_takeTheDirectCommit_andLoadNothing() async throws {
        let (app, home, gate) = try await started()
        try await app.run { try await home.router.present(.sheet) }
        #expect(gate.started.isEmpty)
        #expect(app.navigator.loaders.pending == nil)
    }

    @Test func aRoutersPush_withALoader_waitsForIt() async throws {
        let (app, home, gate) = try await started()
        let push = Task { try await home.navigateToPushView(id: 7) }
        await gate.until { gate.started == [7] }
        #expect(home.router.routes == [.actionList])
        gate.finish(7)
        try await push.value
        #expect(home.router.routes == [.actionList, .push(id: 7)])
        let top = try #require(app.tree.topEntry?.id)
        #expect(app.navigator.context(for: top)?.loaded?.value(as: String.self) == "item 7")
    }

    @Test func aRouteTypesOwnLoader_isUsedOnceTheTypeIsRegistered() async throws {
        let navigator = Navigator()
        let flow = LoadedFlow()
        navigator.loaders.register(LoadedRoute.self)
        try await navigator.start(root: flow)
        try await flow.router.navigate(toRoute: .detail(name: "shoes"))
        let top = try #require(navigator.tree.topEntry?.id)
        #expect(navigator.context(for: top)?.loaded?.value(as: String.self) == "detail of shoes")
        #expect(navigator.loaders.loader(for: AnyRoute(LoadedRoute.home)) == nil)
    }

}

/// A route type that declares its own loader.
enum LoadedRoute: LoadableRoute {
    case home
    case detail(name: String)
    static let registeredName = "loaded"
    var presentationStyle: PresentationStyle { .push }
    var loader: RouteLoader? {
        guard case .detail(let name) = self else { return nil }
        return RouteLoader("detail") { _ in "detail of \(name)" }
    }
}

/// A flow of ``LoadedRoute``s, started on its home.
final class LoadedFlow: Coordinator<LoadedRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .home, animated: animated)
    }
}
