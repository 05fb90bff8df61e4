import Foundation
import WayfinderBindings
import WayfinderCoordinators
import WayfinderStacks

/// The step renderer of the browser UI: each step goes to every connected page as one JSON
/// message, and is finished at once.
///
/// The server never waits for a page: a page animates the steps it receives at its own pace
/// (a background tab, whose transitions the browser pauses, only falls behind itself), so no
/// page can hold the commands of scripts or of other pages. With no page connected, no
/// message is built at all, so a step costs what the change costs, whatever the tree's size.
@MainActor
final class BrowserRenderer: StepRenderer {
    /// A page may push or pop any number of screens in one update, and dismiss any number of
    /// dialogs: the DOM has no limit. It draws a stack's panes side by side.
    let capabilities = RendererCapabilities.allAtOnce.drawingPanes()
    /// Builds the message for a step; set by the hub.
    var message: (RenderStep) -> String = { _ in "{}" }
    /// Builds the message that shows the tree as it is (after a layout change); set by the hub.
    var snapshot: () -> String = { "{}" }
    /// Whether any page is connected; set by the hub.
    var hasPages: () -> Bool = { false }
    /// Sends a message to every page; set by the hub.
    var broadcast: (String) -> Void = { _ in }

    func show(_ step: RenderStep, driver: RenderDriver) {
        if hasPages() {
            broadcast(message(step))
        }
        driver.transitionFinished(change: step.change, step: step.index)
    }

    /// A new width changed the scenes of stacks shown: every page is sent the tree as it is,
    /// drawn in the new scenes (no stack changed, so there is no step to animate).
    func show(layout: LayoutEvent, driver: RenderDriver) {
        if hasPages() {
            broadcast(snapshot())
        }
    }
}
