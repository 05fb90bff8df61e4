import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Moving screens between windows

    /// Moves a screen, and the screens above it, to another open window, in one transaction:
    /// they go on top of that window's stack (its selected tab page's, when its top screen
    /// shows a tab bar), and the stack they leave pops to just below them. Focus does not move.
    ///
    /// The screens keep their ids, their contexts (the same objects: nothing they made is made
    /// again) and their saved state; no leave check is asked, since no screen ends.
    /// Interceptors see the move in ``NavigationProposal/moves`` with `source`; a refusal
    /// changes nothing.
    ///
    /// ```swift
    /// try await navigator.moveEntry(item, to: otherWindow, source: .user)
    /// ```
    ///
    /// - Parameters:
    ///   - entry: A screen in an open window, not the first of its stack, that shows no other
    ///     stacks (tabs, an embedded slot, a detail column) and does not belong to a child flow,
    ///     nor do the screens above it.
    ///   - window: An open window other than the screen's.
    ///   - source: Who asks: the user dragging the screen, the program.
    ///   - animated: Whether the renderer should animate the change.
    /// - Throws: ``NavigationError/window(_:)`` (``WindowError/unknownWindow(_:open:)``,
    ///   ``WindowError/cannotMove(entry:route:reason:)``); an interceptor's refusal.
    public func moveEntry(
        _ entry: EntryID, to window: WindowID, source: NavigationSource = .program, animated: Bool = true
    ) async throws {
        guard root != nil else { throw NavigationError.window(.notStarted) }
        try await transaction(source: source, animated: animated, askingLeaveChecks: false) {
            try await performMove(entry, to: window, source: source)
        }
    }

    /// Tears a screen, and the screens above it, off into a new window, in one transaction:
    /// the window opens rooted at `coordinator` (started as ``openWindow(root:source:animated:)``
    /// starts it), takes focus, and the screens go on top of its first screen; the stack they
    /// leave pops to just below them.
    ///
    /// The screens keep their ids, contexts and saved state, as with ``moveEntry(_:to:source:animated:)``.
    ///
    /// - Parameters:
    ///   - entry: A screen that may move (see ``moveEntry(_:to:source:animated:)``).
    ///   - coordinator: The new window's root, not started yet.
    ///   - source: Who asks.
    ///   - animated: Whether the renderer should animate the change.
    /// - Returns: The new window's id.
    /// - Throws: What ``openWindow(root:source:animated:)`` and
    ///   ``moveEntry(_:to:source:animated:)`` throw; then nothing changed.
    @discardableResult
    public func moveEntry(
        _ entry: EntryID, toNewWindow coordinator: any CoordinatorType, source: NavigationSource = .program,
        animated: Bool = true
    ) async throws -> WindowID {
        try await openWindow(root: coordinator, source: source, animated: animated) { window in
            try await self.performMove(entry, to: window, source: source)
        }
    }

    /// Plans the move on the state as it is in the open transaction, applies it as one step,
    /// and tells the transaction, whose proposal lists it.
    private func performMove(_ entry: EntryID, to window: WindowID, source: NavigationSource) async throws {
        let move = try currentState.planMove(entry, to: window)
        let mainRoot = windows.windows.first?.root ?? root?.core.id ?? .unattached
        try await perform(
            [.change(.window(WindowStep(kind: .move(move), mainRoot: mainRoot)))], source: source, coordinator: nil)
        currentTransaction?.windowMoves.append(move)
    }
}
