import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks

/// Random before/after pairs (PropertyBased cases, shrunk on a failure), planned under random
/// capabilities: 4 batches × 2,000 pairs, each
/// planned under 6 capability sets (48,000 plans). Two pairs in five are offered new content in
/// entries that keep their id. Every plan must step legally, within the capabilities, end at
/// `after`, and be as short as the capabilities allow.
@Suite struct StepPlannerPropertyTests {
    private static let capabilitySets: [RendererCapabilities] = [
        .oneAtATime, .standard, .navigationStack, .allAtOnce,
        RendererCapabilities(pushesPerStep: 2, popsPerStep: 3, dismissalsPerStep: 2),
        RendererCapabilities(pushesPerStep: 3, popsPerStep: 1, dismissalsPerStep: 1),
    ]

    @Test(arguments: 0..<4)
    func randomPairs_endAtTheTargetInTheFewestAllowedSteps(batch: Int) async {
        var plans = 0
        var updates = 0
        await checkProperty(count: 2_000, input: Choices.generator(count: 200)) { choices in
            var fuzzer = Fuzzer(choices)
            let (before, after) = randomPair(&fuzzer)
            for capabilities in Self.capabilitySets {
                let steps = StepPlanner.steps(from: before, to: after, capabilities: capabilities)
                plans += 1
                if check(steps, from: before, to: after, capabilities) { continue }
                return
            }
            if zip(before, after).contains(where: { $0.sharesSlot(with: $1) && $0 != $1 }) { updates += 1 }
        }
        #expect(plans == 12_000)
        // Same-id content changes must be well represented for the run to mean anything.
        #expect(updates > 200)
    }

    /// Planning entry lists above the bottom entries both hold (what a renderer does with a
    /// change's unchanged prefix, so that a push deep in a stack costs what one near the root
    /// does) gives the plan of the whole paths: the same steps, with the same transitions.
    @Test(arguments: 0..<2)
    func planningAboveTheSharedEntries_givesThePlanOfTheWholePaths(batch: Int) async {
        var sharedAboveZero = 0
        await checkProperty(count: 1_000, input: Choices.generator(count: 200)) { choices in
            var fuzzer = Fuzzer(choices)
            let (before, after) = randomPair(&fuzzer)
            let equal = zip(before, after).prefix { $0 == $1 }.count
            let shared = Int.random(in: 0...equal, using: &fuzzer.random)
            if shared > 0 { sharedAboveZero += 1 }
            for capabilities in Self.capabilitySets {
                let whole = StepPlanner.steps(from: before, to: after, capabilities: capabilities)
                let lists = StepPlanner.plan(
                    from: EntryList(before), to: EntryList(after), sharing: shared, capabilities: capabilities)
                var previous = before
                let expected = whole.map { step in
                    defer { previous = step }
                    return PlannedStep(
                        entries: EntryList(step), transition: StepPlanner.transition(from: previous, to: step))
                }
                guard lists == expected else {
                    Issue.record(
                        "\(before) -> \(after) sharing \(shared) under \(capabilities): \(lists), not \(expected)")
                    return
                }
            }
        }
        // Plans that really skip shared entries must be well represented.
        #expect(sharedAboveZero > 300)
    }

    /// Records the first broken property of one plan; returns whether the plan was sound.
    private func check(
        _ steps: [[Entry<Screen>]], from before: [Entry<Screen>], to after: [Entry<Screen>],
        _ capabilities: RendererCapabilities
    ) -> Bool {
        var previous = before
        for step in steps {
            guard let transition = StepPlanner.transition(from: previous, to: step), capabilities.allows(transition)
            else {
                Issue.record("step \(previous) -> \(step) of \(before) -> \(after) under \(capabilities)")
                return false
            }
            previous = step
        }
        guard previous == after else {
            Issue.record("the plan of \(before) -> \(after) ends at \(previous)")
            return false
        }
        let fewest = Self.fewestSteps(from: before, to: after, capabilities)
        guard steps.count == fewest else {
            Issue.record("\(steps.count) steps from \(before) to \(after), \(fewest) suffice under \(capabilities)")
            return false
        }
        return true
    }

    // MARK: - Pairs

    /// Two paths of one history (so they share a prefix, or not), the second one sometimes
    /// with new content in entries that keep their id.
    private func randomPair(_ fuzzer: inout Fuzzer) -> ([Entry<Screen>], [Entry<Screen>]) {
        var ids = EntryIDGenerator()
        var path = RoutePath(root: Screen.home, ids: &ids)
        var history = [Array(path.entries)]
        for _ in 0..<Int.random(in: 1...24, using: &fuzzer.random) {
            let operation = fuzzer.operation(for: path)
            let (scope, source) = fuzzer.actor(in: path)
            _ = try? path.apply(operation, as: scope, source: source, ids: &ids)
            history.append(Array(path.entries))
        }
        let before = history[Int.random(in: 0..<history.count, using: &fuzzer.random)]
        var after = history[Int.random(in: 0..<history.count, using: &fuzzer.random)]
        if fuzzer.chance(10) { after = [] }
        if fuzzer.chance(40) {
            after = after.map { entry in
                guard fuzzer.chance(40) else { return entry }
                return Entry(
                    id: entry.id, route: fuzzer.route(), style: entry.style, withNavigation: entry.withNavigation,
                    scope: entry.scope, attributes: fuzzer.chance(50) ? ["tint": "red"] : [:])
            }
        }
        return (before, after)
    }

    // MARK: - The fewest steps, counted directly

    /// How many steps any plan needs: one update when kept screens change content, each
    /// modal layer above the kept prefix dismissed and each pushed entry under them popped
    /// (in batches the capabilities allow), the root replaced when it differs, each new layer
    /// presented alone and each run of new pushes in batches.
    private static func fewestSteps(
        from before: [Entry<Screen>], to after: [Entry<Screen>], _ capabilities: RendererCapabilities
    ) -> Int {
        if before == after { return 0 }
        let kept = zip(before, after).prefix { $0.sharesSlot(with: $1) }.count
        var count = before.prefix(kept) == after.prefix(kept) ? 0 : 1
        let floor = max(kept, 1)
        if before.count > floor {
            let above = before[floor...]
            let layers = above.filter(\.isModal).count
            let pushedBelowLayers = (above.firstIndex(where: \.isModal) ?? before.count) - floor
            count +=
                batches(layers, capabilities.dismissalsPerStep) + batches(pushedBelowLayers, capabilities.popsPerStep)
        }
        var built = kept
        if kept == 0, !(before.isEmpty && after.isEmpty) {
            count += 1  // the root: set, replaced or cleared
            built = 1
        }
        var run = 0
        for entry in after.dropFirst(built) {
            if entry.isModal {
                count += batches(run, capabilities.pushesPerStep) + 1
                run = 0
            } else {
                run += 1
            }
        }
        return count + batches(run, capabilities.pushesPerStep)
    }

    private static func batches(_ count: Int, _ size: Int) -> Int {
        count / size + (count % size == 0 ? 0 : 1)
    }
}
