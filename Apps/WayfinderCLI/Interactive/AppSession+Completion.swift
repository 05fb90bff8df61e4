import WayfinderScript

extension AppSession {
    /// The words Tab completes now: commands, routes, coordinators, the tabs on screen, the
    /// top screen's slots and the open windows' numbers.
    var vocabulary: CompletionVocabulary {
        let path = app.navigator.tree.visiblePath
        return CompletionVocabulary(
            commands: ScriptCommand.syntax.map(\.name), routes: app.manifest.routes.names,
            tabs: path.compactMap(\.tabs).flatMap { $0.pages.map(\.name) },
            coordinators: app.manifest.coordinators.map(\.key),
            slots: (path.last.flatMap { $0.stack.hosted(by: $0.entry.id)?.embedded } ?? []).map(\.slot),
            windows: app.navigator.windows.ids.indices.map { String($0 + 1) })
    }
}
