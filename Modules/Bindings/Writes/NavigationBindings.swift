import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Turns what a UI writes into its bindings back into gestures on a ``/WayfinderCoordinators/Navigator``.
///
/// UI containers own bindings the user can change without asking: the system back button
/// shortens a `NavigationStack`'s path, a swipe-down sets a sheet's item to `nil`, a tab tap
/// sets a `TabView`'s selection. Each write is checked against the tree as last committed: a
/// write about an entry that is no longer shown is ignored and the reason returned; a write
/// about an entry whose gesture is still waiting in the navigator's queue is ignored too, so a
/// binding written twice (SwiftUI does that) never becomes two gestures.
///
/// ```swift
/// let bindings = NavigationBindings(navigator: navigator)
/// // NavigationStack(path:) set to a shorter path by the back button:
/// bindings.setPath(newPath.map(\.id), ofLayerOpenedBy: root.id, in: container)
/// ```
@MainActor
public final class NavigationBindings {
    /// The navigator the gestures go to.
    public let navigator: Navigator
    /// Gestures sent and not settled yet, by the entry (or tab bar) they are about.
    private var pending: [EntryID: NavigationTicket] = [:]

    /// Creates bindings for a navigator.
    ///
    /// - Parameter navigator: Where gestures go.
    public init(navigator: Navigator) {
        self.navigator = navigator
    }

    /// The projection of the tree as last committed.
    public var projection: NavigationProjection { NavigationProjection(navigator.tree) }

    // MARK: - Writes

    /// The UI shortened the path of a layer (back button, back swipe, the back button's menu):
    /// each entry that went becomes a back-swipe gesture, top first.
    ///
    /// - Parameters:
    ///   - path: The ids the layer's path holds now, bottom to top.
    ///   - opener: The layer's opener: the stack's root for the base layer, its modal entry
    ///     otherwise.
    ///   - container: The stack's container.
    /// - Returns: The gestures sent, or why the write was ignored: the layer is gone or covered
    ///   by another, or `path` is not a shorter form of the layer's path (a UI cannot push on
    ///   its own; pushes go through the navigator).
    @discardableResult
    public func setPath(_ path: [EntryID], ofLayerOpenedBy opener: EntryID, in container: ContainerID) -> BindingWrite {
        prune()
        guard let stack = projection.stack(container), let (index, layer) = stack.layer(openedBy: opener) else {
            return .ignored("the screens over \(opener) are no longer shown")
        }
        let current = layer.path.map(\.id)
        if path == current { return .unchanged }
        guard path.count < current.count, Array(current.prefix(path.count)) == path else {
            return .ignored(
                "a UI can only shorten the path over \(layer.opener.route.routeName); pushes go through the navigator")
        }
        guard index == stack.layers.count - 1 else {
            return .ignored(
                "\(layer.top.route.routeName) is covered by \(stack.top?.route.routeName ?? "a modal layer")")
        }
        let gone = layer.path[path.count...].reversed()
        if let waiting = gone.first(where: { pending[$0.id] != nil }) {
            return .ignored("going back from \(waiting.route.routeName) was already reported")
        }
        let tickets = gone.map { entry in
            let ticket = navigator.handle(.backSwipe(entry.id, completed: true))
            pending[entry.id] = ticket
            return ticket
        }
        return .sent(tickets)
    }

    /// The UI set a modal item to `nil` (swipe-down, Esc, a click outside the sheet): the layer
    /// it opened is swiped down.
    ///
    /// - Parameters:
    ///   - opener: The modal entry that opened the layer.
    ///   - container: The stack's container.
    /// - Returns: The gesture sent, or why the write was ignored (the layer is gone, or
    ///   another layer covers it).
    @discardableResult
    public func dismissItem(_ opener: EntryID, in container: ContainerID) -> BindingWrite {
        prune()
        guard let stack = projection.stack(container), let (index, layer) = stack.layer(openedBy: opener),
            layer.isModal
        else {
            return .ignored("\(opener) is no longer presented")
        }
        guard index == stack.layers.count - 1 else {
            return .ignored(
                "\(layer.opener.route.routeName) is covered by \(stack.top?.route.routeName ?? "another layer")")
        }
        if pending[opener] != nil {
            return .ignored("dismissing \(layer.opener.route.routeName) was already reported")
        }
        let ticket = navigator.handle(.sheetSwipedDown(opener))
        pending[opener] = ticket
        return .sent([ticket])
    }

    /// The UI selected a tab (a tap on the tab bar): a tab-tap gesture, which selects the page,
    /// or pops it to its root when it is selected already.
    ///
    /// - Parameters:
    ///   - index: The page's index in the bar.
    ///   - coordinator: The tab coordinator.
    /// - Returns: The gesture sent, or why the write was ignored (the bar is gone, or the index
    ///   is out of range).
    @discardableResult
    public func selectTab(_ index: Int, of coordinator: CoordinatorID) -> BindingWrite {
        prune()
        guard let bar = projection.tabBar(coordinator) else {
            return .ignored("the tab bar \(coordinator) is no longer shown")
        }
        guard bar.pages.indices.contains(index) else {
            return .ignored("the tab bar has no page #\(index); its pages are \(bar.pages.map(\.name))")
        }
        let ticket = navigator.handle(.tabTapped(coordinator, index: index))
        return .sent([ticket])
    }

    // MARK: - Pending gestures

    /// Forgets gestures the navigator has settled.
    private func prune() {
        pending = pending.filter { !$0.value.isSettled }
    }
}
