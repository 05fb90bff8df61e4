import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Each entry's lifecycle phase, derived from the tree, and what one commit reports of it.
@MainActor
@Suite struct ScreenLifecycleTests {
    /// The phases of `tree`, as `#id phase` lines sorted by id.
    private func phases(_ tree: NavigationTree) -> [String] {
        tree.phases.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
    }

    @Test func tabs_selectedTopActive_unselectedTopBackground_hostActive() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        // #0 tab bar entry, #1 home's list (covered by #3), #2 settings' top, #3 the push.
        #expect(phases(app.navigator.tree) == ["#0 active", "#1 covered", "#2 background", "#3 active"])
        #expect(app.navigator.tree.phase(of: EntryID(serial: 1)) == .covered)
        #expect(app.navigator.tree.coordinatorPhases[tabs.id] == .active)
    }

    @Test func push_reportsTheOldTopCovered_thenTheNewOneActive() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        var reported: [[String]] = []
        app.navigator.observe { reported.append($0.phases.map(\.description)) }
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.presentSheet() }
        try await app.run { try await home.closeTopViewOrSheet() }
        try await app.run { try await home.closeTopViewOrSheet() }
        #expect(
            reported == [
                ["#1 active -> covered", "#3 new -> active"],
                ["#3 active -> covered", "#4 new -> active"],
                ["#4 active -> ended", "#3 covered -> active"],
                ["#3 active -> ended", "#1 covered -> active"],
            ])
    }

    @Test func tabSwitch_changesTwoTops_andNothingBelowThem() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        try await app.run { try await home.navigateToPushView(id: 2) }
        var events: [[String]] = []
        app.navigator.observe { events.append($0.phases.map(\.description)) }
        try await app.run { try await tabs.selectPage(.settings) }
        #expect(events == [["#4 active -> background", "#2 background -> active"]])
    }

    @Test func transaction_pushAndPopInside_reportsNothing() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        var events: [[PhaseChange]] = []
        app.navigator.observe { events.append($0.phases) }
        try await app.run {
            try await app.navigator.transaction {
                try await home.navigateToPushView(id: 1)
                try await home.closeTopViewOrSheet()
                try await tabs.selectPage(.settings)
                try await tabs.selectPage(.home)
            }
        }
        let reported = events.filter { !$0.isEmpty }
        #expect(reported.isEmpty)
    }

    @Test func restore_reportsTheRestoredTreesPhases() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let saved = app.navigator.tree
        try await app.run { try await home.closeTopViewOrSheet() }
        try await app.run { try await tabs.selectPage(.settings) }
        var events: [[String]] = []
        app.navigator.observe { events.append($0.phases.map(\.description)) }
        let before = app.navigator.tree
        try await app.run { _ = try await app.navigator.restore(saved) }
        #expect(events.count == 1)
        #expect(events.first == NavigationTree.phaseChanges(from: before, to: saved).map(\.description))
        #expect(phases(app.navigator.tree) == phases(saved))
    }

    @Test func phases_areNotInTheTreesCodableForm_butInItsView() throws {
        let tree = NavigationTree(
            root: StackNode(
                container: ContainerID(owner: CoordinatorID(0)),
                entries: [Entry(id: EntryID(serial: 0), route: AnyRoute(HomeRoute.actionList))]))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        #expect(!String(decoding: try encoder.encode(tree), as: UTF8.self).contains("phase"))
        encoder.userInfo[.treeView] = TreeView(
            tree, entryStates: [EntryID(serial: 0): StateBag(["query": .string("shoes")])])
        let viewed = String(decoding: try encoder.encode(tree), as: UTF8.self)
        #expect(viewed.contains(#""phase":"active""#))
        #expect(viewed.contains(#""state":{"query":"shoes"}"#))
    }
}
