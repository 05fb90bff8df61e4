import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderCoordinators

/// A router call made while the navigator is idle takes the direct commit (issue 16): no open
/// transaction, ticket or undo records. `FastPathEquivalenceTests` compares its outcomes with the
/// general path's on random requests; these cases check what is particular to it.
@MainActor
@Suite struct DirectPathTests {
    /// Pushes and pops in an embedded slot, a detail column and the stack hosting them, on the
    /// direct path: after each, the published tree equals a whole rebuild, and the direct path
    /// reused the cached nodes above the container.
    @Test func changesInEmbeddedAndDetailStacks_publishTheWholeRebuild() async throws {
        var checked = 0
        await checkProperty(count: 40, input: Choices.generator(count: 120)) { choices in
            var random = choices.reader
            let navigator = Navigator()
            let home = BaseCoordinator(name: "Home")
            do {
                try await navigator.start(root: home)
                try await home.embed(BaseCoordinator(name: "Map"), in: "map")
                try await home.showDetail(BaseCoordinator(name: "Item"))
            } catch {
                Issue.record("set-up: \(error)")
                return
            }
            let stacks = navigator.tree.allStacks.map(\.container)
            #expect(stacks.count == 3)
            for index in 0..<40 {
                let container = stacks[Int.random(in: 0..<stacks.count, using: &random)]
                let operation: PathOperation<AnyRoute> =
                    Bool.random(using: &random) ? .push(AnyRoute(HomeRoute.push(id: index))) : .pop(1)
                try? await navigator.perform(
                    path: operation, in: container, scope: nil, source: .program, coordinator: nil, animated: true)
                guard navigator.tree == navigator.buildTree(), !navigator.fastPaths.treeCache.stacks.isEmpty else {
                    Issue.record("after \(operation) in \(container):\n\(navigator.tree.rendered)")
                    return
                }
                checked += 1
            }
        }
        #expect(checked >= 1_600)
    }

    /// A renderer that completes later: the call waits for the change like any request, and
    /// requests made meanwhile queue behind it.
    @Test func aRendererThatCompletesLater_isWaitedFor_andRequestsMeanwhileQueue() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        renderer.autoComplete = false
        let push = Task { try await home.router.navigate(toRoute: .push(id: 1)) }
        while renderer.pending.isEmpty { await Task.yield() }
        #expect(navigator.inFlight?.steps.count == 1)
        let pop = navigator.send(NavigationRequest([.path(ContainerID(owner: home.id), scope: nil, .pop(1))]))
        #expect(navigator.queuedCount == 1)
        #expect(pop.status == .queued)
        try renderer.completeNext()
        _ = try await push.value
        #expect(pop.status == .applied)
        try renderer.completeNext()
        #expect(pop.isSettled)
        #expect(navigator.path(of: ContainerID(owner: home.id))?.entries.count == 1)
        #expect(renderer.rendered.count == 3)
    }

    /// A request that changes nothing commits nothing and tells no one, on either path.
    @Test func aRequestThatChangesNothing_commitsNothing() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        var events = 0
        navigator.observe { _ in events += 1 }
        let count = navigator.changeCount
        try await home.router.popToRoot()
        try await home.router.goBackToRoot()
        #expect(navigator.changeCount == count)
        #expect(events == 0)
    }
}

extension Navigator {
    /// One path operation as a coordinator sends it (``submit(path:in:scope:source:coordinator:animated:ticket:inserted:)``),
    /// waited for as a coordinator waits.
    func perform(
        path operation: PathOperation<AnyRoute>, in container: ContainerID, scope: ScopeID?,
        source: NavigationSource, coordinator: CoordinatorID?, animated: Bool
    ) async throws(NavigationError) {
        var inserted: EntryID?
        if let ticket = try submit(
            path: operation, in: container, scope: scope, source: source, coordinator: coordinator, animated: animated,
            inserted: &inserted)
        {
            try await wait(for: ticket)
        }
    }
}
