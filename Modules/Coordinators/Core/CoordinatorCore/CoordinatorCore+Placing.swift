import WayfinderRouting
import WayfinderStacks

extension CoordinatorCore {
    // MARK: - Placing children

    /// Attaches `child` to this coordinator and places it in `actor`'s region, pushed or
    /// presented as `style` says, running `body` to show its first screen — one transaction.
    ///
    /// The child's scope begins on behalf of `actor`, which is this coordinator or one that
    /// navigates in its name (a child coordinatable using its parent's routes, a presenter).
    ///
    /// - Parameters:
    ///   - child: A new, unattached coordinator.
    ///   - actor: The coordinator whose region the child's screens go into.
    ///   - style: How the child's first screen is shown; `nil` leaves it to the child.
    ///   - policy: The child's scope policy; `nil` for the engine's default.
    ///   - body: Shows the child's first screen.
    func place(
        _ child: any CoordinatorType,
        in actor: CoordinatorCore,
        style: PresentationStyle?,
        policy: ScopePolicy?,
        _ body: () async throws -> Void
    ) async throws(NavigationError) {
        guard let target = actor.target else {
            throw actor.missingPlacement
        }
        let pending = PendingPlacement.child(
            container: target.container, parentScope: target.scope, style: style, policy: policy)
        try await adopt(child, pending: pending, body)
    }

    /// The attributes a coordinator about to be placed as a scope inherits from the scope
    /// placing it; empty for one that will own its stack.
    var inheritedAttributes: [String: String] {
        guard case .child(let container, let parentScope, _, _, _) = pending, let parentScope else { return [:] }
        return navigator?.currentState.stacks[container]?.scope(parentScope)?.attributes ?? [:]
    }
}
