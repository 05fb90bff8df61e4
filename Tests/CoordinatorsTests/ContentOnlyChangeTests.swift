import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A transaction that keeps every entry id but changes what an entry holds is still a change:
/// the tree is rebuilt from the committed state and the renderer hears about it.
@MainActor
@Suite struct ContentOnlyChangeTests {
    @Test func restore_sameIdsWithNewAttributes_rebuildsTheTreeInOneChange() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        let changes = navigator.changeCount
        var saved = navigator.tree
        let entry = try #require(saved.root?.entries.first)
        saved.root?.entries = [
            Entry(
                id: entry.id, route: entry.route, style: entry.style, withNavigation: entry.withNavigation,
                scope: entry.scope, attributes: ["tint": "red"]
            )
        ]

        try await navigator.restore(saved)

        let container = ContainerID(owner: home.core.id)
        #expect(navigator.path(of: container)?.entries.first?.attributes == ["tint": "red"])
        #expect(navigator.tree.root?.entries == navigator.path(of: container)?.entries)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                stack c0.stack
                  #0 actionList {tint=red}
                """)
        #expect(navigator.changeCount == changes + 1)
    }

    @Test func restore_sameRootIdWithAnotherRoute_plansAnUpdateStepEndingAtTheTarget() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        var saved = navigator.tree
        let root = try #require(saved.root?.entries.first)
        let restored = Entry(
            id: root.id, route: AnyRoute(HomeRoute.push(id: 2)), style: root.style,
            withNavigation: root.withNavigation)
        saved.root?.entries = [restored]

        try await navigator.restore(saved)

        let change = try #require(renderer.rendered.last?.containers.first)
        #expect(change.updated == [restored])
        #expect(change.inserted.isEmpty && change.removed.isEmpty)
        #expect(StepPlanner.steps(from: Array(change.before), to: Array(change.after)) == [[restored]])
        #expect(StepPlanner.transition(from: Array(change.before), to: Array(change.after)) == .update([restored]))
    }
}
