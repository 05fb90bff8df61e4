import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A restore brings back a flow that was in progress when the tree was saved, when the app
/// tells the navigator how to start it again (``Navigator/flowRestorer``); without that it is
/// left out, as before.
@MainActor
@Suite struct FlowRestorationTests {
    /// Denies every restore.
    final class RefuseRestores: NavigationInterceptor {
        let name = "refuse-restores"
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            proposal.source == .restoration ? .deny(reason: "not now") : .allow
        }
    }

    /// A tree with a flow presented as a sheet over the root, one screen pushed inside it: the
    /// flow is `c1`.
    private func savedTreeWithAFlowInProgress() async throws -> (tree: NavigationTree, flow: CoordinatorID) {
        let app = TestNavigator(.headless)
        let root = HomeCoordinator()
        try await app.start(root: root)
        let flow = HomeCoordinator()
        try await root.navigate(to: flow, presentationStyle: .sheet)
        try await flow.navigateToPushView(id: 1)
        return (app.navigator.tree, flow.id)
    }

    /// A started app whose next coordinator id is not the saved flow's: one flow came and went.
    private func startedApp() async throws -> (TestNavigator, HomeCoordinator) {
        let app = TestNavigator(.headless)
        let root = HomeCoordinator()
        try await app.start(root: root)
        let passing = HomeCoordinator()
        try await root.navigate(to: passing, presentationStyle: .sheet)
        try await passing.endThisCoordinator()
        return (app, root)
    }

    /// Starts a `HomeCoordinator` flow again, as the app would, and records what it was asked.
    private func restorer(asked: @escaping @MainActor (SavedFlow) -> Void) -> (Navigator) -> FlowRestorer {
        { navigator in
            { [weak navigator] flow in
                asked(flow)
                guard let parent = navigator?.coordinator(flow.parent) else { return nil }
                let child = HomeCoordinator()
                try await parent.navigate(
                    to: child, presentationStyle: flow.placement == .presented ? .sheet : .push)
                return child.id
            }
        }
    }

    @Test func withoutARestorer_aFlowInProgressIsLeftOut() async throws {
        let (saved, flow) = try await savedTreeWithAFlowInProgress()
        let (app, _) = try await startedApp()
        let report = try await app.navigator.restore(saved)
        #expect(report.recreated.isEmpty)
        #expect(report.dropped.map(\.reason) == [.coordinatorNotLive(flow), .aboveDroppedEntry(EntryID(serial: 1))])
        #expect(app.navigator.tree.allCoordinators.count == 1)
    }

    @Test func aFlowInProgress_isStartedAgain_inTheRestoresOneCommit_underItsNewID() async throws {
        let (saved, flow) = try await savedTreeWithAFlowInProgress()
        let (app, _) = try await startedApp()
        var asked: [SavedFlow] = []
        app.navigator.flowRestorer = restorer { asked.append($0) }(app.navigator)
        var commits = 0
        app.navigator.observe { _ in commits += 1 }

        let report = try await app.navigator.restore(saved)

        let live = try #require(report.recreated.first?.live)
        #expect(live != flow, "the saved id was issued to the flow that came and went")
        #expect(
            asked == [
                SavedFlow(
                    id: flow, name: "HomeCoordinator", kind: .coordinator, placement: .presented,
                    parent: CoordinatorID(0))
            ])
        #expect(report.recreated == [RecreatedFlow(name: "HomeCoordinator", saved: flow, live: live)])
        #expect(report.isComplete, "\(report)")
        #expect(commits == 1)
        // The same screens, with the same entry ids, now in the new coordinator's scope.
        #expect(
            app.navigator.tree.rendered
                == saved.rendered.replacingOccurrences(of: "\(flow)", with: "\(live)"))
        #expect(app.navigator.tree.coordinator(live)?.placement == .presented)
    }

    @Test func theRestoredFlowsResult_resumesItsWaiterExactlyOnce() async throws {
        let (saved, _) = try await savedTreeWithAFlowInProgress()
        let (app, _) = try await startedApp()
        app.navigator.flowRestorer = restorer { _ in }(app.navigator)
        let report = try await app.navigator.restore(saved)
        let id = try #require(report.recreated.first?.live)
        let flow = try #require(app.navigator.coordinator(id) as? HomeCoordinator)

        var resumed: [FlowOutcome<String>] = []
        var waiter: Task<Void, any Error>?
        // The waiter says it runs, then registers in the same main-actor turn: the test goes on
        // only once it waits.
        await withCheckedContinuation { (running: CheckedContinuation<Void, Never>) in
            waiter = Task { @MainActor in
                running.resume()
                resumed.append(try await flow.result(as: String.self))
            }
        }
        try await flow.navigateToPushView(id: 2)
        #expect(resumed.isEmpty)
        try await flow.finishFlow(with: "paid")
        try await #require(waiter).value
        #expect(resumed.count == 1)
        #expect(resumed.first?.value == "paid")
        #expect(app.navigator.tree.allCoordinators.count == 1)
    }

    @Test func aRefusedRestore_leavesNoFlowItStartedBehind() async throws {
        let (saved, _) = try await savedTreeWithAFlowInProgress()
        let (app, root) = try await startedApp()
        weak var started: (any CoordinatorType)?
        let make = restorer { _ in }(app.navigator)
        app.navigator.flowRestorer = { [weak navigator = app.navigator] flow in
            let id = try await make(flow)
            started = id.flatMap { navigator?.coordinator($0) }
            return id
        }
        let before = app.navigator.tree
        app.navigator.addInterceptor(RefuseRestores())

        await #expect(throws: NavigationError.self) { try await app.navigator.restore(saved) }

        #expect(app.navigator.tree == before)
        #expect(root.children.isEmpty)
        #expect(started == nil, "the flow started for the refused restore is still alive")
    }

    @Test func aRestorerThatFails_leavesTheFlowsOut_andTheReportSaysWhy() async throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "no such flow in this build" }
        }
        let (saved, flow) = try await savedTreeWithAFlowInProgress()
        let (app, root) = try await startedApp()
        app.navigator.flowRestorer = { _ in throw Broken() }

        let report = try await app.navigator.restore(saved)

        #expect(
            report.flowsLeftOut == [
                FlowLeftOut(name: "HomeCoordinator", saved: flow, reason: "no such flow in this build")
            ])
        #expect(!report.isComplete)
        #expect(root.children.isEmpty)
        #expect(
            report.description.contains(
                "could not start HomeCoordinator (saved \(flow)) again: no such flow in this build"))
    }
}
