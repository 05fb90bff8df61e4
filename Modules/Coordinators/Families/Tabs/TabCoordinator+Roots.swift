extension TabCoordinator {
    /// The root coordinator running one of this tab bar's pages, by identifier.
    ///
    /// - Parameter identifier: A ``RootCoordinator/rootIdentifier``.
    /// - Returns: The page's coordinator, or `nil` when no page runs one with that identifier.
    public func rootCoordinator(identifier: String) -> (any RootCoordinator)? {
        pages.lazy.compactMap { self.coordinator(for: $0) as? any RootCoordinator }.first {
            $0.rootIdentifier == identifier
        }
    }
}
