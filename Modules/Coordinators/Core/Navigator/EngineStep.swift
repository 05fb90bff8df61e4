import WayfinderStacks

/// One step as the engine applies it: a public, data step or an internal state change that a
/// coordinator makes (creating a tab page's container, hosting a tab bar, ...).
enum EngineStep {
    case step(NavigationStep)
    case mutate(String, (inout NavigationState, inout EntryIDGenerator) throws(NavigationError) -> Void)
    /// A system back: resolved through the back chain against the state it is applied to, then
    /// applied as the data step it resolves to (see ``BackAction``).
    case back
    /// Refuses the request if its steps so far removed a screen with a leave check that is not
    /// among these, the ones asked and confirmed (see ``LeaveCheck``). With
    /// `putsBackWhenRefused` (the steps are a gesture the UI already carried out), a refusal
    /// queues ``putBack(_:)`` of the steps before it.
    case leaveChecked(Set<EntryID>, putsBackWhenRefused: Bool)
    /// Puts back on screen what these steps (a gesture the UI already carried out) would
    /// remove, because a leave check refused: the state does not change; the change shows the
    /// removed screens coming back (``NavigationChange/putsBack``). Nothing, when the steps no
    /// longer apply (the tree moved on, and its change already put the UI in line).
    case putBack([EngineStep])
    /// The interceptors approved the request's steps already (an interactive back, at its
    /// begin) when the navigator had committed this many changes: they are not asked again. The
    /// request is refused as stale when anything was committed since.
    case approvedAt(UInt64)
}

/// What the navigator is doing.
enum Phase {
    /// Nothing in progress; a request is applied at once.
    case idle
    /// A queued transaction body was woken and is about to open its transaction.
    case reserved
    /// A transaction is open; requests from its task join it, others queue.
    case open(OpenTransaction)
    /// A committed change is being shown; requests queue until the renderer completes it.
    case rendering(NavigationChange, [NavigationTicket])
}

/// Work waiting behind the transition in flight.
enum QueuedWork {
    case request([EngineStep], NavigationSource, CoordinatorID?, NavigationTicket, redirects: Int, animated: Bool)
    case body(CheckedContinuation<Void, Never>)
}
