import WayfinderRouting
import WayfinderStacks

/// A screen's question before the user leaves it ("Discard your draft?"), registered through
/// its context (``EntryContext/leaveCheck``).
///
/// The engine asks it before a request it performs for the user removes the screen: a system
/// back (``UserGesture/back``), a completed back swipe or a sheet swiped down (gestures the UI
/// already carried out: a refusal puts the screen back on screen, see
/// ``NavigationChange/putsBack``), reselecting a tab (which pops to its root), a request with
/// source ``NavigationSource/user`` or ``NavigationSource/deepLink`` sent on its own, or any
/// request sent with `askingLeaveChecks: true` (see ``Navigator/send(_:askingLeaveChecks:)``).
/// A request inside a transaction asks nothing: the transaction cannot wait for an answer. A
/// transaction that removes screens for the user asks before it opens instead
/// (``Navigator/askLeaveChecks(before:cause:)``, then
/// ``Navigator/transaction(source:animated:confirmedLeaves:_:)``): a deep link does. Program calls
/// (`router.pop()`, `dismiss()`, `finishFlow()`, requests sent by the app) do not ask by
/// default: the app removing its own screen has decided already (after saving a form, say).
///
/// The check is async: it may show a confirmation and wait for the user. Meanwhile nothing
/// waits for it: other requests, from code, scripts or other pages, go on. When it answers
/// ``LeaveDecision/leave``, the request is carried out against the tree as it is then: if the
/// request would now remove a screen with a check that was not asked, it is refused as stale
/// (``NavigationError/staleGesture(_:)``). When it answers ``LeaveDecision/stay(reason:)``, the
/// state is unchanged and the request fails with ``NavigationError/leaveRefused(entry:route:reason:)``.
///
/// ```swift
/// navigator.context(for: entry.id)?.leaveCheck = { _ in
///     model.hasDraft ? await dialog.ask("Discard your draft?") : .leave
/// }
/// ```
public typealias LeaveCheck = @MainActor (LeaveRequest) async -> LeaveDecision

/// What a leave check answers.
public enum LeaveDecision: Hashable, Sendable {
    /// The user may leave: the request goes on.
    case leave
    /// The screen stays; `reason` is reported in ``NavigationError/leaveRefused(entry:route:reason:)``.
    case stay(reason: String)
}

/// What a leave check is asked about.
public struct LeaveRequest: Hashable, Sendable {
    /// The screen's entry.
    public let entry: EntryID
    /// What would remove it.
    public let cause: LeaveCause

    /// Creates a request.
    public init(entry: EntryID, cause: LeaveCause) {
        self.entry = entry
        self.cause = cause
    }
}

/// What would remove a screen whose leave check is asked.
public enum LeaveCause: String, Hashable, Sendable, Codable {
    /// A system back.
    case back
    /// A gesture the UI already carried out: a completed back swipe
    /// (``UserGesture/backSwipe(_:completed:)``) or a sheet swiped down
    /// (``UserGesture/sheetSwipedDown(_:)``). The screen is already off the UI; when the check
    /// answers ``LeaveDecision/stay(reason:)``, the engine puts it back (``NavigationChange/putsBack``).
    case swipedAway
    /// Reselecting the selected tab, which pops its stack to the root.
    case tabReselect
    /// A deep link.
    case deepLink
    /// Another request that asks (`askingLeaveChecks: true`, or one a user gesture sent).
    case request
}

extension Navigator {
    /// The context of the entry `id` if one was made already; unlike ``context(for:)`` it makes
    /// none (asking whether a screen has a leave check makes no context).
    public func context(ifMadeFor id: EntryID) -> EntryContext? {
        contexts?.entries[id]
    }
}
