import WayfinderCoordinators
import WayfinderStacks

extension NavigationBindings {
    // MARK: - Phases and contexts

    /// The lifecycle phase of the entry a binding shows, as of the last commit:
    /// ``/WayfinderCoordinators/EntryPhase/ended`` once it left the tree.
    ///
    /// A view reacts to this instead of its own appear and disappear callbacks, which SwiftUI
    /// fires inconsistently on tab switches and presentations.
    ///
    /// - Parameter entry: The entry's id (the binding's `id`).
    public func phase(of entry: EntryID) -> EntryPhase {
        navigator.tree.phase(of: entry) ?? .ended
    }

    /// The context of the entry a binding shows, where a view takes its model from (see
    /// ``/WayfinderCoordinators/NavigationContext``): the model then lives as long as the
    /// entry, not as long as the view.
    ///
    /// ```swift
    /// let model = bindings.context(for: entry.id)?.object { SearchModel() }
    /// ```
    ///
    /// - Parameter entry: The entry's id.
    /// - Returns: The context, or `nil` when the entry is no longer in the tree.
    public func context(for entry: EntryID) -> EntryContext? {
        navigator.context(for: entry)
    }

    /// The context of a coordinator's flow, shared by every screen of the flow.
    ///
    /// - Parameter coordinator: The coordinator's id (a binding's container owner).
    /// - Returns: The context, or `nil` when the coordinator left the tree.
    public func flowContext(for coordinator: CoordinatorID) -> FlowContext? {
        navigator.flowContext(for: coordinator)
    }
}

extension NavigationBindings {
    // MARK: - Back

    /// Whether a UI may offer an interactive back (the edge swipe, Android's predictive back) on
    /// the entry a binding shows, now: the back chain would remove this entry
    /// (``/WayfinderCoordinators/Navigator/backAction``), no screen's or flow's back handler
    /// would take the back, and the screen has no leave check. A UI disables its gesture
    /// otherwise; the back button still works and asks the screen's check (see
    /// ``/WayfinderCoordinators/LeaveCheck``).
    ///
    /// - Parameter entry: The entry's id (the binding's `id`).
    public func allowsInteractiveBack(on entry: EntryID) -> Bool {
        guard navigator.backAction?.removedEntry == entry, navigator.backHandlers.isEmpty else { return false }
        return navigator.leaveCheck(for: entry) == nil
    }
}
