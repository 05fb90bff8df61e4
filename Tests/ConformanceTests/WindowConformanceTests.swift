import Testing
import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderStacks

/// Issue 38, Deliver 6: conformance scenarios with two windows (open, move, close, focus, a
/// hidden window's top in the background) and random interleavings with window actions pass
/// on both simulated renderers, which draw every window; a renderer that draws only the
/// focused window is caught.
@MainActor
@Suite struct WindowConformanceTests {
    @Test func theWindowScenarios_openFocusHideCloseAndMove() {
        let scenarios = RendererConformance.windowScenarios
        #expect(scenarios.count >= 5)
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
        #expect(scenarios.allSatisfy { !$0.seenIn.isEmpty && $0.actions.contains(.openWindow) })
        let all = scenarios.flatMap(\.actions)
        #expect(all.contains { if case .moveTop = $0 { true } else { false } })
        #expect(all.contains { if case .closeWindow = $0 { true } else { false } })
        #expect(all.contains { if case .focusWindow = $0 { true } else { false } })
        #expect(all.contains(.showWindow(0, shown: false)))
        // The same seed gives the same interleaving, with window actions among the others.
        let first = ConformanceScenario.windowInterleaving(seed: 3, actions: 80)
        #expect(first == ConformanceScenario.windowInterleaving(seed: 3, actions: 80))
        #expect(first.contains(.openWindow))
    }

    @Test func theUIKitLikeRenderer_conformsWithWindows() async {
        let report = await RendererConformance.runWindows(seeds: 0..<0) { UIKitLikeRenderer() }
        #expect(report.passed, "\(report)")
        #expect(report.scenarios == RendererConformance.windowScenarios.count && report.actions > 60)
    }

    @Test func theNavigationStackLikeRenderer_conformsWithWindows() async {
        let report = await RendererConformance.runWindows(seeds: 0..<0) { NavigationStackLikeRenderer() }
        #expect(report.passed, "\(report)")
    }

    /// Random interleavings of window actions with the rest (10 seeds of 80 actions) on both
    /// simulated renderers. They found two bugs: a window opened while another open waited in
    /// the queue had its root reaped (and its screens shown in two windows) by the commit before
    /// it, and the kit took a close asking its screens' leave checks for a request that never
    /// reached the navigator.
    @Test func theWindowInterleavings_conform() async {
        let uikit = await RendererConformance.runWindows(seeds: 0..<10) { UIKitLikeRenderer() }
        #expect(uikit.interleavings == 10)
        #expect(uikit.passed, "\(uikit)")
        let stack = await RendererConformance.runWindows(seeds: 0..<10) { NavigationStackLikeRenderer() }
        #expect(stack.passed, "\(stack)")
    }

    /// Draws only the focused window, as a renderer that knows nothing of windows would: the
    /// stacks of the other windows are missing from what it shows.
    final class FocusedWindowOnlyRenderer: ConformingRenderer {
        let inner = NavigationStackLikeRenderer()
        private var focused: Set<ContainerID> = []
        var capabilities: RendererCapabilities { inner.capabilities }
        var shown: ShownScreens {
            var shown = inner.shown
            shown.stacks = shown.stacks.filter { focused.contains($0.key) }
            return shown
        }

        func show(_ step: RenderStep, driver: RenderDriver) {
            let window = step.projection(of: step.tree.focusedWindow)
            focused = Set(window?.stacks.map(\.container) ?? [])
            inner.show(step, driver: driver)
        }

        func endTransition() { inner.endTransition() }

        func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite? {
            inner.perform(gesture, bindings: bindings)
        }
    }

    @Test func aRendererThatDrawsOnlyTheFocusedWindow_isCaught() async {
        let opening = ConformanceScenario("two windows", seenIn: "this test", [.openWindow, .settle])
        let report = await RendererConformance.run(scenarios: [opening], seeds: 0..<0) { FocusedWindowOnlyRenderer() }
        #expect(!report.passed)
        #expect(report.failures.contains { $0.message.hasPrefix("the UI shows") })
    }
}
