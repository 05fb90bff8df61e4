import Foundation
import WayfinderBindings
import WayfinderCoordinators
import WayfinderStacks

/// The step renderer of the browser UI: each step goes to every connected page as one JSON
/// message; the first page to report that the step's CSS transition ended finishes it. With
/// no page connected, a step finishes at once, so scripts (`POST /command`) never wait on a
/// browser.
@MainActor
final class BrowserRenderer: StepRenderer {
    /// A page may push or pop any number of screens in one update, and dismiss any number of
    /// dialogs: the DOM has no limit.
    let capabilities = RendererCapabilities.allAtOnce
    /// Builds the message for a step; set by the hub.
    var message: (RenderStep) -> String = { _ in "{}" }
    /// Sends a message to every page; returns how many pages it reached.
    var broadcast: (String) -> Int = { _ in 0 }
    /// The last step message sent, for pages that connect later.
    private(set) var lastMessage: String?

    func show(_ step: RenderStep, driver: RenderDriver) {
        let text = message(step)
        lastMessage = text
        if broadcast(text) == 0 {
            driver.transitionFinished(change: step.change, step: step.index)
        }
    }
}
