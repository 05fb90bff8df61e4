import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// TCA's `path[id:] = nil` and `popFrom(id:)`, and an update in place, through a router: each
/// is one request of the engine, seen by interceptors and observers like any other.
@MainActor
@Suite struct PeerStackOperationTests {
    @Test(arguments: TestNavigator.Rendering.allCases)
    func removeID_belowTheTop_isOnePopOfThatScreen_andTheScreensAboveKeepTheirIds(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let (app, home) = try await startedHome(rendering)
        for id in 1...3 { try await app.run { try await home.navigateToPushView(id: id) } }
        let removed = try #require(home.router.entries.first { $0.route == AnyRoute(HomeRoute.push(id: 2)) })

        try await app.run { try await home.router.remove(id: removed.id) }

        #expect(home.router.entries.map(\.id.description) == ["#0", "#1", "#3"])
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 3)])
        let event = try #require(app.events.events.last)
        #expect(event.kind == .pop)
        #expect(event.removed.map(\.id) == [removed.id])
        #expect(event.inserted.isEmpty)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func updateID_changesThatScreensRoute_keepingItsId_asOneUpdate(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.navigateToPushView(id: 2) }
        let before = try #require(app.navigator.tree.root)

        try await app.run {
            try await home.router.update(id: EntryID(serial: 1), to: .push(id: 7), attributes: ["tint": "red"])
        }

        #expect(home.router.routes == [.actionList, .push(id: 7), .push(id: 2)])
        #expect(home.router.entries[1].attributes == ["tint": "red"])
        #expect(app.events.events.last?.kind == .update)
        let change = ContainerChange(
            container: before.container, before: Array(before.entries),
            after: Array(try #require(app.navigator.tree.root).entries))
        #expect(change.updated.map(\.id) == [EntryID(serial: 1)])
        #expect(change.inserted.isEmpty && change.removed.isEmpty)
        #expect(app.events.events.last?.inserted.isEmpty == true)
    }

    @Test func removeID_underAChildFlow_keepsTheChildRunningInItsScope() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let detail = DetailCoordinator(first: 2)
        try await app.run { try await home.navigate(to: detail) }
        try await app.run { try await detail.router.navigate(toRoute: .push(id: 3)) }

        try await app.run { try await home.router.remove(id: EntryID(serial: 1)) }

        #expect(detail.lifecycle == .active)
        #expect(detail.router.routes == [.push(id: 2), .push(id: 3)])
        try await app.run { try await detail.router.pop() }
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                    c1 DetailCoordinator (coordinator, pushed)
                stack c0.stack
                  #0 actionList
                  #2 push(id: 2) [c1]
                """)
        let refused = await refusal { try await app.run { try await home.router.remove(id: EntryID(serial: 2)) } }
        #expect(refused?.hasSuffix("#2 is the root of scope 'c1'; end the scope to remove it") == true)
    }

    @Test func popFromID_removesThatScreenAndEverythingAbove_andAnInterceptorCanRefuseIt() async throws {
        let (app, home) = try await startedHome(.headless)
        for id in 1...3 { try await app.run { try await home.navigateToPushView(id: id) } }
        let guardToken = app.navigator.addInterceptor(RefuseEverything())

        let refused = await refusal { try await app.run { try await home.router.popFrom(id: EntryID(serial: 2)) } }
        #expect(refused == "denied by refuse-everything: no")
        #expect(home.router.entries.map(\.id.description) == ["#0", "#1", "#2", "#3"])

        app.navigator.removeInterceptor(guardToken)
        try await app.run { try await home.router.popFrom(id: EntryID(serial: 2)) }
        #expect(app.navigator.tree.rendered == HomeTree.pushedOnce)
    }

    @Test func anIdNeverIssued_isRefusedWithATypedError_andNothingChanges() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let events = app.events.events.count
        do {
            try await app.run { try await home.router.update(id: EntryID(serial: 40), to: .push(id: 2)) }
            Issue.record("an id never issued was accepted")
        } catch let error as NavigationError {
            guard case .path(.unissuedEntryID(_, let id, _), _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(id == EntryID(serial: 40))
        }
        #expect(app.navigator.tree.rendered == HomeTree.pushedOnce)
        #expect(app.events.events.count == events)
    }
}

/// Refuses every change.
@MainActor
private final class RefuseEverything: NavigationInterceptor {
    let name = "refuse-everything"
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision { .deny(reason: "no") }
}
