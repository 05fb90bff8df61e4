import WayfinderRouting
import WayfinderStacks

extension TabCoordinator {
    // MARK: - Flow

    /// Presents this tab bar on the top-most coordinator, wherever the user is: for deep links
    /// and notifications (the seed's `tabCoordinator.forcePresentation(...)`).
    ///
    /// The tab bar and every page start in the same transaction as the presentation.
    ///
    /// - Parameters:
    ///   - presentationStyle: How to show it; ``presentationStyle`` when `nil`.
    ///   - animated: Whether the renderer should animate.
    ///   - mainCoordinator: Where to search for the top-most coordinator from; the navigator's
    ///     root when `nil` (then this coordinator must already know its navigator).
    /// - Throws: What a page coordinator's `start` threw, as it threw it; ``NavigationError``
    ///   when the change is refused.
    public func forcePresentation(
        presentationStyle: PresentationStyle? = nil,
        animated: Bool = true,
        mainCoordinator: (any CoordinatorType)? = nil
    ) async throws {
        try await core.forcePresentationPassingAppErrors(
            presentationStyle: presentationStyle ?? self.presentationStyle, animated: animated,
            mainCoordinator: mainCoordinator)
    }

    /// Removes the tab bar and everything it shows, and finishes it with every page's
    /// coordinator.
    ///
    /// - Throws: ``NavigationError/rootCannotFinish(_:)`` or ``NavigationError/ownedCannotFinish(_:placement:)`` for a tab bar at the navigator's root or
    ///   owned by another tab bar, whose lifetimes their owners decide.
    public func finishFlow(animated: Bool = true) async throws(NavigationError) {
        try await core.finishFlow(animated: animated)
    }
}
