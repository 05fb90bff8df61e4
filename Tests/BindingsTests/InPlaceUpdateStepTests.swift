import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// What a step renderer is handed for TCA-style changes of one screen: an update in place is a
/// single content-update step whatever the renderer's capabilities, and a removal below the top
/// ends on the target with the screens above it keeping their ids.
@MainActor
@Suite struct InPlaceUpdateStepTests {
    @Test(arguments: [RendererCapabilities.oneAtATime, .standard, .navigationStack, .allAtOnce])
    func updatingAScreenInPlace_isOneContentUpdateStep(_ capabilities: RendererCapabilities) async throws {
        let (navigator, renderer, list) = try await driven(capabilities)
        try await list.router.navigate(toRoute: .item(1))
        try await list.router.navigate(toRoute: .item(2))
        let before = renderer.shown.count

        try await list.router.update(id: EntryID(serial: 1), to: .item(7), attributes: ["tint": "red"])

        let steps = renderer.shown.dropFirst(before)
        let updated = try #require(list.router.entries.first { $0.id == EntryID(serial: 1) })
        #expect(steps.map(\.transition) == [.update([updated])])
        #expect(steps.last.map { Array($0.entries) } == list.router.entries)
        #expect(navigator.tree.root.map { Array($0.entries) } == list.router.entries)
    }

    @Test(arguments: [RendererCapabilities.oneAtATime, .allAtOnce])
    func removingAScreenBelowTheTop_endsOnTheTarget_withTheScreensAboveKeepingTheirIds(
        _ capabilities: RendererCapabilities
    ) async throws {
        let (navigator, renderer, list) = try await driven(capabilities)
        for id in 1...3 { try await list.router.navigate(toRoute: .item(id)) }
        let before = renderer.shown.count

        try await list.router.remove(id: EntryID(serial: 2))

        let steps = Array(renderer.shown.dropFirst(before))
        #expect(steps.last?.entries.map(\.id.description) == ["#0", "#1", "#3"])
        #expect(steps.allSatisfy { $0.transition != nil })
        #expect(navigator.tree.root?.entries.map(\.id.description) == ["#0", "#1", "#3"])
    }

    /// A list flow on a navigator whose renderer is driven step by step, finishing each at once.
    private func driven(
        _ capabilities: RendererCapabilities
    ) async throws -> (Navigator, HeldRenderer, ListCoordinator) {
        let renderer = HeldRenderer(capabilities)
        renderer.finishAtOnce = true
        let navigator = Navigator(renderer: RenderDriver(renderer: renderer))
        let list = ListCoordinator()
        try await navigator.start(root: list)
        return (navigator, renderer, list)
    }
}
