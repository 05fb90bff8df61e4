import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Objects kept in an entry's or a flow's context: made once, kept while the owner is in the
/// tree, released in reverse order in the commit that removes it, each told once.
@MainActor
@Suite struct NavigationContextTests {
    @MainActor final class Recorder {
        var lines: [String] = []
    }

    @MainActor final class Model: ContextBound {
        let name: String
        let recorder: Recorder
        init(_ name: String, _ recorder: Recorder) {
            self.name = name
            self.recorder = recorder
        }
        func contextWillEnd() { recorder.lines.append("end \(name)") }
    }

    @Test func aNavigatorThatGaveOutContexts_isReleasedWithItsApp() async throws {
        weak var released: Navigator?
        weak var model: Model?
        do {
            let (app, tabs) = try await startedTabs(.headless)
            let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
            try await app.run { try await home.navigateToPushView(id: 1) }
            let pushed = try #require(app.navigator.tree.topEntry?.id)
            let context = try #require(app.navigator.context(for: pushed))
            model = context.object { Model("kept", Recorder()) }
            try app.navigator.setState(.int(1), forKey: "k", of: .entry(pushed))
            released = app.navigator
        }
        #expect(released == nil, "the navigator outlived its app")
        #expect(model == nil, "a context's object outlived its navigator")
    }

    /// A task a context started for a screen that is still in the tree when the app goes: the
    /// navigator (and the context) are released, and nothing else will ever cancel the task.
    /// It must be cancelled then, or it waits for ever and keeps what it captured
    /// (LeakSanitizer found such tasks at exit).
    @Test func aTaskOfAScreenStillShown_isCancelledWhenItsAppGoes_andReleasesWhatItHeld() async throws {
        weak var held: Recorder?
        weak var navigator: Navigator?
        var started: Task<Void, Never>?
        do {
            let (app, tabs) = try await startedTabs(.headless)
            let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
            try await app.run { try await home.navigateToPushView(id: 1) }
            let top = try #require(app.navigator.tree.topEntry?.id)
            let context = try #require(app.navigator.context(for: top))
            let recorder = Recorder()
            held = recorder
            started = context.task {
                await Self.waitForCancellation()
                recorder.lines.append("cancelled")
            }
            navigator = app.navigator
        }
        #expect(navigator == nil, "the navigator outlived its app")
        let task = try #require(started)
        #expect(task.isCancelled, "a context's task outlived its navigator, uncancelled")
        // Without the fix the task would wait for ever: cancel it here so the test ends.
        task.cancel()
        await task.value
        started = nil
        #expect(held == nil, "what the task captured outlived it")
    }

    /// Waits until the task is cancelled, without sleeping.
    nonisolated static func waitForCancellation() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        await withTaskCancellationHandler {
            for await _ in stream {}
        } onCancel: {
            continuation.finish()
        }
    }

    @Test func objects_keptWhileCoveredAndInABackgroundTab_releasedInReverseOrderWhenPopped() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let pushed = try #require(app.navigator.tree.topEntry?.id)
        let recorder = Recorder()
        weak var first: Model?
        weak var second: Model?
        do {
            let context = try #require(app.navigator.context(for: pushed))
            let a = context.object(key: "a") { Model("a", recorder) }
            let b = context.object(key: "b") { Model("b", recorder) }
            first = a
            second = b
            #expect(context.object(key: "a") { Model("again", recorder) } === a)
            #expect(context.phase == .active)
        }
        try await app.run { try await home.presentSheet() }
        try await app.run { try await tabs.selectPage(.settings) }
        #expect(first != nil && second != nil)
        #expect(recorder.lines.isEmpty)
        #expect(app.navigator.context(for: pushed)?.phase == .covered)
        try await app.run { try await tabs.selectPage(.home) }
        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(recorder.lines.isEmpty)
        var endedIn: UInt64?
        // Weakly: the navigator keeps its observers, and one holding the navigator would keep
        // both alive for ever (LeakSanitizer found this test's navigator at exit).
        app.navigator.observe { [weak navigator = app.navigator] _ in
            endedIn = recorder.lines.isEmpty ? nil : navigator?.changeCount
        }
        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(recorder.lines == ["end b", "end a"])
        #expect(endedIn == app.navigator.changeCount)
        #expect(first == nil && second == nil)
        #expect(app.navigator.context(for: pushed) == nil)
    }

    @Test func task_cancelledInTheRemovingCommit() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.navigator.tree.topEntry?.id)
        let context = try #require(app.navigator.context(for: top))
        let task = context.task { await Self.waitForCancellation() }
        #expect(context.runningTaskCount == 1)
        var cancelledAtCommit = false
        app.navigator.observe { _ in cancelledAtCommit = task.isCancelled }
        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(cancelledAtCommit)
        await task.value
        #expect(context.isEnded)
        #expect(context.task {}.isCancelled)
    }

    @Test func flowContext_sharedByTheFlowsScreens_endsWhenTheFlowFinishes() async throws {
        let app = TestNavigator(.headless)
        let root = HomeCoordinator()
        try await app.start(root: root)
        let flow = HomeCoordinator()
        try await app.run { try await root.navigate(to: flow, presentationStyle: .sheet) }
        let recorder = Recorder()
        weak var model: Model?
        do {
            let context = try #require(app.navigator.flowContext(for: flow.id))
            #expect(app.navigator.flowContext(for: flow.id) === context)
            let made = context.object { Model("flow", recorder) }
            model = made
            #expect(context.phase == .active)
        }
        try await app.run { try await flow.navigateToPushView(id: 1) }
        #expect(recorder.lines.isEmpty)
        try await app.run { try await flow.endThisCoordinator() }
        #expect(recorder.lines == ["end flow"])
        #expect(model == nil)
        #expect(app.navigator.flowContext(for: flow.id) == nil)
    }

    @Test func noContextForAnEntryNotInTheTree() async throws {
        let (app, _) = try await startedTabs(.headless)
        #expect(app.navigator.context(for: EntryID(serial: 999)) == nil)
    }

    @Test func state_writeIsNoTransaction_reachesStateObservers_andGoesWithItsEntry() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.navigator.tree.topEntry?.id)
        var navigationEvents = 0
        var stateEvents: [String] = []
        app.navigator.observe { _ in navigationEvents += 1 }
        app.navigator.observeState { stateEvents.append($0.description) }
        let changes = app.navigator.changeCount
        try app.navigator.setState(.string("shoes"), forKey: "query", of: .entry(top), source: .user)
        #expect(app.navigator.changeCount == changes)
        #expect(navigationEvents == 0)
        #expect(stateEvents == ["\(top) query = shoes by user"])
        #expect(app.navigator.state(of: .entry(top))["query"] == .string("shoes"))

        app.navigator.stateLimits.perBag = 40
        let tooLarge = String(repeating: "x", count: 100)
        #expect(throws: StateError.self) {
            try app.navigator.setState(.string(tooLarge), forKey: "query", of: .entry(top))
        }
        #expect(app.navigator.state(of: .entry(top))["query"] == .string("shoes"))
        #expect(throws: StateError.noSuchOwner(.entry(EntryID(serial: 999)))) {
            try app.navigator.setState(.int(1), forKey: "n", of: .entry(EntryID(serial: 999)))
        }

        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(app.navigator.state(of: .entry(top)).isEmpty)
    }
}
