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
                [.step(.selectTab(coordinator, index: index))], source: .user, cause: .tabReselect)
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
            [
                .mutate(description) { state, ids throws(NavigationError) in
                    try Self.removeTop(entry, modal: modal, from: &state, ids: &ids)
                }
            ], source: .user, cause: .swipedAway, putsBackWhenRefused: true)
    }

    /// Removes `entry` and everything above it, if `entry` is what the gesture could act on:
    /// the top pushed entry for a back swipe, a modal entry opening the top layer for a swipe-down.
    private static func removeTop(
        _ entry: EntryID, modal: Bool, from state: inout NavigationState, ids: inout EntryIDGenerator
    ) throws(NavigationError) {
        guard let (container, index) = locate(entry, in: state) else {
            throw .staleGesture("\(entry) is not on screen")
        }
        guard let path = state.stacks[container] else { throw .unknownContainer(container) }
        let entries = path.entries
        let target = entries[index]
        if modal {
            guard target.style.isModal, index > 0, !entries[(index + 1)...].contains(where: { $0.style.isModal }) else {
                throw .staleGesture("\(entry) is not the top modal layer of \(container)")
            }
        } else {
            guard index == entries.count - 1, index > 0, !target.style.isModal else {
                throw .staleGesture("\(entry) is not the top pushed entry of \(container)")
            }
        }
        try apply(
            .goBackTo(.index(index - 1)), as: nil, source: .gesture, to: &state.stacks, container: container, ids: &ids)
    }

    /// Finds the container and index of an entry.
    static func locate(_ entry: EntryID, in state: NavigationState) -> (ContainerID, Int)? {
        for (container, path) in state.stacks {
            if let index = path.index(of: entry) { return (container, index) }
        }
        return nil
    }
}
