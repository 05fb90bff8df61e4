import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators

extension ServeHub {
    // MARK: - The page's own writes, as command lines

    /// The command line that makes the gesture a click outside the dialog `opener` opened makes
    /// (the layer swiped away): `tap-backdrop`, when that dialog is the top modal layer on screen,
    /// the one the command swipes away; `nil` otherwise (no command names another layer).
    func dismissCommand(_ opener: String) -> String? {
        let top = app.navigator.tree.visiblePath.last { $0.entry.style.isModal }
        guard let top, "\(top.entry.id)" == opener else { return nil }
        return "tap-backdrop"
    }

    /// The command line that makes the gesture a click on page `index` of tab bar `bar` makes:
    /// `tap-tab NAME`, when the command would tap that bar (the outermost bar on screen with a
    /// page of that name); `nil` when it would tap another one.
    func tabCommand(_ index: Int, of bar: CoordinatorID) -> String? {
        let bars = app.navigator.tree.visiblePath.lazy.compactMap(\.tabs)
        guard let tabs = bars.first(where: { $0.coordinator == bar }), tabs.pages.indices.contains(index) else {
            return nil
        }
        let name = tabs.pages[index].name
        guard bars.first(where: { $0.pages.contains { $0.name == name } })?.coordinator == bar else { return nil }
        return "tap-tab \(name)"
    }

    /// Tells the backend about a page's write once its gestures are applied, in the order the
    /// pages sent them, with the command line worked out before it was applied (`serve
    /// --record` records it). A write that sent nothing, or whose gestures were all refused,
    /// is not told.
    ///
    /// - Parameters:
    ///   - write: What the binding layer did with it.
    ///   - line: The command that does the same, or `nil` when no command does.
    func told(_ write: BindingWrite, as line: String?) {
        let tickets = write.tickets
        guard !tickets.isEmpty else { return }
        let previous = pageWrites
        pageWrites = Task { [backend, app] in
            _ = await previous?.value
            var applied = false
            for ticket in tickets {
                if (try? await ticket.value()) != nil { applied = true }
            }
            if applied { await backend.pageWrote(line, on: app) }
        }
    }
}
