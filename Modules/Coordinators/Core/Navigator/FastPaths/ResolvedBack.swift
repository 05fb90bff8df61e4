import WayfinderRouting
import WayfinderStacks

/// Takes a system back (``UserGesture/back``) made while the navigator is idle, with nothing
/// queued, outside a transaction and with no screen that has a leave check: the back chain is
/// resolved at once against the committed tree, which is the state the general path would
/// resolve it against, and the request is sent as the data step it resolves to: a path
/// operation (a pop, a dismiss) is committed as a router's is (``DirectCommit``), anything else
/// (a tab selection) as a request of one data step.
///
/// The general path sends the back as a ``EngineRequest/Work/systemBack`` request and resolves
/// it at the apply step:
/// that builds a whole tree from the working state (nothing cached) and, as a request with an
/// internal step, changes a copy of the state. Resolved here, the back is one data step, which
/// ``InPlaceUndo`` takes like a pop, and the chain reads the tree already built.
enum ResolvedBack {
    /// Whether the strategy can take a system back now.
    @MainActor static func canTake(_ navigator: Navigator) -> Bool {
        guard navigator.fastPaths.enabled.contains(.resolvedBack), case .idle = navigator.phase,
            navigator.queue.isEmpty, navigator.currentTransaction == nil
        else { return false }
        return !navigator.mayHaveLeaveChecks
    }
}

extension Navigator {
    /// A system back through ``ResolvedBack``, or `nil` when the strategy cannot take it.
    func resolvedBack() -> NavigationTicket? {
        guard ResolvedBack.canTake(self) else { return nil }
        guard let action = resolveBack(in: state, tree: committedTree) else {
            return NavigationTicket(status: .failed(.nothingToGoBack))
        }
        guard case .path(let container, let scope, let operation) = action.step, DirectCommit.canTake(on: self) else {
            return submit([.step(action.step)], source: .user, coordinator: nil)
        }
        let ticket = NavigationTicket()
        ticket.navigator = self
        do throws(NavigationError) {
            let rest = try performDirectly(
                path: operation, in: container, scope: scope, source: .user, coordinator: nil,
                animated: AnimationIntent.resolve(NavigationSource.user), ticket: ticket)
            if case .general(let steps, let source, let coordinator, let animated)? = rest?.work {
                return submit(steps, source: source, coordinator: coordinator, animated: animated, ticket: ticket)
            }
        } catch {
            ticket.fail(error)
        }
        // A back that changed nothing: done, as the general path completes it.
        if ticket.status == .queued { ticket.complete(nil) }
        return ticket
    }
}
