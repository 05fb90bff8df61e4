import WayfinderRouting
import WayfinderStacks

/// A gesture the user made on screen, reported by the renderer.
public enum UserGesture: Hashable, Sendable, Codable {
    /// A back swipe on the pushed entry `entry`: completed (the entry is gone from the screen)
    /// or cancelled (the user let go; nothing changes).
    case backSwipe(EntryID, completed: Bool)
    /// The modal entry `entry` was swiped away.
    case sheetSwipedDown(EntryID)
    /// The user tapped the tab at `index` of a tab bar.
    case tabTapped(CoordinatorID, index: Int)
    /// A system back: Android's back, the browser's back button, Escape, a hardware key, the
    /// tvOS menu button. What it closes is decided by one chain: a screen's or flow's
    /// ``BackHandler``, else ``Navigator/backAction`` (see ``BackAction``); with nothing to go
    /// back to, the request fails with ``NavigationError/nothingToGoBack``.
    case back
}

extension Navigator {
    /// Applies a gesture the renderer reports, exactly once.
    ///
    /// The gesture is queued like any request while a transition is in flight. When it is
    /// applied, it must still make sense: a back swipe on an entry that is no longer the top
    /// pushed entry, or a swipe-down on a modal that is no longer presented, is refused with
    /// ``NavigationError/staleGesture(_:)`` and changes nothing. A completed back swipe and a
    /// sheet swiped down first ask the leave checks of the screens they remove (see
    /// ``LeaveCheck``): when one refuses, the request fails with
    /// ``NavigationError/leaveRefused(entry:route:reason:)``, the state is unchanged, and the
    /// renderer gets a change that puts the screens back (``NavigationChange/putsBack``). A
    /// question waiting for its answer holds nothing up. A cancelled back swipe changes
    /// nothing and emits nothing. A system back (``UserGesture/back``) is resolved when it is
    /// applied, against the state as it is then: one transaction, one event.
    ///
    /// - Parameter gesture: What the user did.
    /// - Returns: The request's ticket.
    @discardableResult
    public func handle(_ gesture: UserGesture) -> NavigationTicket {
        switch gesture {
        case .backSwipe(_, completed: false):
            return NavigationTicket(status: .completed(nil))
        case .backSwipe(let entry, completed: true):
            return handleSwipedAway(entry, modal: false, "backSwipe(\(entry))")
        case .sheetSwipedDown(let entry):
            return handleSwipedAway(entry, modal: true, "sheetSwipedDown(\(entry))")
        case .tabTapped(let coordinator, let index):
            // Reselecting the selected tab pops its stack: the popped screens' checks are asked.
            return submitAskingLeaveChecks(
                .steps([.step(.selectTab(coordinator, index: index))]), source: .user, cause: .tabReselect)
        case .back:
            return handleBack()
        }
    }

    /// A gesture the UI already carried out: asks the leave checks of the screens it removes
    /// (cause ``LeaveCause/swipedAway``); confirmed (or with no check), the removal commits as a
    /// user gesture, which the UI already shows; refused, the state stays and the engine puts the
    /// screens back on screen (``NavigationChange/putsBack``).
    private func handleSwipedAway(_ entry: EntryID, modal: Bool, _ description: String) -> NavigationTicket {
        submitAskingLeaveChecks(
            .steps([.change(.removeTop(entry, modal: modal, gesture: description))]), source: .user, cause: .swipedAway,
            putsBackWhenRefused: true)
    }

    /// Finds the container and index of an entry.
    static func locate(_ entry: EntryID, in state: NavigationState) -> (ContainerID, Int)? {
        for (container, path) in state.stacks {
            if let index = path.index(of: entry) { return (container, index) }
        }
        return nil
    }
}
