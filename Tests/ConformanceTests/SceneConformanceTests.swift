import Testing
import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderStacks

/// The scene scenarios (issue 37, Deliver 4): a resize during a transition, during an
/// interactive back, a detail replaced while a step animates, a resize while a leave check
/// waits, and a tab page hidden during a resize, each in the three width classes, against both
/// simulated renderers, which draw panes; and a renderer whose panes drift, which the kit catches.
@MainActor
@Suite struct SceneConformanceTests {
    @Test func theSceneScenarios_startInEachWidthClass_andResizeToAnother() {
        let scenarios = RendererConformance.sceneScenarios
        #expect(scenarios.count == 15)
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
        for width in ConformanceScenario.sceneWidths {
            let own = ConformanceScenario.scenes(startingAt: width)
            #expect(own.allSatisfy { $0.actions.first == .resize(width) && !$0.seenIn.isEmpty })
            // Each resizes to a width of another class.
            #expect(
                own.allSatisfy { scenario in
                    scenario.actions.contains {
                        if case .resize(let other) = $0 {
                            WidthClass(width: other) != WidthClass(width: width)
                        } else {
                            false
                        }
                    }
                })
        }
    }

    /// Runs the scene scenarios, each against a new renderer `make` gives.
    private func run<Renderer: SimulatedRenderer>(
        _ make: @escaping @MainActor () -> Renderer
    ) async -> (report: ConformanceReport, renderers: [Renderer]) {
        var renderers: [Renderer] = []
        let report = await RendererConformance.run(scenarios: RendererConformance.sceneScenarios, seeds: 0..<0) {
            let renderer = make()
            renderers.append(renderer)
            return renderer
        }
        return (report, renderers)
    }

    /// The most panes any renderer draws a stack in at the end of its scenario.
    private func mostPanes(_ renderers: [SimulatedRenderer]) -> Int {
        renderers.flatMap { $0.scenes.values.map(\.panes.count) }.max() ?? 0
    }

    @Test func aUIKitLikeRenderer_drawsTheTreesPanes() async {
        let (report, renderers) = await run { UIKitLikeRenderer() }
        #expect(report.passed, "\(report)")
        #expect(report.scenarios == 15)
        #expect(renderers.flatMap(\.violations).isEmpty, "\(renderers.flatMap(\.violations).prefix(5))")
        #expect(renderers.allSatisfy { $0.drawnScenes != nil })
        // One step at a time: a replaced detail and its extra pane took several steps.
        #expect(renderers.reduce(0) { $0 + $1.multiStepChanges } > 0)
        #expect(mostPanes(renderers) == 3)
    }

    @Test func aNavigationStackLikeRenderer_drawsTheTreesPanes() async {
        let (report, renderers) = await run { NavigationStackLikeRenderer() }
        #expect(report.passed, "\(report)")
        #expect(renderers.flatMap(\.violations).isEmpty, "\(renderers.flatMap(\.violations).prefix(5))")
        #expect(mostPanes(renderers) == 3)
    }

    @Test func aRendererThatMissesWidthChanges_isCaught() async {
        let narrowed = ConformanceScenario(
            "three panes narrowed to two", seenIn: "react-navigation #6344",
            [.resize(1_200), .push(1), .pushExtra(1), .settle, .resize(700), .settle])
        let report = await RendererConformance.run(scenarios: [narrowed], seeds: 0..<0) { DeafToWidthRenderer() }
        #expect(report.failures.contains { $0.message.hasPrefix("the UI draws") }, "\(report)")
    }

    @Test func theInterleavings_resizeAcrossTheThreeClasses_duringTransitionsAndBacks() {
        let actions = (0..<UInt64(20)).flatMap { ConformanceScenario.interleaving(seed: $0, actions: 80) }
        #expect(actions.count == 20 * 80)
        var classes: Set<WidthClass> = []
        var resizes = 0
        var duringChanges = 0
        for (index, action) in actions.enumerated() {
            guard case .resize(let width) = action else { continue }
            resizes += 1
            classes.insert(WidthClass(width: width))
            switch index > 0 ? actions[index - 1] : .settle {
            case .push, .backSwipe, .systemBack: duringChanges += 1
            default: break
            }
        }
        #expect(classes == [.compact, .medium, .expanded])
        #expect(
            resizes > actions.count / 12 && duringChanges > resizes / 4,
            "\(resizes) resizes, \(duringChanges) mid-change")
        #expect(actions.contains { if case .pushExtra = $0 { true } else { false } })
    }

    @Test func theInterleavings_showThreePanes_andPassOnARendererThatDrawsThem() async {
        var renderers: [PaneCountingRenderer] = []
        let passing = await RendererConformance.run(scenarios: [], seeds: 0..<20) {
            let renderer = PaneCountingRenderer()
            renderers.append(renderer)
            return renderer
        }
        #expect(passing.passed, "\(passing)")
        #expect(renderers.map(\.mostPanes).max() == 3)
    }

    @Test func aRendererThatDrawsNoPanes_passesTheSceneScenariosInOnePane() async {
        let report = await RendererConformance.run(scenarios: RendererConformance.sceneScenarios, seeds: 0..<0) {
            OnePaneRenderer()
        }
        #expect(report.passed, "\(report)")
    }
}

/// Draws panes, but never hears a width change: its panes stay as the last step drew them.
final class DeafToWidthRenderer: SimulatedRenderer {
    init() { super.init(.navigationStack.drawingPanes()) }
    override func show(layout: LayoutEvent, driver: RenderDriver) {}
}

/// Draws one screen per stack: the navigator shows every stack as one pane for it, whatever
/// the width.
final class OnePaneRenderer: SimulatedRenderer {
    init() { super.init(.navigationStack) }
}

/// Draws panes, and keeps the most it drew one stack in.
final class PaneCountingRenderer: SimulatedRenderer {
    private(set) var mostPanes = 0
    init() { super.init(.navigationStack.drawingPanes()) }

    override func show(_ step: RenderStep, driver: RenderDriver) {
        super.show(step, driver: driver)
        mostPanes = max(mostPanes, scenes.values.map(\.panes.count).max() ?? 0)
    }

    override func show(layout: LayoutEvent, driver: RenderDriver) {
        super.show(layout: layout, driver: driver)
        mostPanes = max(mostPanes, scenes.values.map(\.panes.count).max() ?? 0)
    }
}
