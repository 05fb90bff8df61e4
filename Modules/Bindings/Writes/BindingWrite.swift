import WayfinderCoordinators

/// What became of one UI write.
public enum BindingWrite {
    /// The write became gestures, sent through `navigator.handle(_:)` in this order; their
    /// tickets tell when each is applied (or refused as stale by the engine).
    case sent([NavigationTicket])
    /// The write asked for what is already shown; nothing was sent.
    case unchanged
    /// The write was about something no longer shown (or not allowed from a UI); nothing was
    /// sent. The reason names screens by route, for a log or a notice.
    case ignored(String)

    /// The reason a write was ignored, if it was.
    public var ignoredReason: String? {
        if case .ignored(let reason) = self { return reason }
        return nil
    }

    /// The tickets of the gestures sent, if any.
    public var tickets: [NavigationTicket] {
        if case .sent(let tickets) = self { return tickets }
        return []
    }
}
