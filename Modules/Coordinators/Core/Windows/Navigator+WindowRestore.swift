import WayfinderRouting
import WayfinderStacks

extension Navigator {
    // MARK: - Restoring saved windows

    /// Brings back every saved window, in one transaction: each keeps its id, gets its saved
    /// tree back, and the window that had focus has it again.
    ///
    /// A saved window that is open (the main window of a navigator just started) gets its tree
    /// as ``restore(_:source:reserving:)`` would restore it. A saved window that is not open is
    /// opened under its id, rooted at the coordinator the ``windowRestorer`` makes for it,
    /// and its tree is restored into it; a window the restorer makes no root for is left out
    /// (``WindowsRestorationReport/leftOut``). Open windows the saved ones do not include are
    /// closed (without a leave check: the restore replaces them), once at least one saved
    /// window came back. Flows in progress are started again through ``flowRestorer``, in
    /// every window. The next window opened gets an id above every saved one.
    ///
    /// Interceptors see the whole restore as one proposal with `source`; a refusal changes
    /// nothing.
    ///
    /// ```swift
    /// navigator.windowRestorer = { saved in AppCoordinator() }
    /// let report = try await navigator.restoreWindows(saved)
    /// ```
    ///
    /// - Parameters:
    ///   - saved: The windows, in opening order, with their focus order and next id.
    ///   - source: Who causes the change; ``NavigationSource/restoration`` by default.
    /// - Returns: What was restored in each window, and what was left out.
    /// - Throws: ``NavigationError/window(_:)`` (``WindowError/notStarted``) before
    ///   ``start(root:animated:)``; ``NavigationError`` when an interceptor refuses; what a
    ///   window root's start threw. The live state is then unchanged.
    @discardableResult
    public func restoreWindows(
        _ saved: SavedWindows, source: NavigationSource = .restoration
    ) async throws -> WindowsRestorationReport {
        guard root != nil else { throw NavigationError.window(.notStarted) }
        var report = WindowsRestorationReport()
        try await transaction(source: source, animated: false, askingLeaveChecks: false) {
            report = WindowsRestorationReport()
            let openBefore = windows.ids
            for window in saved.windows {
                do {
                    report.windows.append(try await restoreWindow(window, source: source))
                } catch let left as LeftOutWindow {
                    report.leftOut.append(WindowLeftOut(id: window.id, reason: left.reason))
                }
            }
            let restored = Set(report.windows.map(\.id))
            guard !restored.isEmpty else { return }
            for id in openBefore where !restored.contains(id) {
                try await perform(
                    [.change(.window(WindowStep(kind: .close(id), mainRoot: mainWindowRoot)))], source: source,
                    coordinator: nil)
            }
            // Focus as saved (a one-window restore of the main window changes none, and makes
            // no window table).
            let focusOrder = saved.focusOrder.filter { restored.contains($0) }
            for id in focusOrder where focusOrder != windows.focusOrder {
                try await perform(
                    [.change(.window(WindowStep(kind: .focus(id), mainRoot: mainWindowRoot)))], source: source,
                    coordinator: nil)
            }
            if saved.nextID > windows.nextID {
                try await perform(
                    [.change(.window(WindowStep(kind: .reserve(nextID: saved.nextID), mainRoot: mainWindowRoot)))],
                    source: source, coordinator: nil)
            }
        }
        report.focused = focusedWindow
        return report
    }

