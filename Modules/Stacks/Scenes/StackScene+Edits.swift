import WayfinderRouting

// MARK: - Back and detail selection, as pure functions

extension StackScene {
    /// How many entries system back pops from the top of a stack's base context, by `policy`.
    ///
    /// ``BackPolicy/popLatest`` pops one. ``BackPolicy/popUntilSceneChange`` pops until the
    /// scene's ``key`` differs from the one shown (never the root): in a single pane that is
    /// one entry, in `list | detail` every entry above the list.
    ///
    /// - Parameters:
    ///   - entries: The stack's base context, bottom to top.
    ///   - widthClass: The window's width class.
    ///   - configuration: The stack's strategies and back policy.
    ///   - role: The pane role of an entry's route.
    /// - Returns: The number of entries to pop: 0 when the context holds only its root.
    public static func backCount<Route: RouteType>(
        entries: [Entry<Route>], widthClass: WidthClass, configuration: SceneConfiguration,
        role: (Route) -> PaneRole? = { $0.paneRole }
    ) -> Int {
        guard entries.count > 1 else { return 0 }
        guard configuration.backPolicy == .popUntilSceneChange else { return 1 }
        let shown = StackScene(entries: entries, widthClass: widthClass, configuration: configuration, role: role).key
        var count = 1
        while count < entries.count - 1 {
            let after = StackScene(
                entries: Array(entries.dropLast(count)), widthClass: widthClass, configuration: configuration,
                role: role)
            if after.key != shown { break }
            count += 1
        }
        return count
    }

    /// The entries a pushed `detail` replaces, by the stack's detail selection: the detail
    /// pane's entries when the scene shows a `list` pane and a `detail` pane on top and
    /// selection is ``DetailSelection/replace``; none otherwise.
    ///
    /// - Parameters:
    ///   - pushedRole: The pane role of the route pushed.
    ///   - configuration: The stack's strategies and detail selection.
    /// - Returns: The entries the new detail replaces (they end), bottom to top; empty to push.
    public func replacedBySelecting(_ pushedRole: PaneRole?, configuration: SceneConfiguration) -> [EntryID] {
        guard pushedRole == .detail, configuration.detailSelection == .replace, strategy == .listDetail,
            panes.count == 2, panes[0].role == .list, panes[1].role == .detail
        else { return [] }
        return panes[1].entries
    }
}
