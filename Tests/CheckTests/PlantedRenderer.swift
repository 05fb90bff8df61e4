import WayfinderBindings
import WayfinderCheck
import WayfinderConformance
import WayfinderCoordinators
import WayfinderStacks

/// A UIKit-like renderer with one planted bug, for `check` to find through the
/// `renderer-matches` invariant. The shipped renderers have none of them.
@MainActor
final class PlantedRenderer: ConformingRenderer {
    enum Bug {
        /// A renderer completion applied twice: a push's transition runs again on the UI.
        case completionTwice
        /// A tab switch that drops the change in flight with it (TCA#3450): a step that selects
        /// another tab and changes a stack shows neither.
        case tabSwitchDropsChange
        /// A swipe applied after the program pop (FlowStacks#69): the UI removes one more
        /// screen with the next pop of the container a swipe began in.
        case swipeAfterPop
        /// A change queued behind a transition whose end came late is reported finished but
        /// never shown (TCA#3450's shape, where the UI drops what arrived mid-animation). Its
        /// transitions are held until `transition-end`, so only renderer timing can find it.
        case lateEndDropsQueuedChange
    }

    let bug: Bug
    let inner = UIKitLikeRenderer()
    /// The container of a back swipe whose pop the UI has yet to take (``Bug/swipeAfterPop``).
    var pendingSwipe: ContainerID?
    /// Screens the UI dropped on its own.
    private var dropped: [ContainerID: Int] = [:]
    /// The change whose transition is ending (``Bug/lateEndDropsQueuedChange``).
    private var ending: UInt64?
    /// The change of the step shown last.
    private var lastChange: UInt64?

    init(_ bug: Bug) {
        self.bug = bug
    }

    var capabilities: RendererCapabilities { inner.capabilities }

    var shown: ShownScreens {
        var shown = inner.shown
        for (container, count) in dropped {
            if let screens = shown.stacks[container] { shown.stacks[container] = Array(screens.dropLast(count)) }
        }
        return shown
    }

    func show(_ step: RenderStep, driver: RenderDriver) {
        defer { lastChange = step.change }
        switch bug {
        case .lateEndDropsQueuedChange:
            if let ending, ending != step.change {
                driver.transitionFinished(change: step.change, step: step.index)
                return
            }
            inner.show(step, driver: driver)
        case .completionTwice:
            inner.show(step, driver: driver)
            inner.endTransition()
            if case .push? = step.transition {
                inner.show(step, driver: driver)
                inner.endTransition()
            }
        case .tabSwitchDropsChange:
            let tabs = ShownScreens(step.projection).selectedTabs
            if tabs != inner.shown.selectedTabs, step.container != nil, step.transition != nil {
                driver.transitionFinished(change: step.change, step: step.index)
                return
            }
            inner.show(step, driver: driver)
            inner.endTransition()
        case .swipeAfterPop:
            inner.show(step, driver: driver)
            inner.endTransition()
            if case .pop? = step.transition, let container = pendingSwipe, container == step.container {
                dropped[container, default: 0] += 1
                pendingSwipe = nil
            }
        }
    }

    func endTransition() {
        ending = lastChange
        defer { ending = nil }
        inner.endTransition()
    }

    func perform(_ gesture: UIGesture, bindings: NavigationBindings) -> BindingWrite? {
        inner.perform(gesture, bindings: bindings)
    }
}
