import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Moving a screen between windows: the screen and those above it go on top of the target
/// window's stack in one transaction, keeping their ids, contexts (the same objects) and saved
/// state; the source stack pops to just below; interceptors see the move with its source, and
/// a refused move changes nothing.
@MainActor
@Suite struct WindowMoveTests {
    /// Records every proposal; denies moves when told to.
    @MainActor final class MoveWatcher: NavigationInterceptor {
        let name = "moves"
        var proposals: [NavigationProposal] = []
        var deniesMoves = false
        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            proposals.append(proposal)
            if deniesMoves, !proposal.moves.isEmpty { return .deny(reason: "screens stay where they are") }
            return .allow
        }
    }

    /// A model a screen keeps in its context.
    final class Draft {
        var text = ""
    }

    /// The main window with home, push 1, push 2, push 3, and a second window (focused).
    private func twoWindows() async throws -> (Navigator, HomeCoordinator, HomeCoordinator, [EntryID]) {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        for id in 1...3 { try await home.navigateToPushView(id: id) }
        let entries = try #require(navigator.tree.root?.entries.map(\.id))
        let second = HomeCoordinator()
        try await navigator.openWindow(root: second)
        return (navigator, home, second, entries)
    }

    @Test func move_takesTheScreenAndThoseAboveIt_keepingIdsContextsAndState() async throws {
        let (navigator, home, second, entries) = try await twoWindows()
        let moved = entries[2]
        let context = try #require(navigator.context(for: moved))
        let draft = context.object { Draft() }
        draft.text = "kept"
        let aboveContext = try #require(navigator.context(for: entries[3]))
        try navigator.setState(.int(3), forKey: "quantity", of: .entry(moved))
        let watcher = MoveWatcher()
        navigator.addInterceptor(watcher)
        var events: [NavigationEvent] = []
        navigator.observe { events.append($0) }

        try await navigator.moveEntry(moved, to: WindowID(1), source: .user)

        // The source pops to just below the moved screen; the target gets it and the one above.
        let mainStack = try #require(navigator.tree.window(.main)?.root)
        #expect(mainStack.container == ContainerID(owner: home.id))
        #expect(mainStack.entries.map(\.id) == Array(entries[0...1]))
        let target = try #require(navigator.tree.window(WindowID(1))?.root)
        #expect(target.container == ContainerID(owner: second.id))
        #expect(target.entries.dropFirst().map(\.id) == [entries[2], entries[3]])
        #expect(
            target.entries.dropFirst().map(\.route) == [
                AnyRoute(HomeRoute.push(id: 2)), AnyRoute(HomeRoute.push(id: 3)),
            ])
        // Same context objects, same kept object, same saved state; nothing ended.
        #expect(navigator.context(for: moved) === context)
        #expect(navigator.context(for: entries[3]) === aboveContext)
        #expect(!context.isEnded && !aboveContext.isEnded)
        #expect(context.object { Draft() } === draft)
        #expect(navigator.state(of: .entry(moved))["quantity"] == .int(3))
        // One transaction: one event with the move's source, no screen ended.
        #expect(events.count == 1)
        #expect(events.first?.source == .user)
        #expect(events.first?.phases.contains { $0.to == .ended } == false)
        // The interceptors saw it as a move, with its source.
        let proposal = try #require(watcher.proposals.last)
        #expect(proposal.source == .user)
        #expect(
            proposal.moves == [
                WindowMove(
                    entry: moved, entries: [entries[2], entries[3]], from: .main, to: WindowID(1),
                    source: ContainerID(owner: home.id), target: ContainerID(owner: second.id))
            ])
        // Focus does not move.
        #expect(navigator.focusedWindow == WindowID(1))
    }

    @Test func aRefusedMove_changesNothing() async throws {
        let (navigator, _, _, entries) = try await twoWindows()
        let context = try #require(navigator.context(for: entries[2]))
        let draft = context.object { Draft() }
        let watcher = MoveWatcher()
        watcher.deniesMoves = true
        navigator.addInterceptor(watcher)
        let before = navigator.tree
        var events: [NavigationEvent] = []
        navigator.observe { events.append($0) }
        await #expect(throws: NavigationError.denied(by: "moves", reason: "screens stay where they are")) {
            try await navigator.moveEntry(entries[2], to: WindowID(1), source: .user)
        }
        #expect(navigator.tree == before)
        #expect(events.isEmpty)
        #expect(navigator.context(for: entries[2]) === context)
        #expect(!context.isEnded)
        #expect(context.object { Draft() } === draft)
    }

    @Test func moves_thatCannotBe_areTypedErrors_andChangeNothing() async throws {
        let (navigator, _, second, entries) = try await twoWindows()
        let before = navigator.tree
        await #expect(throws: NavigationError.window(.unknownWindow(WindowID(7), open: [.main, WindowID(1)]))) {
            try await navigator.moveEntry(entries[2], to: WindowID(7))
        }
        await #expect(
            throws: NavigationError.window(
                .cannotMove(entry: entries[0], route: "actionList", reason: "it is the first screen of its stack"))
        ) {
            try await navigator.moveEntry(entries[0], to: WindowID(1))
        }
        await #expect(
            throws: NavigationError.window(
                .cannotMove(entry: entries[2], route: "push", reason: "it is in window w0 already"))
        ) {
            try await navigator.moveEntry(entries[2], to: .main)
        }
        #expect(navigator.tree == before)
        #expect(second.lifecycle != .finished)
    }

    @Test func aMoveInAnAppWithOneWindow_isATypedError() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        try await home.navigateToPushView(id: 1)
        let top = try #require(navigator.tree.topEntry?.id)
        await #expect(throws: NavigationError.window(.unknownWindow(WindowID(1), open: [.main]))) {
            try await navigator.moveEntry(top, to: WindowID(1))
        }
        #expect(navigator.tree.windows == nil)
    }

    @Test func tearOff_opensAWindowWithTheScreensOnTop_inOneTransaction() async throws {
        let (navigator, home, _, entries) = try await twoWindows()
        let context = try #require(navigator.context(for: entries[3]))
        var events: [NavigationEvent] = []
        navigator.observe { events.append($0) }
        let third = HomeCoordinator()
        let id = try await navigator.moveEntry(entries[3], toNewWindow: third, source: .user)
        #expect(id == WindowID(2))
        #expect(navigator.focusedWindow == id)
        #expect(navigator.tree.root?.container == ContainerID(owner: third.id))
        #expect(
            navigator.tree.root?.entries.map(\.route) == [
                AnyRoute(HomeRoute.actionList), AnyRoute(HomeRoute.push(id: 3)),
            ])
        #expect(navigator.tree.topEntry?.id == entries[3])
        #expect(navigator.tree.window(.main)?.root?.entries.map(\.id) == Array(entries[0...2]))
        #expect(navigator.context(for: entries[3]) === context)
        #expect(!context.isEnded)
        #expect(events.count == 1)
        #expect(home.lifecycle != .finished)
    }

    @Test func closingTheWindowAMovedScreenWentTo_endsItsContext() async throws {
        let (navigator, _, _, entries) = try await twoWindows()
        let context = try #require(navigator.context(for: entries[2]))
        let mainContext = try #require(navigator.context(for: entries[1]))
        try await navigator.moveEntry(entries[2], to: WindowID(1))
        try await navigator.closeWindow(WindowID(1))
        #expect(context.isEnded)
        #expect(!mainContext.isEnded)
        #expect(navigator.state(of: .entry(entries[2])).isEmpty)
    }
}