    /// Restores one saved window inside the open transaction: into the open window with its id,
    /// or into a window opened under its id.
    private func restoreWindow(_ window: WindowTree, source: NavigationSource) async throws -> WindowRestoration {
        guard let saved = window.tree.coordinators else {
            throw LeftOutWindow(reason: "it was saved without a root coordinator")
        }
        let live: any CoordinatorType
        if let open = rootCoordinator(of: window.id) {
            live = open
            // The same root as saved (an app that starts the same way): restored as it was saved.
            if open.core.id == saved.id, open.core.name == saved.name, open.core.kind == saved.kind {
                let report = try await restoreWindowTree(window.tree, source: source, reserving: window.reserved)
                return WindowRestoration(
                    id: window.id, report: report, coordinators: Self.liveIDs(of: window.tree, renamed: [:], report))
            }
        } else {
            let record = SavedWindow(id: window.id, root: saved.id, name: saved.name, kind: saved.kind)
            let made: (any CoordinatorType)?
            do {
                made = try windowRestorer?(record)
            } catch {
                throw LeftOutWindow(reason: "making its root '\(saved.name)' failed: \(error)")
            }
            guard let made else {
                throw LeftOutWindow(reason: WindowError.noRoot(window.id, root: saved.name).description)
            }
            _ = try await openWindow(root: made, source: source, animated: false, as: window.id, then: nil)
            live = made
        }
        let map = coordinatorMap(from: window.tree, root: saved, to: live)
        let report = try await restoreWindowTree(
            window.tree.renamingCoordinators(map), source: source, reserving: window.reserved)
        return WindowRestoration(
            id: window.id, report: Self.savedIDs(in: report, renamed: map),
            coordinators: Self.liveIDs(of: window.tree, renamed: map, report))
    }

    /// The saved coordinators of a window's tree mapped to live ones: its root to `live`, their
    /// children by name and family, and every other whose id a live coordinator has to an id
    /// no coordinator has (so it is never taken for another window's; a flow in progress is
    /// then started again).
    func coordinatorMap(
        from tree: NavigationTree, root saved: CoordinatorNode, to live: any CoordinatorType
    ) -> [CoordinatorID: CoordinatorID] {
        var map: [CoordinatorID: CoordinatorID] = [saved.id: live.core.id]
        matchChildren(of: saved, with: live, into: &map)
        let targets = Set(map.values)
        var spare = CoordinatorID.unattached.rawValue - 1
        for node in tree.allCoordinators where map[node.id] == nil {
            guard coordinator(node.id) != nil || targets.contains(node.id) else { continue }
            map[node.id] = CoordinatorID(spare)
            spare -= 1
        }
        return map
    }

    /// Every saved coordinator of `tree` that is live after the restore, by its saved id.
    private static func liveIDs(
        of tree: NavigationTree, renamed map: [CoordinatorID: CoordinatorID], _ report: RestorationReport
    ) -> [CoordinatorID: CoordinatorID] {
        let recreated = Dictionary(report.recreated.map { ($0.saved, $0.live) }) { first, _ in first }
        var ids: [CoordinatorID: CoordinatorID] = [:]
        for node in tree.allCoordinators {
            let renamed = map[node.id] ?? node.id
            ids[node.id] = recreated[renamed] ?? recreated[node.id] ?? renamed
        }
        return ids
    }

    /// The report with the flows it names under their saved ids, not the spare ids of
    /// ``coordinatorMap(from:root:to:)``.
    private static func savedIDs(
        in report: RestorationReport, renamed map: [CoordinatorID: CoordinatorID]
    ) -> RestorationReport {
        let back = Dictionary(map.map { ($0.value, $0.key) }) { first, _ in first }
        var report = report
        report.recreated = report.recreated.map {
            RecreatedFlow(name: $0.name, saved: back[$0.saved] ?? $0.saved, live: $0.live)
        }
        report.flowsLeftOut = report.flowsLeftOut.map {
            FlowLeftOut(name: $0.name, saved: back[$0.saved] ?? $0.saved, reason: $0.reason)
        }
        return report
    }

    /// The root coordinator of an open window.
    func rootCoordinator(of window: WindowID) -> (any CoordinatorType)? {
        guard let state = windows.window(window) else { return nil }
        if let root = windowRoots[state.root] { return root }
        return root?.core.id == state.root ? root : nil
    }

    /// The main window's root, which a window table made by the first window step starts with.
    var mainWindowRoot: CoordinatorID { windows.windows.first?.root ?? root?.core.id ?? .unattached }
}

/// A saved window that cannot come back, with why.
private struct LeftOutWindow: Error {
    let reason: String
}
