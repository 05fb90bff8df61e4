import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators

extension ServeHub {
    // MARK: - The page's own writes, as command lines

    /// The command line that does what a click outside the dialog `opener` opened does:
    /// `swipe-down` for a sheet, `dismiss` for a full-screen layer (which has no swipe-down).
    func dismissCommand(_ opener: String) -> String? {
        for stack in bindings.projection.stacks {
            if let layer = stack.layers.first(where: { "\($0.id)" == opener }), layer.isModal {
                return layer.opener.style.isFullScreen ? "dismiss" : "swipe-down"
            }
        }
        return nil
    }

    /// The command line that selects page `index` of tab bar `bar`: `tab NAME`, which only
    /// selects pages of the root tab bar; `nil` for a nested one.
    func tabCommand(_ index: Int, of bar: CoordinatorID) -> String? {
        guard app.navigator.tree.coordinators?.id == bar,
            let tabs = app.navigator.tree.visiblePath.lazy.compactMap(\.tabs).first(where: { $0.coordinator == bar }),
            tabs.pages.indices.contains(index)
        else { return nil }
        return "tab \(tabs.pages[index].name)"
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
