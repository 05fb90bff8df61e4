import WayfinderRouting
import WayfinderStacks

/// Takes a system back (``UserGesture/back``) made while the navigator is idle, with nothing
/// queued, outside a transaction, that asked no leave checks: the back chain is resolved at once
/// against the committed tree, which is the state the general path would resolve it against,
/// and the request is sent as the data step it resolves to: a path operation (a pop, a dismiss)
/// is submitted as a router's is (one path), anything else (a tab selection) as a request of one
/// data step.
///
/// A back asks the leave checks before it is submitted, when a screen may have one
/// (``Navigator/submitAskingLeaveChecks(_:source:cause:animated:putsBackWhenRefused:)``); one
/// that asked carries what they said and takes the general path. One that asked none checks
/// none on the general path either, so whether a screen has a check now is not asked again
/// here (that question walks every entry: ~980 instructions per back, measured in issue 39).
///
/// The general path sends the back as a ``EngineRequest/Work/systemBack`` request and resolves
/// it at the apply step:
/// that builds a whole tree from the working state (nothing cached) and, as a request with an
/// internal step, changes a copy of the state. Resolved here, the back is one data step, which
/// ``InPlaceUndo`` takes like a pop, and the chain reads the tree already built.
enum ResolvedBack {
    /// Whether the strategy can take a system back now.
    @MainActor static func canTake(_ navigator: Navigator) -> Bool {
        guard navigator.fastPaths.enabled.contains(.resolvedBack), case .idle = navigator.phase else { return false }
        return navigator.queue.isEmpty && navigator.currentTransaction == nil
    }
}

extension Navigator {
    /// The working-state seam, for a system back about to run: the data step the back chain
    /// resolves to against the committed tree, found now through ``ResolvedBack`` (a failure when
    /// there is nothing to go back to), or `nil` when the strategy cannot take it and the apply
    /// step resolves the back against the working state.
    func backStepNow(for request: EngineRequest) -> Result<NavigationStep, NavigationError>? {
        guard case .systemBack = request.work, request.askedLeaves == nil, ResolvedBack.canTake(self) else {
            return nil
        }
        guard let action = resolveBack(in: state, tree: committedTree) else { return .failure(.nothingToGoBack) }
        return .success(action.step)
    }
}
