import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct StepPlannerTests {
    // Entries by letter: r root, a/b/c/d/e pushed, s a sheet with navigation, l a cover, x another root.
    private let r = home
    private let a = pushed(1, Screen.a)
    private let s = modal(2, Screen.filters, navigation: true)
    private let b = pushed(3, Screen.b)
    private let c = pushed(4, Screen.c)
    private let l = modal(5, Screen.login, .fullScreenCover)
    private let d = pushed(6, Screen.d)
    private let e = pushed(7, Screen.e)
    private let x = rootEntry(8, Screen.e)

    /// The steps, each checked to be one legal transition from the one before.
    private func steps(
        _ start: [Entry<Screen>],
        _ end: [Entry<Screen>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [[Entry<Screen>]] {
        let steps = StepPlanner.steps(from: start, to: end)
        var previous = start
        for step in steps {
            #expect(
                StepPlanner.transition(from: previous, to: step) != nil, "\(previous) -> \(step)",
                sourceLocation: sourceLocation)
            previous = step
        }
        return steps
    }

    // MARK: - Planning

    @Test func samePath_needsNoStep() {
        #expect(steps([r, a, s], [r, a, s]) == [])
    }

    @Test func pushesAndPresentations_areAddedOneByOne() {
        #expect(steps([r], [r, a, s, b]) == [[r, a], [r, a, s], [r, a, s, b]])
    }

    @Test func pushedEntries_arePoppedInOneStep() {
        #expect(steps([r, a, b, c], [r]) == [[r]])
    }

    @Test func aLayerWithPushesInside_isDismissedInOneStep() {
        #expect(steps([r, a, s, b], [r, a]) == [[r, a]])
        #expect(steps([r, a, s, b], [r]) == [[r, a], [r]])
    }

    @Test func layers_areDismissedTopmostFirst() {
        #expect(steps([r, a, s, b, l], [r, a]) == [[r, a, s, b], [r, a]])
        #expect(steps([r, s, l], [r, d]) == [[r, s], [r], [r, d]])
    }

    @Test func theCommonPrefix_isKept() {
        #expect(steps([r, a, s, b], [r, a, s, c, d]) == [[r, a, s], [r, a, s, c], [r, a, s, c, d]])
        #expect(steps([r, a, b], [r, d, e]) == [[r], [r, d], [r, d, e]])
    }

    @Test func anotherRoot_isReplacedOnceTheOldOneIsAlone() {
        #expect(steps([r, a, s], [x, b]) == [[r, a], [r], [x], [x, b]])
        #expect(steps([r], [x]) == [[x]])
    }

    @Test func emptyPaths_areSetOrClearedThroughTheRoot() {
        #expect(steps([], [r, a]) == [[r], [r, a]])
        #expect(steps([r, a], []) == [[r], []])
    }

    // MARK: - Classifying

    @Test func transition_namesEachLegalKind() {
        #expect(StepPlanner.transition(from: [r, a], to: [r, a, b]) == .push([b]))
        #expect(StepPlanner.transition(from: [r, a], to: [r, a, s]) == .present(s))
        #expect(StepPlanner.transition(from: [r, a, s, b, c], to: [r, a, s]) == .pop(count: 2))
        #expect(StepPlanner.transition(from: [r, a, s, b], to: [r, a]) == .dismiss([s]))
        #expect(StepPlanner.transition(from: [r], to: [x]) == .replaceRoot(from: r, to: x))
        #expect(StepPlanner.transition(from: [], to: [r]) == .replaceRoot(from: nil, to: r))
        #expect(StepPlanner.transition(from: [r], to: []) == .replaceRoot(from: r, to: nil))
    }

    @Test func transition_rejectsWhatTakesSeveralSteps() {
        let bare = modal(2, Screen.filters)
        let illegal: [([Entry<Screen>], [Entry<Screen>])] = [
            ([r, a], [r, a]),  // nothing
            ([r], [r, a, s]),  // a push and a presentation
            ([r, a], [r, b]),  // a pop and a push
            ([r, a, s, b], [r]),  // a dismiss and a pop
            ([r, s, b], [r, s, b, l, d]),  // two presentations' worth
            ([r, bare], [r, bare, b]),  // a push into a layer without navigation
            ([r, a], [x]),  // a new root under a pushed entry
            ([r, a], []),  // clearing more than the root
        ]
        for (from, to) in illegal {
            #expect(StepPlanner.transition(from: from, to: to) == nil, "\(from) -> \(to)")
        }
    }

    @Test func routePathSteps_planBetweenTwoPaths() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: true))
        let start = h.path
        try h.apply(.goBackToRoot)
        try h.apply(.push(.b))
        #expect(start.steps(to: h.path) == [[r, a], [r], [r, pushed(3, .b)]])
    }
}
