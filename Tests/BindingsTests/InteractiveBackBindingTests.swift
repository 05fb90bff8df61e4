import Testing
import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The binding layer says, per entry, whether a UI may offer an interactive back now.
@MainActor
@Suite struct InteractiveBackBindingTests {
    @Test func onlyTheEntryBackWouldRemove_withoutHandlerOrLeaveCheck_allowsIt() async throws {
        let navigator = Navigator()
        let list = ListCoordinator()
        try await navigator.start(root: list)
        try await list.router.navigate(toRoute: .item(1))
        try await list.router.navigate(toRoute: .item(2))
        let bindings = NavigationBindings(navigator: navigator)
        let entries = list.router.entries.map(\.id)
        #expect(entries.map { bindings.allowsInteractiveBack(on: $0) } == [false, false, true])
        navigator.context(for: entries[2])?.leaveCheck = { _ in .stay(reason: "draft") }
        #expect(!bindings.allowsInteractiveBack(on: entries[2]))
        navigator.context(for: entries[2])?.leaveCheck = nil
        let handler = navigator.context(for: entries[2])?.onBack {}
        #expect(!bindings.allowsInteractiveBack(on: entries[2]))
        handler?.isEnabled = false
        #expect(bindings.allowsInteractiveBack(on: entries[2]))
    }
}
