/// Who asked for an operation: the program, or a user gesture a renderer reports.
public enum OperationSource: String, Hashable, Codable, Sendable {
    /// A programmatic request (a coordinator, a deep link, a restoration). Scope rules apply.
    case program
    /// A user gesture that already happened on screen (back swipe, sheet swiped down).
    ///
    /// Scope rules do not apply: the user is not a child flow, and the renderer has already
    /// removed the screen. Structural rules still do (the root cannot be removed).
    case gesture
}
