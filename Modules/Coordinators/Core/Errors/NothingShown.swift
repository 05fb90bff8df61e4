/// A call that shows a screen (a push, a presentation, a flow's start) ended without inserting
/// one. The engine's planner gives such calls no other outcome than inserting their entry or
/// throwing, so this error marks an operation passed to the wrong call; it is wrapped in
/// ``NavigationError/transactionFailed(_:)`` rather than trapping.
struct NothingShown: Error, CustomStringConvertible {
    /// The call as the app wrote it, for example `navigate(toRoute:)`.
    let request: String

    var description: String { "\(request) showed no screen" }
}
