import WayfinderCoordinators

extension ComposedApp {
    /// A new instance of the manifest's root coordinator (`app.root`), not started: the root of
    /// a new window of the app, for ``/WayfinderCoordinators/Navigator/openWindow(root:source:animated:)``.
    ///
    /// ```swift
    /// let window = try await app.navigator.openWindow(root: try app.makeWindowRoot(), source: .user)
    /// ```
    ///
    /// - Returns: The coordinator, not attached to any navigator.
    /// - Throws: ``CompositionError`` when the root coordinator cannot be built.
    public func makeWindowRoot() throws(CompositionError) -> any CoordinatorType {
        try factory.make(manifest.app.root.value)
    }
}
