import WayfinderStacks

/// One step as the engine applies it: a public, data step or a typed internal change that a
/// coordinator, a gesture or a restore makes (see ``StateChange``). Each says what it changes.
enum EngineStep {
    case step(NavigationStep)
    case change(StateChange)
}

/// A request as the engine queues and runs it: what to apply, and the conditions it must meet
/// to commit.
///
/// A system back, a put-back and a confirmed leave are not steps: the first two are kinds of
/// request, the last a precondition of one.
struct EngineRequest {
    /// What the request applies.
    enum Work {
        /// Steps, applied in order.
        case steps([EngineStep])
        /// A system back: resolved through the back chain against the state the request is
        /// applied to, then applied as the data step it resolves to (see ``BackAction``).
        case systemBack
        /// Puts back on screen what these steps (a gesture the UI already carried out) would
        /// remove, because a leave check refused: the state does not change; the change shows the
        /// removed screens coming back (``NavigationChange/putsBack``). Nothing, when the steps
        /// no longer apply (the tree moved on, and its change already put the UI in line).
        case putBack([EngineStep])
    }

    /// The leave checks a request asked before it was sent (see ``LeaveCheck``).
    struct AskedLeaves {
        /// The screens whose checks said yes: the request is refused if it removes a screen
        /// with a check that is not among them.
        var confirmed: Set<EntryID>
        /// Whether the request is a gesture the UI already carried out: a refusal then queues a
        /// ``Work/putBack(_:)`` of its steps.
        var putsBackWhenRefused: Bool
    }

    var work: Work
    /// Checked after the request's steps are applied; `nil` when no leave checks were asked.
    var askedLeaves: AskedLeaves?
    /// The interceptors approved the request's steps already (an interactive back, at its
    /// begin) when the navigator had committed this many changes: they are not asked again. The
    /// request is refused as stale when anything was committed since. Checked before its steps.
    var approvedAt: UInt64?

    /// A request of steps, with no precondition.
    init(_ steps: [EngineStep]) {
        self.init(work: .steps(steps))
    }

    init(work: Work, askedLeaves: AskedLeaves? = nil, approvedAt: UInt64? = nil) {
        self.work = work
        self.askedLeaves = askedLeaves
        self.approvedAt = approvedAt
    }

    /// The steps when the request is made of steps alone (no back to resolve, nothing to put
    /// back, no precondition).
    var plainSteps: [EngineStep]? {
        guard case .steps(let steps) = work, askedLeaves == nil, approvedAt == nil else { return nil }
        return steps
    }
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
    case request(EngineRequest, NavigationSource, CoordinatorID?, NavigationTicket, redirects: Int, animated: Bool)
    case body(CheckedContinuation<Void, Never>)
}
