/// The port a UI (SwiftUI, UIKit, a terminal, a test) implements to show a ``Navigator``.
///
/// The navigator calls ``render(_:for:)`` once per committed transaction. The renderer shows
/// the change, at once or animated, and then calls ``Navigator/completeTransition(_:)`` with
/// the change's id. Until it does, new requests are queued, and `async` navigation calls wait.
/// Nothing in the engine waits on a clock: a renderer that never completes keeps the queue
/// waiting, which is exactly what tests use to reproduce "transition in flight".
///
/// Gestures the user makes on screen (a back swipe, a sheet swiped away, a tab tapped) come
/// back through ``Navigator/handle(_:)``.
@MainActor
public protocol NavigationRenderer: AnyObject {
    /// Shows a committed change; call `navigator.completeTransition(change.id)` when shown.
    ///
    /// - Parameters:
    ///   - change: What changed, with the whole new tree.
    ///   - navigator: The navigator to report completion to.
    func render(_ change: NavigationChange, for navigator: Navigator)

    /// Whether this renderer draws panes side by side; one that does not is always given the
    /// single scene. The default is `false`.
    var drawsPanes: Bool { get }

    /// Shows a layout change (a new window width): the scenes of the stacks whose panes
    /// changed; no stack changed. The default does nothing. Nothing is to be completed.
    ///
    /// - Parameters:
    ///   - layout: What changed.
    ///   - navigator: The navigator.
    func render(layout: LayoutEvent, for navigator: Navigator)
}

/// A renderer with no screen: every transition completes the moment it is rendered.
///
/// It keeps the last tree it was given, so a headless app or a test can read what "is shown".
@MainActor
public final class HeadlessRenderer: NavigationRenderer {
    // `@exclusivity(unchecked)` on `shown` and `renderCount`: main-actor state written once per
    // change by `render` alone, never across another access; the headless renderer is on every
    // commit's path, so the dynamic checks were part of the 32,855 → 30,120 step of a router
    // push + pop (docs/performance.md).

    /// The tree of the last change rendered.
    // Unchecked exclusivity: written only by render on the main actor; saves the dynamic check on every commit.
    @exclusivity(unchecked) public private(set) var shown: NavigationTree = .empty
    /// How many changes were rendered.
    // Unchecked exclusivity: written only by render on the main actor; saves the dynamic check on every commit.
    @exclusivity(unchecked) public private(set) var renderCount = 0

    /// Whether the model's panes count as drawn (`true`: a headless app shows what the model
    /// says); `false` makes every scene one pane, as for a renderer that draws none.
    public var drawsPanes = true

    /// Creates a headless renderer.
    public init() {}

    /// Records the tree and completes the transition at once.
    public func render(_ change: NavigationChange, for navigator: Navigator) {
        shown = change.tree
        renderCount += 1
        _ = try? navigator.completeTransition(change.id)
    }
}
