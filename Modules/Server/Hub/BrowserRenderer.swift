import Foundation
import WayfinderBindings
import WayfinderCoordinators
import WayfinderStacks

/// The step renderer of the browser UI: each step goes to every connected page as one JSON
/// message, built once for each app window the pages show, and is finished at once.
///
/// Each page shows one window of the app (``PageChannel/window``): it is sent the step drawn
/// in its window, animated when the step changed that window and a refresh otherwise. The
/// server never waits for a page: a page animates the steps it receives at its own pace (a
/// background tab, whose transitions the browser pauses, only falls behind itself), so no page
/// can hold the commands of scripts or of other pages. With no page connected, no message is
/// built at all, so a step costs what the change costs, whatever the tree's size.
@MainActor
final class BrowserRenderer: StepRenderer {
    /// A page may push or pop any number of screens in one update, and dismiss any number of
    /// dialogs: the DOM has no limit. It draws a stack's panes side by side.
    let capabilities = RendererCapabilities.allAtOnce.drawingPanes()
    /// Builds the message for a step as the pages of one window draw it (`nil` when the change
    /// left no such window); set by the hub.
    var message: (RenderStep, WindowID) -> String? = { _, _ in "{}" }
    /// Builds the message that shows one window as it is (after a layout change); set by the hub.
    var snapshot: (WindowID) -> String = { _ in "{}" }
    /// The windows the connected pages show, each once; empty with no page. Set by the hub.
    var shownWindows: () -> [WindowID] = { [] }
    /// Sends a message to every page that shows a window; set by the hub.
    var send: (String, WindowID) -> Void = { _, _ in }

    func show(_ step: RenderStep, driver: RenderDriver) {
        for window in shownWindows() {
            if let text = message(step, window) { send(text, window) }
        }
        driver.transitionFinished(change: step.change, step: step.index)
    }

    /// A new width changed the scenes of stacks shown: every page is sent its window as it is,
    /// drawn in the new scenes (no stack changed, so there is no step to animate).
    func show(layout: LayoutEvent, driver: RenderDriver) {
        for window in shownWindows() { send(snapshot(window), window) }
    }
}
