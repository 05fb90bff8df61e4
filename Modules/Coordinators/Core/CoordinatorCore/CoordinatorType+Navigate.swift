import WayfinderRouting
import WayfinderStacks

extension CoordinatorType {
    // MARK: - Showing another coordinator

    /// Shows another coordinator (of any family) from this one: pushed onto this coordinator's
    /// stack (its root becomes the top entry and it navigates in its own scope), or presented in
    /// a new modal layer. It becomes one of this coordinator's ``children``.
    ///
    /// SUICoordinator's `navigate(to:presentationStyle:animated:)`; a ``BaseCoordinator`` shows
    /// a child of another family the same way.
    ///
    /// - Parameters:
    ///   - coordinator: A new, unattached coordinator.
    ///   - presentationStyle: How to show it; `nil` uses its root route's style.
    ///   - withNavigation: When it is presented, whether screens may be pushed inside its modal
    ///     layer; `true` by default, as everywhere in Wayfinder (see ``Router``).
    ///   - policy: For a pushed child, what it and this coordinator may still do to the shared
    ///     stack (shared by default; owned and bounded restrict, see
    ///     ``/WayfinderStacks/ScopePolicy``).
    ///   - animated: Whether the renderer should animate.
    /// - Throws: What `coordinator`'s `start` threw, as it threw it; ``NavigationError`` when the
    ///   change is refused or the child shows nothing.
    public func navigate(
        to coordinator: any CoordinatorType,
        presentationStyle: PresentationStyle? = nil,
        withNavigation: Bool = true,
        policy: ScopePolicy? = nil,
        animated: Bool = true
    ) async throws {
        try await passingAppErrors { () throws(NavigationError) in
            try await core.navigate(
                to: coordinator, presentationStyle: presentationStyle, withNavigation: withNavigation, policy: policy,
                animated: animated)
        }
    }
}
