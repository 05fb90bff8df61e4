import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Recently closed windows

    /// Reopens a recently closed window under the id it had, in one transaction: the window
    /// opens rooted at `coordinator` (or at the one ``windowRestorer`` makes), takes focus, and
    /// gets its tree back as it was when it closed; then its screens' and flows' saved state
    /// bags come back. It leaves ``recentlyClosedWindows``.
    ///
    /// Interceptors see the transaction with `source` (its proposal holds the restored entries
    /// and the window table) and may refuse it; then nothing changes and the window stays in
    /// the list.
    ///
    /// ```swift
    /// try await navigator.closeWindow(second)
    /// let back = try await navigator.reopenWindow()   // second, as it was
    /// ```
    ///
    /// - Parameters:
    ///   - id: A window in ``recentlyClosedWindows``; `nil`, the default, for the one closed last.
    ///   - coordinator: The window's root, not started yet; `nil` to have ``windowRestorer``
    ///     make it from the closed window's root.
    ///   - source: Who asks: the user (a "Reopen closed window" command), the program.
    ///   - animated: Whether the renderer should animate the change.
    /// - Returns: The window's id and what was restored into it.
    /// - Throws: ``NavigationError/window(_:)`` with ``WindowError/notRecentlyClosed(_:)``,
    ///   ``WindowError/noRoot(_:root:)`` or what opening a window throws; an interceptor's
    ///   refusal; what the root's start threw.
    @discardableResult
    public func reopenWindow(
        _ id: WindowID? = nil, root coordinator: (any CoordinatorType)? = nil, source: NavigationSource = .user,
        animated: Bool = true
    ) async throws -> ReopenedWindow {
        guard root != nil else { throw NavigationError.window(.notStarted) }
        guard let closed = id.map({ id in recentlyClosedWindows.last { $0.id == id } }) ?? recentlyClosedWindows.last
        else { throw NavigationError.window(.notRecentlyClosed(id)) }
        guard let saved = closed.tree.coordinators else {
            throw NavigationError.window(.noRoot(closed.id, root: "(none)"))
        }
        let made =
            try coordinator
            ?? windowRestorer?(SavedWindow(id: closed.id, root: saved.id, name: saved.name, kind: saved.kind))
        guard let made else { throw NavigationError.window(.noRoot(closed.id, root: saved.name)) }
        var map: [CoordinatorID: CoordinatorID] = [:]
        var report = RestorationReport()
        try await transaction(source: source, animated: animated, askingLeaveChecks: false) {
            _ = try await openWindow(root: made, source: source, animated: animated, as: closed.id, then: nil)
            map = coordinatorMap(from: closed.tree, root: saved, to: made)
            report = try await restoreWindowTree(closed.tree.renamingCoordinators(map), source: source, reserving: [])
        }
        recentlyClosedWindows.removeAll { $0.id == closed.id }
        let recreated = Dictionary(report.recreated.map { ($0.saved, $0.live) }) { first, _ in first }
        var flows: [CoordinatorID: StateBag] = [:]
        for (owner, bag) in closed.flowStates {
            let renamed = map[owner] ?? owner
            flows[recreated[renamed] ?? renamed] = bag
        }
        restoreStates(entries: closed.entryStates, flows: flows)
        return ReopenedWindow(id: closed.id, report: report)
    }

    /// The window `id` as it is now, with its bags, for the recently closed list; `nil` when it
    /// is not open.
    func closedWindow(_ id: WindowID) -> ClosedWindow? {
        guard windows.window(id) != nil, let tree = buildTree(from: currentState).window(id) else { return nil }
        let entries = Set(tree.root?.subtree.flatMap { $0.entries.map(\.id) } ?? [])
        let flows = Set(tree.allCoordinators.map(\.id))
        return ClosedWindow(
            id: id, tree: tree, entryStates: entryStates.filter { entries.contains($0.key) },
            flowStates: flowStates.filter { flows.contains($0.key) })
    }

    /// Notes, inside a close's transaction and before its step, the window `id` as it is
    /// then: it joins the recently closed list when that transaction commits, and not at all
    /// when it is dropped (refused, a leave check said no, or the first run of a transaction
    /// that asks leave checks).
    func noteClosing(_ id: WindowID) {
        guard let serial = currentTransaction?.serial, let closing = closedWindow(id) else { return }
        var pending = closingWindows?.transaction == serial ? closingWindows?.windows ?? [] : []
        pending.removeAll { $0.id == id }
        pending.append(closing)
        closingWindows = ClosingWindows(transaction: serial, windows: pending)
    }

    /// At the commit of the transaction `serial`: the windows it closed join the end of the
    /// recently closed list (before observers hear of the close, so a saver sees them). Those
    /// a dropped transaction noted are forgotten.
    func keepClosingWindows(committing serial: UInt64) {
        guard let closing = closingWindows else { return }
        closingWindows = nil
        guard closing.transaction == serial else { return }
        for closed in closing.windows where state.windows?.window(closed.id) == nil {
            remember(closed)
        }
    }

    /// Keeps a window that just closed at the end of the recently closed list.
    func remember(_ closed: ClosedWindow) {
        recentlyClosedWindows.removeAll { $0.id == closed.id }
        recentlyClosedWindows.append(closed)
    }

    /// Drops the oldest closed windows beyond ``recentlyClosedLimit``.
    func trimRecentlyClosed() {
        let excess = recentlyClosedWindows.count - max(0, recentlyClosedLimit)
        if excess > 0 { recentlyClosedWindows.removeFirst(excess) }
    }
}

/// The windows one open transaction closes, kept until it commits.
struct ClosingWindows {
    /// The transaction's serial.
    let transaction: UInt64
    /// The windows as they were when it closed them, in the order it closed them.
    let windows: [ClosedWindow]
}
