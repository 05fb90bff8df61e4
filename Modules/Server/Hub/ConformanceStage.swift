import Foundation
import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The page as the renderer of the conformance kit's scenarios (``/WayfinderConformance/RendererConformance``).
///
/// A page asks with `{"type":"conformance","seq":N,"seeds":K}`. The kit then runs every named
/// scenario of its catalog, and `K` seeded random interleavings, each on its own app, with a
/// ``StageRenderer`` whose steps go to that page only (as `stage-step` messages drawn by the
/// page's own drawing code; the page sets the served app's steps aside meanwhile). At every
/// settle, where the kit compares what the renderer shows with the tree, the page is sent a
/// `stage-check` with the tree's visible path (less the entries that host a tab bar, which the
/// page shows as the bar) and the selected tabs, and compares them with the breadcrumb, the
/// top screen and the selected tabs its document shows; the page keeps the mismatches. Last comes `stage-done` with the kit's
/// report, then a snapshot of the served app.
@MainActor
enum ConformanceStage {
    /// Runs `scenarios` (the whole catalog by default) and `seeds` interleavings with `page` as
    /// the renderer; the page is in ``ServeHub/staged`` meanwhile.
    static func run(
        on hub: ServeHub, page: UInt64, seq: Int, seeds: Int,
        scenarios: [ConformanceScenario] = RendererConformance.scenarios
    ) async {
        hub.staged.insert(page)
        defer { hub.staged.remove(page) }
        var made = 0
        hub.send(.stageStart(scenarios: scenarios.count, seeds: seeds), to: page)
        let report = await RendererConformance.run(scenarios: scenarios, seeds: 0..<UInt64(seeds)) {
            made += 1
            let name = made <= scenarios.count ? scenarios[made - 1].name : "interleaving \(made - scenarios.count - 1)"
            return StageRenderer(name: name) { [weak hub] event in hub?.send(event, to: page) }
        }
        hub.send(
            .stageDone(
                seq: seq,
                report: PageEvent.StageReport(
                    scenarios: report.scenarios, interleavings: report.interleavings, actions: report.actions,
                    failures: report.failures.map(\.description), names: scenarios.map(\.name))), to: page)
        hub.send(hub.snapshotMessage(window: hub.shownWindow(of: page)), to: page)
        hub.send(.reply(PageReply(seq: seq, ok: report.failures.isEmpty)), to: page)
    }
}

/// A renderer that shows each step on a page: the step's tree as the page draws every step of
/// the served app, with the tree the step leaves. Like the browser renderer it may show any
/// number of screens in one step; an animated step ends when the kit ends its transition.
///
/// The page's UI never runs ahead of the model (it draws what it is sent), so a gesture the
/// kit makes goes straight to the bindings, as the page's own writes do.
@MainActor
final class StageRenderer: ConformingRenderer {
    let capabilities = RendererCapabilities.allAtOnce
    private let name: String
    private let send: (PageEvent) -> Void
    /// The tree as the page was last told to show it.
    private var showing = NavigationTree()
    private var running: RenderStep?
    private weak var driver: RenderDriver?
    private var checks = 0

    init(name: String, send: @escaping (PageEvent) -> Void) {
        self.name = name
        self.send = send
    }

    /// What the page was last sent; reading it is the kit's settle check, so the page is asked
    /// to check its document then.
    var shown: ShownScreens {
        checks += 1
        send(
            .stageCheck(
                scenario: name, check: checks,
                // An entry that hosts a tab bar is shown as the bar, whose selection is `tabs`.
                path: showing.visiblePath.filter { $0.tabs == nil }.map { "\($0.entry.id)" },
                tabs: showing.visiblePath.compactMap { $0.tabs?.selectedPage?.name }))
        return ShownScreens(NavigationProjection(showing))
    }

    func show(_ step: RenderStep, driver: RenderDriver) {
        self.driver = driver
        var tree = step.tree
        if let container = step.container, !step.isLast { tree = tree.replacing(container, with: step.entries) }
        showing = tree
        let model = PageModel(projection: NavigationProjection(tree), phases: tree.phases, app: nil)
        send(.stageStep(scenario: name, page: model, facts: PageEvent.StepFacts(step)))
        if step.animated {
            running = step
        } else {
            driver.transitionFinished(change: step.change, step: step.index)
        }
    }

    func endTransition() {
        guard let step = running, let driver else { return }
        running = nil
        driver.transitionFinished(change: step.change, step: step.index)
    }

    func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite? {
        let projection = bindings.projection
        switch gesture {
        case .backSwipe(let container, let completed):
            guard let layer = projection.stack(container)?.topLayer, let top = layer.path.last else { return nil }
            guard completed else { return .sent([bindings.navigator.handle(.backSwipe(top.id, completed: false))]) }
            return bindings.setPath(layer.path.dropLast().map(\.id), ofLayerOpenedBy: layer.id, in: container)
        case .swipeDown(let container):
            guard let layer = projection.stack(container)?.topLayer, layer.isModal else { return nil }
            return bindings.dismissItem(layer.id, in: container)
        case .tapTab(let coordinator, let index):
            return bindings.selectTab(index, of: coordinator)
        }
    }
}
