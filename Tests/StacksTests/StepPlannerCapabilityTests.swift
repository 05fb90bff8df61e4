import Testing
import WayfinderRouting
import WayfinderStacks

/// The step cases FlowStacks and NavigationBackport plan for, under declared capabilities:
/// one screen at a time, everything at once where the UI allows it, and content updated in place.
@Suite struct StepPlannerCapabilityTests {
    // Entries by letter: r root, a/b/c/d pushed, s a sheet with navigation, t another one, l a cover.
    private let r = home
    private let a = pushed(1, Screen.a)
    private let b = pushed(2, Screen.b)
    private let c = pushed(3, Screen.c)
    private let s = modal(4, Screen.filters, navigation: true)
    private let d = pushed(5, Screen.d)
    private let t = modal(6, Screen.picker, navigation: true)
    private let l = modal(7, Screen.login, .fullScreenCover)

    /// The steps, each checked to be one legal transition the capabilities allow.
    private func steps(
        _ start: [Entry<Screen>], _ end: [Entry<Screen>], _ capabilities: RendererCapabilities,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [[Entry<Screen>]] {
        let steps = StepPlanner.steps(from: start, to: end, capabilities: capabilities)
        var previous = start
        for step in steps {
            let transition = StepPlanner.transition(from: previous, to: step)
            #expect(
                transition.map(capabilities.allows) == true, "\(previous) -> \(step)", sourceLocation: sourceLocation)
            previous = step
        }
        return steps
    }

    // MARK: - One at a time

    @Test func oneAtATime_pushesEachScreen() {
        #expect(steps([r], [r, a, b, c], .oneAtATime) == [[r, a], [r, a, b], [r, a, b, c]])
    }

    @Test func oneAtATime_popsEachScreen() {
        #expect(steps([r, a, b, c], [r], .oneAtATime) == [[r, a, b], [r, a], [r]])
    }

    @Test func oneAtATime_dismissesEachLayerWithoutPoppingInsideIt() {
        // The pushes inside a layer go with the layer: no pop inside a layer about to go.
        #expect(steps([r, a, s, b, t, c], [r, a], .oneAtATime) == [[r, a, s, b], [r, a]])
    }

    @Test func oneAtATime_goesBackToTheCommonAncestorFirst() {
        #expect(steps([r, a, b], [r, a, c, d], .oneAtATime) == [[r, a], [r, a, c], [r, a, c, d]])
    }

    @Test func presentationsAndPushes_interleaveOneByOne() {
        #expect(steps([r], [r, s, a, t], .oneAtATime) == [[r, s], [r, s, a], [r, s, a, t]])
    }

    // MARK: - All at once

    @Test func navigationStack_pushesARunInOneStep() {
        #expect(steps([r], [r, a, b, c], .navigationStack) == [[r, a, b, c]])
    }

    @Test func navigationStack_popsInOneStep() {
        #expect(steps([r, a, b, c], [r], .navigationStack) == [[r]])
    }

    @Test func navigationStack_replacesThePathInTwoSteps() {
        #expect(steps([r, a, b], [r, c, d], .navigationStack) == [[r], [r, c, d]])
    }

    @Test func presentationsStayAlone_evenWhenPushesGoTogether() {
        #expect(steps([r], [r, a, b, s, c, d], .allAtOnce) == [[r, a, b], [r, a, b, s], [r, a, b, s, c, d]])
    }

    @Test func oneDismissalPerStep_dismissesTopmostFirst() {
        #expect(steps([r, s, c, t, l], [r], .navigationStack) == [[r, s, c, t], [r, s, c], [r]])
    }

    @Test func multipleDismissals_goInOneStep() {
        #expect(steps([r, s, c, t, l], [r], .allAtOnce) == [[r]])
        let two = RendererCapabilities(pushesPerStep: 1, popsPerStep: 1, dismissalsPerStep: 2)
        #expect(steps([r, s, c, t, l], [r], two) == [[r, s, c], [r]])
    }

    @Test func dismissalsThenPops_thenPushes() {
        #expect(steps([r, a, b, s, c], [r, d], .allAtOnce) == [[r, a, b], [r], [r, d]])
        #expect(steps([r, a, b, s, c], [r, d], .oneAtATime) == [[r, a, b], [r, a], [r], [r, d]])
    }

    @Test func popLimit_splitsLongPops() {
        let two = RendererCapabilities(pushesPerStep: 2, popsPerStep: 2, dismissalsPerStep: 1)
        #expect(steps([r, a, b, c, d], [r], two) == [[r, a, b], [r]])
        #expect(steps([r], [r, a, b, c, d], two) == [[r, a, b], [r, a, b, c, d]])
    }

    // MARK: - Content updates in place

    @Test func sameIDNewRoute_isUpdatedInPlace() {
        let restoredRoot = rootEntry(0, Screen.item(3))
        #expect(steps([r], [restoredRoot], .oneAtATime) == [[restoredRoot]])
        #expect(StepPlanner.transition(from: [r], to: [restoredRoot]) == .update([restoredRoot]))
    }

    @Test func updatesInPlace_comeBeforeStructuralSteps() {
        let a2 = pushed(1, Screen.item(9), attributes: ["tint": "red"])
        #expect(steps([r, a, b], [r, a2, c], .navigationStack) == [[r, a2, b], [r, a2], [r, a2, c]])
        #expect(StepPlanner.transition(from: [r, a, b], to: [r, a2, b]) == .update([a2]))
    }

    @Test func severalUpdates_goInOneStep() {
        let r2 = rootEntry(0, Screen.e)
        let s2 = modal(4, Screen.filters, navigation: true, attributes: ["detent": "large"])
        #expect(steps([r, s, a], [r2, s2, a], .oneAtATime) == [[r2, s2, a]])
    }

    @Test func aSameIDEntryWithAnotherStyle_isRemovedAndShownAgain() {
        let asSheet = modal(1, Screen.a)
        #expect(steps([r, a], [r, asSheet], .oneAtATime) == [[r], [r, asSheet]])
    }

    @Test func anUpdateMixedWithAPush_isNotOneTransition() {
        let a2 = pushed(1, Screen.item(9))
        #expect(StepPlanner.transition(from: [r, a], to: [r, a2, b]) == nil)
    }

    // MARK: - Capabilities

    @Test func limitsBelowOne_countAsOne() {
        let none = RendererCapabilities(pushesPerStep: 0, popsPerStep: -3, dismissalsPerStep: 0)
        #expect(none == .oneAtATime)
    }

    @Test func allows_comparesEachKindWithItsLimit() {
        #expect(RendererCapabilities.oneAtATime.allows(StepTransition<Screen>.push([a, b])) == false)
        #expect(RendererCapabilities.navigationStack.allows(StepTransition<Screen>.push([a, b])))
        #expect(RendererCapabilities.navigationStack.allows(StepTransition<Screen>.dismiss([s, t])) == false)
        #expect(RendererCapabilities.allAtOnce.allows(StepTransition<Screen>.dismiss([s, t])))
        #expect(RendererCapabilities.oneAtATime.allows(StepTransition<Screen>.pop(count: 2)) == false)
    }
}
