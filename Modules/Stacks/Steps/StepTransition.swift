import WayfinderRouting

/// One transition a renderer can perform in one UI update: a legal step.
///
/// Entries are compared by their *slot*: id, style and navigation flag. An entry that keeps its
/// slot but changes its route, attributes or scope is the same screen with new content.
/// Between two entry arrays `from` and `to`, exactly one of these holds:
/// - ``update(_:)``: both hold the same slots, and at least one entry's content changed;
/// - ``push(_:)``: `to` is `from` plus one or more pushed entries, `from` is not empty, and the
///   topmost context of `from` allows pushes;
/// - ``present(_:)``: `to` is `from` plus one modal entry, and `from` is not empty;
/// - ``pop(count:)``: `to` is `from` without its top `count` (at least 1) entries, all of them
///   pushed (so the topmost context keeps its opener), and `to` is not empty;
/// - ``dismiss(_:)``: `to` is `from` without one or more whole modal layers, topmost first,
///   each with the pushed entries above its opener;
/// - ``replaceRoot(from:to:)``: both hold at most one entry and they differ in slot (a first
///   root, a replaced root, or a cleared path).
///
/// Anything else (a push and a pop, a dismissal and a pop, popping into a lower context)
/// takes several steps; ``StepPlanner`` finds them. How many pushes, pops and dismissals one
/// step may hold is the renderer's choice (``RendererCapabilities``).
public enum StepTransition<Route: RouteType>: Hashable, Sendable {
    /// Entries keep their place and change content (route, attributes or scope); the new
    /// versions, in path order.
    case update([Entry<Route>])
    /// Entries pushed onto the topmost context, in path order.
    case push([Entry<Route>])
    /// One modal layer presented.
    case present(Entry<Route>)
    /// Pushed entries of the topmost context removed.
    case pop(count: Int)
    /// Whole modal layers dismissed; the modal entries that opened them, in path order.
    case dismiss([Entry<Route>])
    /// The root set, replaced or cleared in a path holding at most one entry.
    case replaceRoot(from: Entry<Route>?, to: Entry<Route>?)
}

extension Entry {
    /// Whether `other` occupies the same place as this entry: same id, style and navigation
    /// flag, so a renderer can show it by updating the screen it has.
    public func sharesSlot(with other: Entry) -> Bool {
        id == other.id && style == other.style && withNavigation == other.withNavigation
    }
}
