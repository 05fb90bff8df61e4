import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Drives a ``StepRenderer`` from a ``/WayfinderCoordinators/Navigator``: plans each change into the steps the
/// renderer's capabilities allow, hands them over one at a time, and completes the change
/// when the UI reports its last transition finished.
///
/// The driver is the navigator's renderer. Reports that name a step other than the one shown
/// (late, repeated, or from another window of the same app) are ignored, so every change is
/// completed exactly once, whatever the UI reports.
///
/// ```swift
/// let driver = RenderDriver(renderer: myRenderer)
/// let navigator = Navigator(renderer: driver)
/// // in myRenderer, when a CSS transition or an animation ends:
/// driver.transitionFinished(change: step.change, step: step.index)
/// ```
@MainActor
public final class RenderDriver: NavigationRenderer {
    /// The renderer steps are shown by.
    public let renderer: any StepRenderer
    /// The step being shown and not finished yet.
    public private(set) var current: RenderStep?
    /// The ids of every change completed, in order.
    public private(set) var completed: [UInt64] = []
    /// How many finish reports were ignored because they named no step in flight.
    public private(set) var ignoredReports = 0

    private var remaining: [RenderStep] = []
    private weak var navigator: Navigator?

    /// Creates a driver.
    ///
    /// - Parameter renderer: The UI to show steps with; the driver keeps it alive.
    public init(renderer: any StepRenderer) {
        self.renderer = renderer
    }

    // MARK: - NavigationRenderer

    /// Plans `change` and shows its first step.
    public func render(_ change: NavigationChange, for navigator: Navigator) {
        self.navigator = navigator
        // Every step carries the layout (its scenes are worked out when read): a stack shows a
        // scene without a configuration too (a split detail collapsing into its host's pane).
        let steps = Self.plan(change, capabilities: renderer.capabilities, layout: navigator.layout)
        navigator.journal?.planned(
            change: change.id, capabilities: renderer.capabilities, steps: steps.map(\.summary))
        current = steps.first
        remaining = Array(steps.dropFirst())
        if let first = steps.first {
            renderer.show(first, driver: self)
        }
    }

    /// Whether the renderer draws panes (its capabilities say).
    public var drawsPanes: Bool { renderer.capabilities.drawsPanes }

    /// Hands a layout change to the renderer.
    public func render(layout: LayoutEvent, for navigator: Navigator) {
        self.navigator = navigator
        renderer.show(layout: layout, driver: self)
    }

    // MARK: - Reports

    /// The UI reports that the transition of a step ended: the next step is shown, or, after
    /// the last one, the change is completed.
    ///
    /// - Parameters:
    ///   - change: The step's change id.
    ///   - step: The step's index.
    /// - Returns: `false` when the report named no step in flight (it is then ignored).
    @discardableResult
    public func transitionFinished(change: UInt64, step: Int) -> Bool {
        guard let shown = current, shown.change == change, shown.index == step else {
            ignoredReports += 1
            return false
        }
        if remaining.isEmpty {
            current = nil
            completed.append(change)
            _ = try? navigator?.completeTransition(change)
        } else {
            var next = remaining.removeFirst()
            // A width change while the last step was shown: the step's scenes are the layout's now.
            if let layout = navigator?.layout { next.layout = layout }
            current = next
            renderer.show(next, driver: self)
        }
        return true
    }

    // MARK: - Planning

    /// The steps of a change for a renderer with `capabilities`, in container order.
    ///
    /// - Parameters:
    ///   - change: The change.
    ///   - capabilities: What one UI update may hold.
    ///   - layout: The navigator's layout, which the steps' scenes are worked out in; `nil`
    ///     for none.
    /// - Returns: At least one step; the last one leaves every container as in `change.tree`.
    public static func plan(
        _ change: NavigationChange, capabilities: RendererCapabilities, layout: SceneLayout? = nil
    ) -> [RenderStep] {
        var planned: [(ContainerID?, EntryList<AnyRoute>, StepTransition<AnyRoute>?)] = []
        for container in change.containers {
            if container.before.isEmpty || container.after.isEmpty {
                planned.append((container.container, container.after, nil))
                continue
            }
            // Only the entries above those the change kept are planned, compared and copied:
            // a push at depth 600 costs what one at depth 6 does.
            for step in StepPlanner.plan(
                from: container.before, to: container.after, sharing: container.unchangedPrefix,
                capabilities: capabilities)
            {
                planned.append((container.container, step.entries, step.transition))
            }
        }
        if planned.isEmpty { planned.append((nil, EntryList(), nil)) }
        return planned.enumerated().map { index, step in
            RenderStep(
                change: change.id, index: index, count: planned.count, container: step.0, entries: step.1,
                transition: step.2, animated: change.animated, putsBack: change.putsBack, tree: change.tree,
                layout: layout)
        }
    }
}
