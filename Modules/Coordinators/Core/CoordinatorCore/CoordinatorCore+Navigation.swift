import WayfinderRouting
import WayfinderStacks

extension CoordinatorCore {
    /// Places `coordinator` as a child of this one (see ``CoordinatorType/navigate(to:presentationStyle:withNavigation:policy:animated:)``).
    func navigate(
        to coordinator: any CoordinatorType, presentationStyle: PresentationStyle?, withNavigation: Bool = true,
        policy: ScopePolicy?, animated: Bool
    ) async throws(NavigationError) {
        guard let target else { throw missingPlacement }
        if let style = presentationStyle {
            do { try style.validate() } catch {
                throw .path(
                    .invalidStyle(request: "navigate(to: \(coordinator.core.name))", error), container: target.container
                )
            }
        }
        try await start(
            child: coordinator,
            pending: .child(
                container: target.container, parentScope: target.scope, style: presentationStyle, policy: policy,
                withNavigation: withNavigation),
            animated: animated
        )
    }

    /// Presents this (unattached) coordinator from the top-most coordinator.
    func forcePresentation(
        presentationStyle: PresentationStyle?, animated: Bool, mainCoordinator: (any CoordinatorType)?
    ) async throws(NavigationError) {
        guard let navigator = mainCoordinator?.navigator ?? self.navigator else {
            throw mainCoordinator?.core.missingNavigator ?? missingNavigator
        }
        guard let owner else { throw .notAttached(id) }
        try await CoordinatorCore.transaction(on: navigator, coordinator: id) {
            let from = mainCoordinator.flatMap { navigator.topCoordinator(from: $0) } ?? navigator.topCoordinator
            guard let presenter = from else { throw NavigationError.notStarted(CoordinatorID.unattached) }
            // `nil` leaves the style to the coordinator: the style its start asks for, else its
            // root route's own (the seed's contract).
            try await presenter.core.navigate(
                to: owner, presentationStyle: presentationStyle, policy: nil, animated: animated)
        }
    }

    /// ``forcePresentation(presentationStyle:animated:mainCoordinator:)`` as the families' public
    /// calls make it: an error a coordinator's `start` threw comes out as it was thrown.
    func forcePresentationPassingAppErrors(
        presentationStyle: PresentationStyle?, animated: Bool, mainCoordinator: (any CoordinatorType)?
    ) async throws {
        try await passingAppErrors { () throws(NavigationError) in
            try await forcePresentation(
                presentationStyle: presentationStyle, animated: animated, mainCoordinator: mainCoordinator)
        }
    }

    /// Ends this coordinator's scope, which removes its screens; the engine then finishes it
    /// and everything under it.
    func finishFlow(animated: Bool) async throws(NavigationError) {
        try await AnimationIntent.run(animated) { () throws(NavigationError) in try await finishFlow() }
    }

    /// Ends this coordinator's scope with the intent of the enclosing call.
    func finishFlow() async throws(NavigationError) {
        switch placement {
        case .scope(let scope):
            guard let navigator else { throw missingNavigator }
            try await navigator.perform(
                [.step(.path(scope.container, scope: scope.id, .endScope(scope.id)))], coordinator: id
            )
        case .root:
            throw .rootCannotFinish(id)
        case .owner(_, let label):
            throw .ownedCannotFinish(id, placement: label)
        case nil:
            throw missingPlacement
        }
    }

    static func transaction(
        on navigator: Navigator, coordinator: CoordinatorID, _ body: () async throws -> Void
    ) async throws(NavigationError) {
        do {
            try await navigator.transaction(source: .program, coordinator: coordinator, body)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw .transactionFailed(TransactionFailure(error))
        }
    }
}
