import Testing
import WayfinderBindings
import WayfinderConformance
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The conformance kit against the two simulated Swift renderers, and against renderers broken
/// on purpose, which it must catch.
@MainActor
@Suite struct RendererConformanceTests {
    @Test func theCatalogHasTwentyFiveNamedScenarios_eachWithItsSource() {
        let scenarios = RendererConformance.scenarios
        #expect(scenarios.count >= 25)
        #expect(Set(scenarios.map(\.name)).count == scenarios.count)
        #expect(scenarios.allSatisfy { !$0.seenIn.isEmpty && !$0.actions.isEmpty })
    }

    /// Runs the catalog and 50 interleavings, each against a new renderer `make` gives.
    private func run<Renderer: SimulatedRenderer>(
        _ make: @escaping @MainActor () -> Renderer
    ) async -> (report: ConformanceReport, renderers: [Renderer]) {
        var renderers: [Renderer] = []
        let report = await RendererConformance.run(seeds: 0..<50) {
            let renderer = make()
            renderers.append(renderer)
            return renderer
        }
        return (report, renderers)
    }

    @Test func aUIKitLikeRenderer_conforms() async {
        let (report, renderers) = await run { UIKitLikeRenderer() }
        #expect(report.passed, "\(report)")
        #expect(report.scenarios == RendererConformance.scenarios.count && report.interleavings == 50)
        #expect(renderers.flatMap(\.violations).isEmpty, "\(renderers.flatMap(\.violations).prefix(5))")
        // One push, pop or dismissal per update: many of the kit's changes took several steps.
        #expect(renderers.reduce(0) { $0 + $1.multiStepChanges } > 20)
        // Refused swipes were put back, in the named scenarios and the interleavings.
        #expect(renderers.reduce(0) { $0 + $1.putBackSteps } > 10)
    }

    @Test func aNavigationStackLikeRenderer_conforms() async {
        let (report, renderers) = await run { NavigationStackLikeRenderer() }
        #expect(report.passed, "\(report)")
        #expect(renderers.flatMap(\.violations).isEmpty, "\(renderers.flatMap(\.violations).prefix(5))")
    }

    @Test func interleavingsAreSeeded() {
        #expect(
            ConformanceScenario.interleaving(seed: 4, actions: 50)
                == ConformanceScenario.interleaving(seed: 4, actions: 50))
        #expect(
            ConformanceScenario.interleaving(seed: 4, actions: 50)
                != ConformanceScenario.interleaving(seed: 5, actions: 50))
    }

    // MARK: - Renderers that drift, which the kit must catch

    @Test func aRendererThatIgnoresPops_isCaught() async {
        let report = await RendererConformance.run(
            scenarios: RendererConformance.scenarios.filter { $0.name == "a cancelled interactive back, then a pop" },
            seeds: 0..<0
        ) { DroppingRenderer(dropping: "pop") }
        #expect(report.failures.contains { $0.message.hasPrefix("the UI shows") }, "\(report)")
    }

    @Test func aRendererWhoseBackButtonDoesNotTellTheModel_isCaught() async {
        let report = await RendererConformance.run(
            scenarios: RendererConformance.scenarios.filter {
                $0.name == "two quick back swipes while the first pop animates"
            }, seeds: 0..<0
        ) { SilentBackRenderer() }
        #expect(report.failures.contains { $0.message.hasPrefix("the UI shows") }, "\(report)")
    }

    @Test func aRendererThatIgnoresPutBackSteps_isCaught() async {
        let report = await RendererConformance.run(
            scenarios: RendererConformance.scenarios.filter {
                $0.name == "a leave check refused after a completed swipe (the screen comes back)"
            }, seeds: 0..<0
        ) { DroppingRenderer(droppingPutBacks: true) }
        #expect(report.failures.contains { $0.message.hasPrefix("the UI shows") }, "\(report)")
    }

    @Test func aRendererThatNeverFinishesItsTransitions_isCaught() async {
        let report = await RendererConformance.run(scenarios: [], seeds: 0..<1, actions: 10) { StuckRenderer() }
        #expect(report.failures.contains { $0.message.hasPrefix("the UI never settled") }, "\(report)")
    }
}

/// Shows every step but ignores one kind of transition, or the steps that put back what a
/// refused gesture removed (its UI keeps the old screens).
@MainActor
final class DroppingRenderer: SimulatedRenderer {
    let dropping: String
    let droppingPutBacks: Bool

    init(dropping: String = "", droppingPutBacks: Bool = false) {
        self.dropping = dropping
        self.droppingPutBacks = droppingPutBacks
        super.init(.oneAtATime)
    }

    override func apply(_ step: RenderStep, to before: [Entry<AnyRoute>]) -> [Entry<AnyRoute>] {
        Array(step.entries)
    }

    override func show(_ step: RenderStep, driver: RenderDriver) {
        if (droppingPutBacks && step.putsBack)
            || (!dropping.isEmpty && step.transition.map { "\($0)".hasPrefix(dropping) } == true)
        {
            driver.transitionFinished(change: step.change, step: step.index)
            return
        }
        super.show(step, driver: driver)
    }
}

/// Removes a swiped-back screen from its UI without telling the model (a router that does
/// not hear the system back button).
@MainActor
final class SilentBackRenderer: SimulatedRenderer {
    init() {
        super.init(.navigationStack)
    }

    override func writeBackSwipe(
        path: [EntryID], opener: EntryID, container: ContainerID, bindings: NavigationBindings
    ) -> BindingWrite {
        .sent([])
    }
}

/// Never reports the end of an animated transition.
@MainActor
final class StuckRenderer: SimulatedRenderer {
    init() {
        super.init(.allAtOnce)
    }

    override func endTransition() {}
}

/// The kit with item screens that load before they are shown.
@MainActor
@Suite struct LoadingConformanceTests {
    @Test func withLoadingItems_eachLoadedRequestIsOneChange_andTheRenderersConform() async {
        var loaded = 0
        for make in [
            { UIKitLikeRenderer() } as @MainActor () -> any ConformingRenderer, { NavigationStackLikeRenderer() },
        ] {
            let report = await RendererConformance.run(seeds: 0..<20, loading: true, makeRenderer: make)
            #expect(report.passed, "\(report)")
            loaded += report.loadedRequests
        }
        #expect(loaded > 50)
    }
}
