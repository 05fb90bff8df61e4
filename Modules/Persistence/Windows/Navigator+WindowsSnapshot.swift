import Foundation
import WayfinderCoordinators
import WayfinderStacks

extension Navigator {
    // MARK: - Saving windows

    /// Whether this navigator's state is saved as windows (``windowsSnapshot(appID:sceneID:savedAt:)``)
    /// rather than as one snapshot: once a second window was opened, or a window was closed
    /// recently. An app with one window saves exactly what it saved before windows existed.
    public var savesWindows: Bool { tree.windows != nil || !recentlyClosedWindows.isEmpty }

    /// A snapshot of every window, as of the last commit: one per open window (its tree and its
    /// screens' and flows' bags), one per recently closed window, and the window set.
    ///
    /// - Parameters:
    ///   - appID: The app.
    ///   - sceneID: The scene key the windows are saved under.
    ///   - savedAt: The time to record.
    /// - Returns: The windows; for a navigator with one window, that window as ``/WayfinderCoordinators/WindowID/main``.
    public func windowsSnapshot(
        appID: String, sceneID: String = NavigationSnapshot.defaultSceneID, savedAt: Date = Date()
    ) -> WindowsSnapshot {
        let tree = self.tree
        let table = windows
        let bags = SavedStates(entries: entryStates, flows: flowStates)
        var open: [NavigationSnapshot] = []
        for window in table.windows {
            guard let windowTree = tree.window(window.id) else { continue }
            var snapshot = NavigationSnapshot(
                appID: appID, sceneID: WindowSet.sceneID(of: window.id, in: sceneID), savedAt: savedAt,
                tree: windowTree)
            snapshot.states = bags.owned(by: windowTree)
            open.append(snapshot)
        }
        let closed = recentlyClosedWindows.map { window in
            var snapshot = NavigationSnapshot(
                appID: appID, sceneID: WindowSet.sceneID(of: window.id, in: sceneID), savedAt: savedAt,
                tree: window.tree)
            snapshot.states = SavedStates(entries: window.entryStates, flows: window.flowStates)
            return snapshot
        }
        let set = WindowSet(
            appID: appID, sceneID: sceneID, windows: table.ids, focused: table.focused, focusOrder: table.focusOrder,
            nextID: table.nextID, recentlyClosed: recentlyClosedWindows.map(\.id), savedAt: savedAt)
        return WindowsSnapshot(set: set, windows: open, recentlyClosed: closed)
    }

    // MARK: - Restoring windows

    /// Restores saved windows: every window comes back with its id, its tree and its bags (the
    /// saved bags replace every bag the app had), in one transaction (see ``/WayfinderCoordinators/Navigator/restoreWindows(_:source:)``),
    /// the focused one focused; the recently closed ones become
    /// ``/WayfinderCoordinators/Navigator/recentlyClosedWindows``, ready to reopen.
    ///
    /// Each window's report is completed as ``restore(_:source:)->RestorationReport`` completes a snapshot's:
    /// entries the decoder could not read first among the dropped, and the bags left out.
    ///
    /// - Parameters:
    ///   - saved: The windows, usually from ``WindowsSnapshotStore/loadAnyWindows(appID:sceneID:)``.
    ///   - source: Who causes the change; interceptors see it.
    /// - Returns: What was restored in each window, and the windows left out.
    /// - Throws: What ``/WayfinderCoordinators/Navigator/restoreWindows(_:source:)`` throws;
    ///   nothing changed then.
    @discardableResult
    public func restore(
        _ saved: WindowsSnapshot, source: NavigationSource = .restoration
    ) async throws -> WindowsRestorationReport {
        let windows = saved.set.windows.compactMap { id in
            saved.snapshot(of: id).map { WindowTree(id: id, tree: $0.tree, reserved: $0.unreadable.map(\.entry)) }
        }
        var report = try await restoreWindows(
            SavedWindows(windows: windows, focusOrder: saved.set.focusOrder, nextID: saved.set.nextID), source: source)
        // The saved bags are the whole saved state: a bag written since the save goes.
        removeAllStates()
        for index in report.windows.indices {
            let window = report.windows[index]
            guard let snapshot = saved.snapshot(of: window.id) else { continue }
            report.windows[index].report = restoreBags(of: snapshot, after: window.report) { flows in
                Self.flowStates(flows, renamed: window.coordinators)
            }
        }
        recentlyClosedWindows = saved.set.recentlyClosed.compactMap { id in
            saved.snapshot(of: id).map {
                ClosedWindow(id: id, tree: $0.tree, entryStates: $0.states.entries, flowStates: $0.states.flows)
            }
        }
        return report
    }

    /// Saved flow bags under the live ids of their flows; a bag whose flow the window's
    /// restore does not know keeps its saved id unless a live flow of the window took it.
    static func flowStates(
        _ saved: [CoordinatorID: StateBag], renamed map: [CoordinatorID: CoordinatorID]
    ) -> [CoordinatorID: StateBag] {
        let taken = Set(map.values)
        var states: [CoordinatorID: StateBag] = [:]
        for (id, bag) in saved {
            if let live = map[id] {
                states[live] = bag
            } else if !taken.contains(id), states[id] == nil {
                states[id] = bag
            }
        }
        return states
    }
}

extension SavedStates {
    /// The bags whose owners are in `tree`: its entries' and its coordinators'.
    func owned(by tree: NavigationTree) -> SavedStates {
        guard !isEmpty else { return self }
        let entryIDs = Set(tree.root?.subtree.flatMap { $0.entries.map(\.id) } ?? [])
        let flowIDs = Set(tree.allCoordinators.map(\.id))
        return SavedStates(
            entries: entries.filter { entryIDs.contains($0.key) }, flows: flows.filter { flowIDs.contains($0.key) })
    }
}
