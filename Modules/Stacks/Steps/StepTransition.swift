import WayfinderRouting

/// One transition a renderer that animates one change at a time can perform: a legal step.
///
/// Between two entry arrays `from` and `to` (compared by entry id), exactly one of these holds:
/// - ``push(_:)``: `to` is `from` plus one pushed entry, `from` is not empty, and the topmost
///   context of `from` allows pushes;
/// - ``present(_:)``: `to` is `from` plus one modal entry, and `from` is not empty;
/// - ``pop(count:)``: `to` is `from` without its top `count` (at least 1) entries, all of them
///   pushed (so the topmost context keeps its opener), and `to` is not empty;
/// - ``dismiss(_:)``: `to` is `from` without its topmost modal entry and the pushed entries above
///   it (the whole topmost layer, nothing more);
/// - ``replaceRoot(from:to:)``: both hold at most one entry and they differ (a first root, a
///   replaced root, or a cleared path).
///
/// Anything else (two pushes, a push and a pop, dismissing two layers, popping into a lower
/// context) takes several steps; ``StepPlanner`` finds them.
public enum StepTransition<Route: RouteType>: Hashable, Sendable {
    /// One entry pushed onto the topmost context.
    case push(Entry<Route>)
    /// One modal layer presented.
    case present(Entry<Route>)
    /// Pushed entries of the topmost context removed.
    case pop(count: Int)
    /// The topmost modal layer dismissed; the entry is the modal that opened it.
    case dismiss(Entry<Route>)
    /// The root set, replaced or cleared in a path holding at most one entry.
    case replaceRoot(from: Entry<Route>?, to: Entry<Route>?)
}
