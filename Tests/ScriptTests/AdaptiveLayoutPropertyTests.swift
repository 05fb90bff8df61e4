import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderScript
import WayfinderStacks
import WayfinderTesting

/// Random navigation, back and resizes across the three width classes, on the composed shop and
/// transit: after each step, the invariants hold.
@MainActor
@Suite struct AdaptiveLayoutPropertyTests {
    /// How many sequences each manifest runs, and the most steps in one.
    static let sequences = 5_000
    static let longestSequence = 6

    private func compose(_ manifest: String) async throws -> AppSession {
        try await AdaptiveShopTests.compose(manifest)
    }

    /// Every stack's routes, by container: what a resize must never change.
    private func stacks(_ tree: NavigationTree) -> [String: [String]] {
        Dictionary(
            tree.allStacks.map { ("\($0.container)", $0.entries.map { "\($0.id) \($0.route)" }) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The routes of every stack, without ids: what a restore gives back.
    private func routes(_ tree: NavigationTree) -> [[String]] {
        tree.allStacks.map { $0.entries.map { "\($0.route)" } }
    }

    @Test(arguments: ["shop.yaml", "examples/transit.yaml"])
    func randomNavigationBackAndResizes_keepTheInvariants(_ manifest: String) async throws {
        let session = try await compose(manifest)
        let navigator = session.app.navigator
        var random = SeededGenerator(seed: manifest == "shop.yaml" ? 37 : 3_700)
        // Phases as the events report them, checked against a recomputation after each step.
        var phases = navigator.tree.phases(in: navigator.layout)
        navigator.observe { event in
            for change in event.phases { phases[change.entry] = change.to == .ended ? nil : change.to }
        }
        navigator.observeLayout { event in
            for change in event.phases { phases[change.entry] = change.to == .ended ? nil : change.to }
        }
        let tabs = session.app.manifest.coordinator(session.app.manifest.app.root.value)?.pages?.map(\.name.value) ?? []
        var steps = 0
        var resizes = 0
        var backs = 0
        var multiPane = 0
        for sequence in 0..<Self.sequences {
            for _ in 0..<Int.random(in: 1...Self.longestSequence, using: &random) {
                steps += 1
                let treeBefore = navigator.tree
                let changesBefore = navigator.changeCount
                let step = Int.random(in: 0..<10, using: &random)
                if step < 3 {
                    // A resize in one of the three classes.
                    let width = [
                        Double.random(in: 0..<600, using: &random), .random(in: 600..<840, using: &random),
                        .random(in: 840..<1_600, using: &random),
                    ][step]
                    try await session.run("resize \(Int(width))")
                    resizes += 1
                    #expect(stacks(navigator.tree) == stacks(treeBefore), "a resize changed a stack (step \(steps))")
                    #expect(navigator.changeCount == changesBefore, "a resize made a transaction (step \(steps))")
                } else if step < 5 {
                    let action = navigator.backAction
                    _ = try? await session.run("system-back")
                    backs += 1
                    if case .pop(let entry, let container)? = action,
                        let before = treeBefore.allStacks.first(where: { $0.container == container }),
                        let after = navigator.tree.allStacks.first(where: { $0.container == container })
                    {
                        // popLatest (both samples' policy): exactly the top entry went.
                        #expect(before.entries.last?.id == entry, "back popped below the top (step \(steps))")
                        #expect(
                            Array(after.entries.map(\.id)) == Array(before.entries.dropLast().map(\.id)),
                            "back did not pop exactly one (step \(steps))")
                    }
                } else if step == 5, !tabs.isEmpty {
                    _ = try? await session.run("tab \(tabs[Int.random(in: 0..<tabs.count, using: &random)])")
                } else {
                    try await tapSomething(session, &random)
                }
                if session.screen.contains("\npanes: ") { multiPane += 1 }
                try checkScenes(navigator, step: steps)
                let recomputed = navigator.tree.phases(in: navigator.layout)
                #expect(phases == recomputed, "phases differ from the tree's after step \(steps)")
                if phases != recomputed { phases = recomputed }
            }
            if sequence % 500 == 499 {
                try await checkRestore(session, &random)
                phases = navigator.tree.phases(in: navigator.layout)
            }
        }
        #expect(steps > Self.sequences)
        #expect(resizes > steps / 5)
        #expect(backs > steps / 8)
        #expect(multiPane > 100, "the sequences reached several panes only \(multiPane) times")
        await session.app.stop()
    }

    /// Taps an action of the top screen or of another pane; refusals and questions are fine.
    private func tapSomething(_ session: AppSession, _ random: inout SeededGenerator) async throws {
        let navigator = session.app.navigator
        if !session.app.pendingQuestions.isEmpty {
            _ = try? await session.run(Bool.random(using: &random) ? "confirm" : "cancel")
            return
        }
        var targets: [(pane: String?, actions: Int)] = []
        if let top = session.app.topScreen { targets.append((nil, top.actions.count)) }
        if let visible = navigator.tree.visiblePath.last, let scene = navigator.scene(of: visible.stack.container),
            scene.isMultiPane
        {
            for id in scene.shown.dropLast() {
                if let entry = visible.stack.entries.last(where: { $0.id == id }),
                    let screen = session.app.screen(for: entry)
                {
                    targets.append((entry.route.routeName, screen.actions.count))
                }
            }
        }
        guard let target = targets.randomElement(using: &random), target.actions > 0 else { return }
        let number = Int.random(in: 1...target.actions, using: &random)
        _ = try? await session.run(target.pane.map { "tap \($0) \(number)" } ?? "tap \(number)")
        if !session.app.pendingQuestions.isEmpty { _ = try? await session.run("confirm") }
    }

    /// The focused entry of every stack shown is in a pane, the last one.
    private func checkScenes(_ navigator: Navigator, step: Int) throws {
        for stack in navigator.tree.visibleStacks {
            guard let scene = navigator.scene(of: stack.container), let top = stack.entries.last else { continue }
            let base = StackScene.baseContext(of: Array(stack.entries))
            if base.count == stack.entries.count {
                #expect(
                    scene.panes[scene.focusedPane].top == top.id, "the focused pane's top is not the top (step \(step))"
                )
            }
            #expect(scene.panes.count <= navigator.widthClass.maximumPanes, "too many panes (step \(step))")
        }
    }

    /// A tree saved at one width and restored at another gives the same stacks.
    private func checkRestore(_ session: AppSession, _ random: inout SeededGenerator) async throws {
        let navigator = session.app.navigator
        let saved = navigator.tree
        navigator.setWindowWidth(Double.random(in: 0..<1_600, using: &random))
        _ = try await navigator.restore(saved)
        #expect(routes(navigator.tree) == routes(saved), "a restore at another width changed the stacks")
    }
}
