import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Issue 41, deliver 6: restored screens load before the restored tree commits
/// (`restore: reload`, the default) or commit at once and load afterwards (`restore: lazy`),
/// chosen per route.
@MainActor
@Suite(.timeLimit(.minutes(10))) struct RestoreLoadingTests {
    /// A saved tree: the action list, then `push(id: 1)` and `push(id: 2)`.
    private func savedTree() async throws -> NavigationTree {
        let (app, home) = try await startedHome(.headless)
        try await home.router.send(.push(.push(id: 1))).value()
        try await home.router.send(.push(.push(id: 2))).value()
        let tree = app.tree
        #expect(app.finish() == .clean)
        return tree
    }

    /// A fresh app (only the action list) whose `push` screens load through a gate with `policy`.
    private func restoring(_ policy: RouteLoader.RestorePolicy) async throws -> (TestNavigator, LoadGate) {
        let (app, _) = try await startedHome(.headless)
        let gate = LoadGate()
        app.navigator.loaders.register(gate.loader().restore(policy), forRoute: "push")
        gate.watch(app.navigator)
        return (app, gate)
    }

    private func loaded(_ app: TestNavigator) -> [String] {
        (app.tree.root.map { Array($0.entries.dropFirst()) } ?? []).map {
            app.navigator.context(for: $0.id)?.loaded?.description ?? "none"
        }
    }

    @Test func restoreReload_waitsForEveryLoader_thenCommitsOnceWithTheValues() async throws {
        let saved = try await savedTree()
        let (app, gate) = try await restoring(.reload)
        let before = app.tree
        let changes = app.navigator.changeCount
        let restore = Task { try await app.navigator.restore(saved) }
        await gate.until { gate.started.count == 2 }
        #expect(Set(gate.started) == [1, 2])
        #expect(app.tree == before)
        #expect(app.navigator.loaders.pending?.description == "loading push, push (0/2)")
        #expect(app.navigator.loaders.pending?.source == .restoration)
        gate.finish(2)
        gate.finish(1)
        _ = try await restore.value
        #expect(app.tree == saved)
        #expect(app.navigator.changeCount == changes + 1)
        #expect(loaded(app) == ["item 1", "item 2"])
        #expect(app.finish() == .clean)
    }

    @Test func restoreReload_aFailingLoader_leavesTheStateAsItWas() async throws {
        let saved = try await savedTree()
        let (app, gate) = try await restoring(.reload)
        let before = app.tree
        let restore = Task { try await app.navigator.restore(saved) }
        await gate.until { gate.started.count == 2 }
        gate.fail(1, "offline")
        let error = await #expect(throws: NavigationError.self) { try await restore.value }
        #expect("\(error.map { "\($0)" } ?? "")".contains("offline"))
        #expect(app.tree == before)
        #expect(app.finish() == .clean)
    }

    @Test func restoreLazy_commitsAtOnce_andTheValuesArriveAfterwards() async throws {
        let saved = try await savedTree()
        let (app, gate) = try await restoring(.lazy)
        var arrived: [String] = []
        app.navigator.loaders.observe { event in
            if event.kind == .arrived, let route = event.route { arrived.append(route) }
        }
        try await app.navigator.restore(saved)
        // Committed before any loader finished: the screens say they are loading.
        #expect(app.tree == saved)
        #expect(app.navigator.loaders.pending == nil)
        #expect(loaded(app) == ["loading", "loading"])
        await gate.until { gate.started.count == 2 }
        gate.finish(1)
        await gate.until { arrived.count == 1 }
        #expect(loaded(app) == ["item 1", "loading"])
        gate.finish(2)
        await gate.until { arrived.count == 2 }
        #expect(loaded(app) == ["item 1", "item 2"])
        #expect(app.finish() == .clean)
    }

    @Test func restoreLazy_appliesOnlyToRestores_aDeepLinkStillWaits() async throws {
        let (app, gate) = try await restoring(.lazy)
        let home = try #require(app.navigator.root as? HomeCoordinator)
        let before = app.tree
        let push = home.router.send(.push(.push(id: 5)))
        await gate.until { gate.started == [5] }
        #expect(app.tree == before)
        gate.finish(5)
        try await push.value()
        #expect(loaded(app) == ["item 5"])
        #expect(app.finish() == .clean)
    }

    @Test func restorePolicies_arePerRoute_theRestoreWaitsOnlyForReloadingScreens() async throws {
        let (first, home) = try await startedHome(.headless)
        try await home.router.send(.push(.push(id: 1))).value()
        try await first.run { try await home.router.present(.sheet) }
        let saved = first.tree
        #expect(first.finish() == .clean)
        let (app, _) = try await startedHome(.headless)
        let gate = LoadGate()
        gate.watch(app.navigator)
        var arrived: [String] = []
        app.navigator.loaders.observe { event in
            if event.kind == .arrived, let route = event.route { arrived.append(route) }
        }
        // The item reloads before the restore commits; the sheet (id -1 to the gate) loads after.
        app.navigator.loaders.register(gate.loader("item"), forRoute: "push")
        app.navigator.loaders.register(gate.loader("sheet").restore(.lazy), forRoute: "sheet")
        let before = app.tree
        let restore = Task { try await app.navigator.restore(saved) }
        await gate.until { gate.started.count == 1 }
        #expect(gate.started == [1])
        #expect(app.tree == before)
        #expect(app.navigator.loaders.pending?.routes == ["push"])
        gate.finish(1)
        _ = try await restore.value
        #expect(app.tree == saved)
        let sheet = try #require(app.tree.topEntry)
        #expect(app.navigator.context(for: sheet.id)?.loaded?.description == "loading")
        await gate.until { gate.started.count == 2 }
        gate.finish(-1)
        await gate.until { arrived == ["sheet"] }
        #expect(app.navigator.context(for: sheet.id)?.loaded?.description == "item -1")
        #expect(app.finish() == .clean)
    }
}
