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
}
