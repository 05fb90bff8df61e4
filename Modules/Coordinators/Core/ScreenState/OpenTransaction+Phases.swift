import WayfinderStacks

extension OpenTransaction {
    /// For each of `bars` whose selected page changed, the container of the page it had
    /// selected when the transaction opened (`nil` for a bar that did not exist): what a
    /// change's ``NavigationChange/phaseChanges`` needs of the tree before.
    func previousSelections(of bars: [CoordinatorID]) -> [CoordinatorID: ContainerID?] {
        var found: [CoordinatorID: ContainerID?] = [:]
        for bar in bars {
            let before = tabsBefore(bar).flatMap {
                $0.pages.indices.contains($0.selected) ? $0.pages[$0.selected] : nil
            }
            let after = working.tabs[bar].flatMap {
                $0.pages.indices.contains($0.selected) ? $0.pages[$0.selected] : nil
            }
            if before?.container != after?.container { found[bar] = .some(before?.container) }
        }
        return found
    }

    /// For each detail column among `changes` that the transaction removed, the entry that
    /// hosted it when the transaction opened: what a change's ``NavigationChange/phaseChanges``
    /// needs of the tree before to tell whether that entry sat under a collapsed detail.
    ///
    /// Reads the hostings before only when a detail column went (rare); empty otherwise.
    func removedDetailHosts(in changes: [ContainerChange]) -> [ContainerID: EntryID] {
        let removed = changes.lazy.filter { $0.container.role == .detail && $0.after.isEmpty }.map(\.container)
        guard !removed.isEmpty else { return [:] }
        var found: [ContainerID: EntryID] = [:]
        for (entry, hosting) in before.state(working: working).hostings {
            if let detail = hosting.detail, removed.contains(detail) { found[detail] = entry }
        }
        return found
    }
}
