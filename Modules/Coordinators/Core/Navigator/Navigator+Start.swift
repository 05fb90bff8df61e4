import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Starting

    /// Makes `coordinator` the root of this navigator and starts it, in one transaction.
    ///
    /// - Throws: ``NavigationError/alreadyStarted(_:)`` when the navigator has a root already;
    ///   whatever the coordinator's start threw otherwise, as it threw it (the navigator then has
    ///   no root).
    public func start(root coordinator: any CoordinatorType, animated: Bool = true) async throws {
        try await passingAppErrors { () throws(NavigationError) in try await startRoot(coordinator, animated: animated)
        }
    }

    private func startRoot(_ coordinator: any CoordinatorType, animated: Bool) async throws(NavigationError) {
        guard root == nil else { throw .alreadyStarted(root?.id ?? .unattached) }
        let core = coordinator.core
        guard core.lifecycle == .idle, core.navigator == nil else { throw .alreadyStarted(core.id) }
        core.id = register(coordinator)
        core.navigator = self
        core.owner = coordinator
        core.pending = .root(ContainerID(owner: core.id))
        root = coordinator
        do {
            try await AnimationIntent.run(animated) { () throws(NavigationError) in
                try await CoordinatorCore.transaction(on: self, coordinator: core.id) {
                    try await coordinator.start(animated: animated)
                    guard core.placement != nil else { throw NavigationError.childDidNotStart(core.id) }
                }
            }
        } catch {
            root = nil
            core.finish(navigator: self)
            throw error
        }
    }

    // MARK: - Finding coordinators

    /// The coordinator that owns the entry on top of everything the user sees (inside a
    /// transaction, as the transaction has it so far).
    public var topCoordinator: (any CoordinatorType)? {
        guard let entry = buildTree(from: currentState).topEntry else { return root }
        return owner(of: entry) ?? root
    }

    /// The top-most coordinator if it is `coordinator` or one of its descendants, else
    /// `coordinator` itself.
    func topCoordinator(from coordinator: any CoordinatorType) -> (any CoordinatorType)? {
        var candidate = topCoordinator
        let top = candidate
        while let current = candidate {
            if current === coordinator { return top }
            candidate = current.parent
        }
        return coordinator
    }

    /// The coordinator that created an entry.
    public func owner(of entry: Entry<AnyRoute>) -> (any CoordinatorType)? {
        if let scope = entry.scope, let id = CoordinatorID(scope: scope) {
            return coordinator(id)
        }
        guard let (container, _) = Self.locate(entry.id, in: currentState) else { return nil }
        return coordinator(container.owner)
    }
}
