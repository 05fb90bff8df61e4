import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// One UI update a ``RenderDriver`` asks its renderer to show.
///
/// A change is shown as the steps the ``/WayfinderStacks/StepPlanner`` plans for each container it touched,
/// container by container, within the renderer's ``/WayfinderStacks/RendererCapabilities``; a change that
/// touched no stack (a tab selected, a badge set) is one step without a container.
public struct RenderStep: Hashable, Sendable {
    /// The change this step belongs to.
    public let change: UInt64
    /// The step's index in its change, from 0.
    public let index: Int
    /// How many steps the change has.
    public let count: Int
    /// The container this step updates, or `nil` for a step that only refreshes tab bars.
    public let container: ContainerID?
    /// What the container shows once the step is done, sharing storage with the change's
    /// lists (reading it copies nothing).
    public let entries: EntryList<AnyRoute>
    /// The transition from the container's previous entries; `nil` when the container appears
    /// or disappears whole with its host, or for a tab-bar step.
    public let transition: StepTransition<AnyRoute>?
    /// Whether to animate the step (the change's ``/WayfinderCoordinators/NavigationChange/animated``).
    public let animated: Bool
    /// Whether the step puts back what the user's gesture already removed from the UI, because
    /// a leave check refused (the change's ``/WayfinderCoordinators/NavigationChange/putsBack``).
    /// Its transition leads from what the gesture left on screen; a UI that is not there (another
    /// change put it in line since) shows ``entries`` as they are, and a UI that shows them
    /// already has nothing to do.
    public let putsBack: Bool
    /// The whole tree after the change.
    public let tree: NavigationTree
    /// The navigator's layout as the step is shown (a width change between two steps of a
    /// change reaches the later ones), which ``scene`` and ``scenes`` are worked out in; `nil`
    /// for a step planned without one.
    public internal(set) var layout: SceneLayout?

    /// The scene of ``container`` after the change, under ``layout``: its panes with their
    /// entries (one pane for a stack without a scene configuration); `nil` when the container
    /// is not shown (an unselected tab page's, a split detail collapsed into its host's stack,
    /// a removed one), for a tab-bar step, or without a layout. Worked out when read.
    public var scene: StackScene? { container.flatMap { scenes[$0] } }

    /// The scene of every stack shown after the change, under ``layout``, by container: those
    /// the change did not touch too (a tab page it selected, the host a split detail collapses
    /// into). A renderer that draws panes draws them from this, and from the layout events
    /// (``StepRenderer/show(layout:driver:)``) for width changes in between. Worked out when
    /// read (it walks the whole tree), so a renderer that does not read it pays nothing.
    public var scenes: [ContainerID: StackScene] { layout.map { tree.scenes(in: $0) } ?? [:] }

    /// The whole tree after the change, projected: tab bars, badges, slots and the containers
    /// the change did not touch. Worked out when read (it walks the whole tree), so a renderer
    /// that does not read it pays nothing.
    public var projection: NavigationProjection { NavigationProjection(tree) }

    /// The most entries ``summary`` names.
    public static let summaryLength = 8

    /// Whether this is the change's last step: finishing it completes the change.
    public var isLast: Bool { index == count - 1 }

    /// The step as one line, for the journal: `c0.stack: [home, item] (push)`, or `tab bars`.
    /// A container over ``summaryLength`` entries deep shows its root and its top entries
    /// around the count of those left out (`[home, … 594 more, item, item]`), so the line's
    /// length does not follow the depth.
    public var summary: String {
        guard let container else { return "tab bars" }
        let list = entries
        var names: [String]
        if list.count > Self.summaryLength {
            let top = Self.summaryLength - 1
            names = [list[0].route.routeName, "… \(list.count - 1 - top) more"]
            names += (list.count - top..<list.count).map { list[$0].route.routeName }
        } else {
            names = list.map { $0.route.routeName }
        }
        let routes = names.joined(separator: ", ")
        let kind = transition.map { String("\($0)".prefix { $0.isLetter }) } ?? "appear"
        return "\(container): [\(routes)] (\(kind))"
    }
}

/// A UI that shows planned steps and reports when each one's transition has ended.
@MainActor
public protocol StepRenderer: AnyObject {
    /// How many pushes, pops and dismissals one UI update of this renderer may hold.
    var capabilities: RendererCapabilities { get }

    /// Shows one step; call ``RenderDriver/transitionFinished(change:step:)`` once its
    /// transition ended (at once when not animated).
    ///
    /// - Parameters:
    ///   - step: The step.
    ///   - driver: The driver to report to.
    func show(_ step: RenderStep, driver: RenderDriver)

    /// Shows a layout change: the new scenes of the stacks whose panes changed. Nothing is
    /// reported back. The default does nothing.
    ///
    /// - Parameters:
    ///   - layout: What changed.
    ///   - driver: The driver.
    func show(layout: LayoutEvent, driver: RenderDriver)
}

extension StepRenderer {
    /// Does nothing: a renderer that draws no panes has nothing to redraw.
    public func show(layout: LayoutEvent, driver: RenderDriver) {}
}
