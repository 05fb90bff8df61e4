import WayfinderRouting
import WayfinderStacks

extension BaseCoordinator {
    // MARK: - Ending

    /// Removes exactly `child`: its screens are popped or dismissed, or its embedded or detail
    /// container removed; the engine then finishes it (and its children) and releases it.
    ///
    /// A child the engine already finished under this coordinator (its screen was popped,
    /// dismissed or swiped away) needs nothing more: the call returns, as the UIKit seed's
    /// practice of calling it when the flow ends expects.
    ///
    /// - Parameter child: One of ``childCoordinators``, or one that was and has finished.
    /// - Throws: ``CoordinatorFamilyError/notAChild(child:parent:)`` for another coordinator,
    ///   and ``NavigationError`` when the change is refused.
    public func childDidFinish(_ child: any CoordinatorType) async throws(NavigationError) {
        guard core.children.contains(where: { $0 === child }) else {
            if child.core.lifecycle == .finished, let former = child.core.finishedUnder, former == id { return }
            throw .family(.notAChild(child: child.core.label, parent: core.label))
        }
        try await child.core.endPlacement()
    }

    /// Removes this coordinator's screen: pops it, dismisses its modal, or removes it from the
    /// slot or column it is embedded in. The engine then finishes it.
    ///
    /// - Parameter completion: Called once the change is shown.
    /// - Throws: ``NavigationError/rootCannotFinish(_:)`` or ``NavigationError/ownedCannotFinish(_:placement:)`` for the navigator's root and tab pages.
    public func dismiss(_ completion: (@MainActor () -> Void)? = nil) async throws(NavigationError) {
        try await core.endPlacement()
        completion?()
    }

    /// Removes everything above this coordinator's screen, modal layers included; the children
    /// shown there are finished.
    ///
    /// - Parameter completion: Called once the change is shown.
    /// - Throws: ``NavigationError`` when refused.
    public func dismissToRoot(_ completion: (@MainActor () -> Void)? = nil) async throws(NavigationError) {
        try await core.perform(core.placement?.isScope == true ? .popToChildRoot : .goBackToRoot)
        completion?()
    }

    // MARK: - Hosting children

    /// Shows `child` in the detail column of this coordinator's screen (a split layout),
    /// replacing the one shown there, which is finished. The child owns the column's stack:
    /// what it pushes goes there.
    ///
    /// - Parameters:
    ///   - child: A new, unattached coordinator.
    ///   - animated: Whether the renderer should animate.
    /// - Throws: What `child`'s `start` threw, as it threw it; ``NavigationError`` when the
    ///   change is refused or the child shows nothing.
    public func showDetail(_ child: any CoordinatorType, animated: Bool = true) async throws {
        try await hosting(child, as: .detail, animated: animated)
    }

    /// Embeds `child` (of any family) in the named slot `container` of this coordinator's
    /// screen, replacing the one embedded there, which is finished.
    ///
    /// - Parameters:
    ///   - child: A new, unattached coordinator.
    ///   - container: The slot's name.
    ///   - animated: Whether the renderer should animate.
    /// - Throws: What `child`'s `start` threw, as it threw it; ``NavigationError`` when the
    ///   change is refused or the child shows nothing.
    public func embed(_ child: any CoordinatorType, in container: String, animated: Bool = true) async throws {
        try await hosting(child, as: .embedded(slot: container), animated: animated)
    }

    /// Hosts `child` on this coordinator's screen and starts it, passing the app's errors on.
    private func hosting(_ child: any CoordinatorType, as kind: HostedKind, animated: Bool) async throws {
        try await passingAppErrors { () throws(NavigationError) in
            try await AnimationIntent.run(animated) { () throws(NavigationError) in
                try await core.host(child, as: kind) {
                    try await child.start(animated: animated)
                }
            }
        }
    }
}
