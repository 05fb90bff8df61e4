import Foundation
import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The page as the renderer of the conformance kit's scenarios (``/WayfinderConformance/RendererConformance``).
///
/// A page asks with `{"type":"conformance","seq":N,"seeds":K}`. The kit then runs every named
/// scenario of its catalog, its scene scenarios (in each width class) and its window scenarios
/// (``scenarios``), and `K` seeded random interleavings, each on its own app, with a
/// ``StageRenderer`` whose steps go to that page only (as `stage-step` messages drawn by the
/// page's own drawing code, and `stage-layout` for a width change; the page sets the served
/// app's steps aside meanwhile). At every settle, where the kit compares what the renderer
/// shows with the tree, the page is sent a `stage-check` with the tree's visible path (less the
/// entries that host a tab bar, which the page shows as the bar), the selected tabs, and the
/// top stack's panes with the width and width class, and compares them with the breadcrumb,
/// the top screen, the selected tabs and the panes its document shows and lays out; the page
/// keeps the mismatches. Last comes `stage-done` with the kit's report, then a snapshot of the
/// served app.
@MainActor
enum ConformanceStage {
    /// What a page runs: the kit's catalog, its scene scenarios (each width class) and its
    /// window scenarios (two windows of the kit's app, the page drawing the focused one).
    static var scenarios: [ConformanceScenario] {
        RendererConformance.scenarios + RendererConformance.sceneScenarios + RendererConformance.windowScenarios
    }

    /// Runs `scenarios` (``scenarios`` by default) and `seeds` interleavings with `page` as the
    /// renderer; the page is in ``ServeHub/staged`` meanwhile.
    static func run(
        on hub: ServeHub, page: UInt64, seq: Int, seeds: Int,
        scenarios: [ConformanceScenario] = ConformanceStage.scenarios
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
/// the served app, with the tree the step leaves, in the step's panes. Like the browser renderer
/// it may show any number of screens in one step, and it draws a stack's panes side by side;
/// an animated step ends when the kit ends its transition.
///
/// The page lays its screens out at the width the scenario reported (the kit's navigator sets
/// the width class from it, as the server sets the served app's from the page's own width), and
/// a width change is drawn at once (`stage-layout`): the same screens in the new scenes.
///
/// The page's UI never runs ahead of the model (it draws what it is sent), so a gesture the
/// kit makes goes straight to the bindings, as the page's own writes do.
@MainActor
final class StageRenderer: ConformingRenderer {
    let capabilities = RendererCapabilities.allAtOnce.drawingPanes()
    private let name: String
    private let send: (PageEvent) -> Void
    /// The tree as the page was last told to show it.
    private var showing = NavigationTree()
    /// The layout the page was last drawn in: the last step's, with the width of each layout
    /// change since.
    private var layout: SceneLayout?
    /// The panes of each stack, as the steps (``/WayfinderBindings/RenderStep/scenes``) and the
    /// layout events told the page: what the kit compares with the tree's scenes, and the page
    /// with the panes its document lays out.
    private var scenes: [ContainerID: StackScene] = [:]
    private var running: RenderStep?
    private weak var driver: RenderDriver?
    private var checks = 0

    init(name: String, send: @escaping (PageEvent) -> Void) {
        self.name = name
        self.send = send
    }

    /// What the page was last sent; reading it is the kit's settle check, so the page is asked
    /// to check its document then: the visible path, the selected tabs, and the panes of the
    /// top stack laid out side by side at the scenario's width.
    var shown: ShownScreens {
        checks += 1
        let projection = NavigationProjection(showing)
        let scene = projection.visible.last.flatMap { scenes[$0.container] }
        send(
            .stageCheck(
                PageEvent.StageCheck(
                    scenario: name, check: checks,
                    // An entry that hosts a tab bar is shown as the bar, whose selection is `tabs`.
                    path: showing.visiblePath.filter { $0.tabs == nil }.map { "\($0.entry.id)" },
                    tabs: showing.visiblePath.compactMap { $0.tabs?.selectedPage?.name },
                    panes: scene?.panes.map { [$0.role?.rawValue ?? "", $0.top.map { "\($0)" } ?? ""] } ?? [],
                    width: layout?.width, widthClass: (layout?.effectiveWidthClass ?? .compact).rawValue)))
        return ShownScreens(windows: NavigationProjection.windows(of: showing))
    }

    /// The panes the page was told to draw each stack in.
    var drawnScenes: [ContainerID: StackScene]? { scenes }

    func show(_ step: RenderStep, driver: RenderDriver) {
        self.driver = driver
        var tree = step.tree
        if let container = step.container, !step.isLast { tree = tree.replacing(container, with: step.entries) }
        showing = tree
        if let stepLayout = step.layout { layout = stepLayout }
        // Every stack shown gets its panes; a stack that is gone takes its panes with it.
        let present = Set(NavigationProjection.windows(of: step.tree).flatMap { $0.projection.stacks.map(\.container) })
        for container in scenes.keys where !present.contains(container) { scenes[container] = nil }
        for (container, scene) in step.scenes { scenes[container] = scene }
        send(.stageStep(scenario: name, page: model(), facts: PageEvent.StepFacts(step), width: layout?.width))
        if step.animated {
            running = step
        } else {
            driver.transitionFinished(change: step.change, step: step.index)
        }
    }

    /// A width change: the page draws what it shows in the new scenes, at the new width.
    func show(layout event: LayoutEvent, driver: RenderDriver) {
        // The kit's navigator has the focused window's width only.
        guard event.window == nil else { return }
        layout?.width = event.width
        for shown in event.scenes { scenes[shown.container] = shown.scene }
        send(.stageLayout(scenario: name, page: model(), width: layout?.width))
    }

    /// The page for the tree shown, in the layout it is drawn in.
    private func model() -> PageModel {
        guard let layout else {
            return PageModel(projection: NavigationProjection(showing), phases: showing.phases, app: nil)
        }
        return PageModel(
            layout: layout, tree: showing, projection: NavigationProjection(showing, layout: layout), app: nil)
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

extension PageEvent {
    /// What a page checks at one of the kit's settles (`stage-check`): its breadcrumb, top
    /// screen and selected tabs against `path` and `tabs`, and the panes it lays out against
    /// `panes`, side by side within `width` points in `widthClass`.
    struct StageCheck {
        let scenario: String
        let check: Int
        /// The visible path's entries, less those that host a tab bar.
        let path: [String]
        /// The selected page of each tab bar shown, by name.
        let tabs: [String]
        /// The top stack's panes, leading first: each its role (empty for none) and the entry it shows.
        let panes: [[String]]
        /// The width the page lays its screens out at; `nil` until the scenario reports one.
        let width: Double?
        /// The width class the scenes were computed in.
        let widthClass: String
    }
}
