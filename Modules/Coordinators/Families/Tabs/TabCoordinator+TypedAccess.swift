// MARK: - Typed access to a tab's coordinator

extension TabCoordinator {
    /// The coordinator running `page`, as the type the app made it with.
    ///
    /// ```swift
    /// let notes = try tabs.coordinator(for: .notes, as: NotesCoordinator.self)
    /// try await notes.router.navigate(toRoute: .note(id: 42))
    /// ```
    ///
    /// - Parameters:
    ///   - page: One of ``pages``.
    ///   - type: The coordinator type that runs `page`.
    /// - Returns: The page's coordinator.
    /// - Throws: ``TabCoordinatorError/unknownPage(_:)`` when `page` is not in the bar,
    ///   ``TabCoordinatorError/noCoordinator(page:)`` before the bar made its coordinator, and
    ///   ``TabCoordinatorError/wrongCoordinatorType(page:expected:found:)`` when another type runs it.
    public func coordinator<C: CoordinatorType>(for page: Page, as type: C.Type) throws(TabCoordinatorError) -> C {
        guard pages.contains(page) else { throw .unknownPage(page.name) }
        guard let found = coordinator(for: page) else { throw .noCoordinator(page: page.name) }
        guard let typed = found as? C else {
            throw .wrongCoordinatorType(
                page: page.name, expected: String(describing: C.self), found: String(describing: Swift.type(of: found)))
        }
        return typed
    }

    /// The coordinator running the selected page, as the type the app made it with.
    ///
    /// - Parameter type: The coordinator type that runs the selected page.
    /// - Returns: The selected page's coordinator.
    /// - Throws: The errors of ``coordinator(for:as:)`` for ``currentPage``.
    public func selectedCoordinator<C: CoordinatorType>(as type: C.Type) throws(TabCoordinatorError) -> C {
        try coordinator(for: currentPage, as: type)
    }
}
