import WayfinderRouting

/// Plans the steps a renderer goes through to show a new path, as FlowStacks'
/// `calculateSteps(from:to:)` does for SwiftUI, without delays: the renderer performs the next
/// step when it reports the previous one complete.
///
/// ```swift
/// StepPlanner.steps(from: [root, a, sheet, b], to: [root, c, d])
/// // [[root, a], [root], [root, c], [root, c, d]]
/// StepPlanner.steps(from: [root, a, sheet, b], to: [root, c, d], capabilities: .allAtOnce)
/// // [[root, a], [root], [root, c, d]]
/// ```
public enum StepPlanner {
    // MARK: - Planning

    /// The intermediate paths from `start` to `end`, excluding `start`, ending with `end`.
    ///
    /// The longest common prefix of slots (id, style, navigation flag; see
    /// ``StepTransition``) stays in place. The plan first updates, in one step, the prefix
    /// entries whose content changed; then dismisses modal layers above the prefix, topmost
    /// first, as many per step as `capabilities` allow; then pops the remaining pushed entries;
    /// then (when even the root differs) replaces the root; then presents each modal entry of
    /// `end` alone and pushes its pushed entries in runs as long as `capabilities` allow.
    /// Every consecutive pair is one ``StepTransition`` that `capabilities` allow, as long as
    /// `end` itself is a legal path; the plan is empty only when `start == end`, and its last
    /// step is always `end`. No plan with fewer steps exists under the same capabilities.
    ///
    /// - Parameters:
    ///   - start: The entries shown now: an array, a path's or a tree node's ``EntryList``.
    ///   - end: The entries to show.
    ///   - capabilities: What one step of the renderer may hold.
    /// - Returns: The paths to show in order; the last one equals `end`.
    public static func steps<Route, Start: Sequence<Entry<Route>>, End: Sequence<Entry<Route>>>(
        from start: Start, to end: End, capabilities: RendererCapabilities = .standard
    ) -> [[Entry<Route>]] {
        steps(above: 0, from: Array(start), to: Array(end), capabilities: capabilities)
    }

    /// The steps of the entries above the `base` bottom entries that both paths hold (equal, in
    /// the same places), as ``steps(from:to:capabilities:)`` plans whole paths: `start`, `end`
    /// and each step returned are the entries above those `base`.
    static func steps<Route>(
        above base: Int, from start: [Entry<Route>], to end: [Entry<Route>], capabilities: RendererCapabilities
    ) -> [[Entry<Route>]] {
        if start == end { return [] }
        var common = 0
        while common < start.count, common < end.count, start[common].sharesSlot(with: end[common]) {
            common += 1
        }

        var steps: [[Entry<Route>]] = []
        var current = start
        // Content first, in place: the screens that stay show what they will end with.
        if start.prefix(common) != end.prefix(common) {
            current.replaceSubrange(0..<common, with: end.prefix(common))
            steps.append(current)
        }
        // Unwind to the common prefix, or to the root when even the root differs.
        let floor = base == 0 ? Swift.max(common, 1) : common
        while current.count > floor {
            let openers = current.indices.filter { $0 >= floor && current[$0].isModal }
            if let lowest = openers.suffix(capabilities.dismissalsPerStep).first {
                current.removeLast(current.count - lowest)
            } else {
                current.removeLast(Swift.min(current.count - floor, capabilities.popsPerStep))
            }
            steps.append(current)
        }
        if base + common == 0, !current.isEmpty {
            current = Array(end.prefix(1))
            steps.append(current)
        }
        // Build up from the target's own entries: a layer alone, pushes in runs.
        while current.count < end.count {
            var next = current.count + 1
            if base + current.count > 0, !end[current.count].isModal {
                while next < end.count, next - current.count < capabilities.pushesPerStep, !end[next].isModal {
                    next += 1
                }
            }
            current = Array(end[..<next])
            steps.append(current)
        }
        return steps
    }
}

extension RoutePath {
    /// The steps from this path's entries to `target`'s; see
    /// ``StepPlanner/steps(from:to:capabilities:)``.
    ///
    /// - Parameters:
    ///   - target: The path to show next.
    ///   - capabilities: What one step of the renderer may hold.
    /// - Returns: The intermediate entry arrays, ending with `target.entries`.
    public func steps(to target: RoutePath, capabilities: RendererCapabilities = .standard) -> [[Entry<Route>]] {
        StepPlanner.steps(from: Array(entries), to: Array(target.entries), capabilities: capabilities)
    }
}
