import WayfinderRouting

/// One step of a plan between two entry lists: what the container shows once the step is done,
/// and the transition to it from the step before.
public struct PlannedStep<Route: RouteType>: Hashable, Sendable {
    /// The entries shown once the step is done, root first; they share storage with the lists
    /// the plan was made from.
    public let entries: EntryList<Route>
    /// The transition from the previous step's entries (see ``StepTransition``).
    public let transition: StepTransition<Route>?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - entries: The entries shown once the step is done.
    ///   - transition: The transition to them.
    public init(entries: EntryList<Route>, transition: StepTransition<Route>?) {
        self.entries = entries
        self.transition = transition
    }
}

extension StepPlanner {
    // MARK: - Planning entry lists

    /// The steps from `start` to `end`, as ``steps(from:to:capabilities:)`` plans them, each with
    /// its transition, planned from the entries above the `shared` bottom ones.
    ///
    /// A change deep in a stack touches only its top: a store or a renderer that knows how
    /// many bottom entries stayed (`ContainerChange.unchangedPrefix` in WayfinderCoordinators)
    /// passes that count, and the plan then reads, compares and copies only the entries above
    /// it. Each step's list shares those bottom entries with `end`, so a push at depth 1,000
    /// costs what one at depth 10 does.
    ///
    /// - Parameters:
    ///   - start: The entries shown now.
    ///   - end: The entries to show: a path the engine committed (see
    ///     ``transition(from:to:)`` for why that matters).
    ///   - shared: How many bottom entries `start` and `end` hold equal, in the same places; 0
    ///     when unknown. A count above either list's length is taken as that length.
    ///   - capabilities: What one step of the renderer may hold.
    /// - Returns: The steps in order; empty when the lists are equal, else the last one equals
    ///   `end`.
    public static func plan<Route>(
        from start: EntryList<Route>, to end: EntryList<Route>, sharing shared: Int,
        capabilities: RendererCapabilities = .standard
    ) -> [PlannedStep<Route>] {
        let base = Swift.max(0, Swift.min(shared, start.count, end.count))
        let startTop = start.entries(from: base)
        let endTop = end.entries(from: base)
        var bottom = end
        bottom.truncate(to: base)
        var previous = startTop
        return steps(above: base, from: startTop, to: endTop, capabilities: capabilities).map { top in
            let transition = transition(above: base, from: previous, to: top)
            previous = top
            var entries = bottom
            for entry in top {
                entries.append(entry)
            }
            return PlannedStep(entries: entries, transition: transition)
        }
    }
}
