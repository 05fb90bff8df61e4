import WayfinderCoordinators

/// A renderer for tests that records every change and holds it in flight until the test
/// completes it: the Wayfinder counterpart of NIO's `EmbeddedChannel`.
///
/// The navigator treats a held change exactly like one a real UI is still animating: new
/// requests queue behind it, `async` navigation calls wait for it. The test decides when the
/// "animation" ends with ``completeNext()`` or ``completeAll()``, and reads what came out in
/// ``rendered`` and ``pending``. ``finish()`` reports what was left in flight.
///
/// ```swift
/// let renderer = RecordingRenderer()
/// let navigator = Navigator.test(renderer: renderer)
/// let first = home.router.send(.push(.detail(1)))    // rendered, held
/// let second = home.router.send(.push(.detail(2)))   // queued behind it
/// try renderer.completeAll()                         // both shown, in order
/// #expect(renderer.finish() == .clean)
/// ```
///
/// `async` calls such as `navigator.start(root:)` suspend until their change is completed; run
/// them through ``drive(_:)`` (or ``TestNavigator/run(_:)``), which completes changes as they
/// come until the call returns.
@MainActor
public final class RecordingRenderer: NavigationRenderer {
    // MARK: - State

    /// Whether changes are completed the moment they are rendered, like ``/WayfinderCoordinators/HeadlessRenderer``.
    ///
    /// Turning it on does not complete changes already pending; call ``completeAll()`` for those.
    public var autoComplete: Bool
    /// Whether the model's panes count as drawn (`true`); `false` makes every scene one pane.
    public var drawsPanes = true
    /// The layout changes rendered, in order.
    public private(set) var layouts: [LayoutEvent] = []
    /// Every change rendered so far, in order, completed or not.
    public private(set) var rendered: [NavigationChange] = []
    /// The changes rendered and not completed yet, oldest first.
    ///
    /// A navigator has at most one change in flight, so this holds at most one change per
    /// navigator rendered by this renderer.
    public private(set) var pending: [NavigationChange] = []
    /// The navigator that rendered the most recent change.
    public private(set) weak var navigator: Navigator?

    let activity = ActivitySignal()

    /// Creates a renderer.
    ///
    /// - Parameter autoComplete: Whether to complete every change at once (default: hold it).
    public init(autoComplete: Bool = false) {
        self.autoComplete = autoComplete
    }

    /// Records a layout change (nothing is to be completed).
    public func render(layout: LayoutEvent, for navigator: Navigator) {
        layouts.append(layout)
    }

    // MARK: - NavigationRenderer

    /// Records `change`; holds it unless ``autoComplete`` is on.
    public func render(_ change: NavigationChange, for navigator: Navigator) {
        self.navigator = navigator
        rendered.append(change)
        if autoComplete {
            _ = try? navigator.completeTransition(change.id)
            return
        }
        pending.append(change)
        activity.signal()
    }

    // MARK: - Completing

    /// Completes the oldest pending change.
    ///
    /// Completing may start queued work at once; a queued request's change is then rendered
    /// (and, unless ``autoComplete`` is on, pending) before this method returns.
    ///
    /// - Returns: The change completed, or `nil` when nothing was pending.
    /// - Throws: ``/WayfinderCoordinators/NavigationError/navigatorGone`` when the navigator was deallocated, or what
    ///   ``/WayfinderCoordinators/Navigator/completeTransition(_:)`` refused.
    @discardableResult
    public func completeNext() throws(NavigationError) -> NavigationChange? {
        guard !pending.isEmpty else { return nil }
        let change = pending.removeFirst()
        guard let navigator else { throw .navigatorGone }
        try navigator.completeTransition(change.id)
        return change
    }

    /// Completes pending changes until none is left, including those that completing starts.
    ///
    /// Queued requests are applied synchronously when the change before them completes, so this
    /// settles every queued `send`. A queued `navigator.transaction { }` body, however, resumes
    /// on its own task; to wait for such work use ``drive(_:)``.
    ///
    /// - Returns: The changes completed, in order.
    /// - Throws: What ``completeNext()`` throws.
    @discardableResult
    public func completeAll() throws(NavigationError) -> [NavigationChange] {
        var completed: [NavigationChange] = []
        while let change = try completeNext() {
            completed.append(change)
        }
        return completed
    }

    // MARK: - Finishing

    /// Reports what is left: changes never completed and requests still queued behind them.
    ///
    /// Call it at the end of a test, as with `EmbeddedChannel.finish()`; a clean renderer
    /// returns ``LeftOvers/clean``. Nothing is completed or dropped.
    public func finish() -> LeftOvers {
        let queued = navigator?.queuedCount ?? 0
        if pending.isEmpty, queued == 0 { return .clean }
        return .leftOvers(pending: pending, queued: queued)
    }
}
