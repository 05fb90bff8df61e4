/// Who caused a navigation change.
public enum NavigationSource: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// A user gesture reported by the renderer (back swipe, sheet swiped away, tab tapped).
    case user
    /// The program: a coordinator or router call.
    case program
    /// A deep link being opened.
    case deepLink
    /// A persisted tree being restored.
    case restoration
    /// A developer tool: the inspector's jump to an earlier state, a session being replayed.
    /// Treated like ``restoration``: guards check it again and trust nothing about it.
    case devtools

    /// The raw name.
    public var description: String { rawValue }
}
