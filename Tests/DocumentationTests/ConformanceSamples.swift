import Testing
import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderStacks

// The code of WayfinderConformance's landing page, with the smallest renderer that passes the
// kit: it shows each step's entries whole and lets the model lead (a gesture is only written to
// the bindings; the next step shows its effect). Tests/ConformanceTests has the two simulated
// renderers that change their UI first, as a device does.

@MainActor
@Test func myRendererConforms() async {
    let report = await RendererConformance.run { MyRenderer() }
    #expect(report.passed, "\(report)")
}

/// A renderer whose UI is a dictionary of screens per stack.
@MainActor
final class MyRenderer: ConformingRenderer {
    let capabilities = RendererCapabilities.allAtOnce
    private(set) var shown = ShownScreens()
    private var running: (step: RenderStep, driver: RenderDriver)?

    func show(_ step: RenderStep, driver: RenderDriver) {
        let projection = step.projection
        shown.selectedTabs = ShownScreens(projection).selectedTabs
        if let container = step.container {
            shown.stacks[container] = step.entries.isEmpty ? nil : step.entries.map(\.id)
        }
        let present = Set(projection.stacks.map(\.container))
        shown.stacks = shown.stacks.filter { present.contains($0.key) }
        if step.animated {
            running = (step, driver)
        } else {
            driver.transitionFinished(change: step.change, step: step.index)
        }
    }

    func endTransition() {
        guard let (step, driver) = running else { return }
        running = nil
        driver.transitionFinished(change: step.change, step: step.index)
    }

    func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite? {
        switch gesture {
        case .backSwipe(let container, true):
            guard let layer = bindings.projection.stack(container)?.topLayer, !layer.path.isEmpty else { return nil }
            return bindings.setPath(layer.path.dropLast().map(\.id), ofLayerOpenedBy: layer.id, in: container)
        case .backSwipe:
            return nil
        case .swipeDown(let container):
            guard let layer = bindings.projection.stack(container)?.modals.last else { return nil }
            return bindings.dismissItem(layer.id, in: container)
        case .tapTab(let coordinator, let index):
            return bindings.selectTab(index, of: coordinator)
        }
    }
}
