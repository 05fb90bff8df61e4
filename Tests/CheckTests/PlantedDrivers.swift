import WayfinderBindings
import WayfinderCheck
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript
import WayfinderStacks

/// Planted bug (react-navigation#12966): a back swipe that skips the leave check. The double
/// removes the swiped screen with a program request, which does not ask; the shipped
/// `swipe-back` reports the gesture, which does.
@MainActor
struct SwipeSkippingLeaveCheck: CheckDriver {
    func run(_ command: String, on session: AppSession) async throws(CommandError) -> AppSession.Reply? {
        let navigator = session.app.navigator
        guard command == "swipe-back", let top = navigator.tree.visiblePath.last else {
            return try await session.run(command)
        }
        // As every command does: a question waiting for its answer is cancelled first, or the
        // request would queue behind the change that asked it.
        _ = await session.cancelPendingQuestion()
        let request = NavigationRequest(
            [.path(top.stack.container, scope: nil, .pop(1))], source: .program)
        do {
            try await navigator.send(request).value()
        } catch {
            throw .navigation("swipe-back", error)
        }
        return .screen
    }
}

/// Planted bug (FlowStacks#69): a back swipe applied again after the pop it caused. The double
/// runs the shipped `swipe-back`, then tells its renderer that a swipe is still pending, and
/// the renderer (``PlantedRenderer/Bug/swipeAfterPop``) applies it to its own model with the
/// next pop it shows.
@MainActor
struct SwipeAppliedAfterPop: CheckDriver {
    func run(_ command: String, on session: AppSession) async throws(CommandError) -> AppSession.Reply? {
        if command == "swipe-back", let driver = session.app.navigator.renderer as? RenderDriver,
            let renderer = driver.renderer as? PlantedRenderer,
            let container = session.app.navigator.tree.visiblePath.last?.stack.container
        {
            renderer.pendingSwipe = container
        }
        return try await session.run(command)
    }
}
