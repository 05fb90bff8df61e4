import WayfinderRouting

/// Plans the steps a renderer that performs one transition at a time goes through to show a
/// new path, as FlowStacks' `calculateSteps(from:to:)` does for SwiftUI, without delays: the
/// renderer performs the next step when it reports the previous one complete.
///
/// ```swift
/// StepPlanner.steps(from: [root, a, sheet, b], to: [root, c, d])
/// // [[root, a], [root], [root, c], [root, c, d]]
/// ```
public enum StepPlanner {
    // MARK: - Planning

    /// The intermediate paths from `start` to `end`, excluding `start`, ending with `end`.
    ///
    /// The longest common prefix (by entry id) stays untouched. Above it, the plan first
    /// dismisses modal layers, topmost first, while one opens above the prefix; then pops the
    /// remaining pushed entries in one step; then (when even the root differs) replaces the root;
    /// then pushes or presents each entry of `end` one by one. Every consecutive pair is one
    /// ``StepTransition`` as long as `end` itself is a legal path (pushes only into contexts that
    /// allow them); the plan is empty when the two hold the same ids.
    ///
    /// - Parameters:
    ///   - start: The entries shown now.
    ///   - end: The entries to show.
    /// - Returns: The paths to show in order; the last one equals `end`.
    public static func steps<Route>(from start: [Entry<Route>], to end: [Entry<Route>]) -> [[Entry<Route>]] {
        var common = 0
        while common < start.count, common < end.count, start[common].id == end[common].id {
            common += 1
        }
        if common == start.count, common == end.count { return [] }

        var steps: [[Entry<Route>]] = []
        var current = start
        // Unwind to the common prefix, or to the root when even the root differs.
        let floor = Swift.max(common, 1)
        while current.count > floor {
            if let modal = current.indices.dropFirst().last(where: { current[$0].isModal }), modal >= floor {
                current.removeLast(current.count - modal)
            } else {
                current.removeLast(current.count - floor)
            }
            steps.append(current)
        }
        if common == 0, !current.isEmpty {
            current = Array(end.prefix(1))
            steps.append(current)
        }
        // Build up, one entry per step, from the target's own entries.
        while current.count < end.count {
            current = Array(end[...current.count])
            steps.append(current)
        }
        return steps
    }

    // MARK: - Classifying

    /// The single legal transition from `from` to `to`, if there is one (see ``StepTransition``).
    ///
    /// - Parameters:
    ///   - from: The entries before.
    ///   - to: The entries after.
    /// - Returns: The transition, or `nil` when `to` is not one step away (or is the same).
    public static func transition<Route>(from: [Entry<Route>], to: [Entry<Route>]) -> StepTransition<Route>? {
        let shared = Swift.min(from.count, to.count)
        guard zip(from.prefix(shared), to.prefix(shared)).allSatisfy({ $0.id == $1.id }) else {
            return from.count <= 1 && to.count <= 1 ? .replaceRoot(from: from.first, to: to.first) : nil
        }
        if to.count == from.count + 1, let added = to.last {
            if from.isEmpty { return .replaceRoot(from: nil, to: added) }
            if added.isModal { return .present(added) }
            let opener = from.indices.dropFirst().last { from[$0].isModal } ?? 0
            return from[opener].withNavigation ? .push(added) : nil
        }
        if to.count < from.count {
            let removed = from[to.count...]
            if to.isEmpty { return from.count == 1 ? .replaceRoot(from: from.first, to: nil) : nil }
            if removed.allSatisfy({ !$0.isModal }) { return .pop(count: removed.count) }
            if let first = removed.first, first.isModal, removed.dropFirst().allSatisfy({ !$0.isModal }) {
                return .dismiss(first)
            }
        }
        return nil
    }
}

extension RoutePath {
    /// The steps from this path's entries to `target`'s; see ``StepPlanner/steps(from:to:)``.
    ///
    /// - Parameter target: The path to show next.
    /// - Returns: The intermediate entry arrays, ending with `target.entries`.
    public func steps(to target: RoutePath) -> [[Entry<Route>]] {
        StepPlanner.steps(from: entries, to: target.entries)
    }
}
