/// A request refused after its caller could no longer be told: what a property setter such as
/// ``TabCoordinator/currentPage`` asked for, which cannot throw.
///
/// Observers added with ``Navigator/observeRefusals(_:)`` hear every one, so such a request is
/// never dropped silently: it is applied, still queued, or refused here.
public struct NavigationRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The coordinator the request was made on.
    public var coordinator: CoordinatorID
    /// The request as the app wrote it, naming the coordinator: `c1 MainTabCoordinator: currentPage = settings`.
    public var request: String
    /// Why it was refused.
    public var error: NavigationError

    /// Creates a refusal.
    ///
    /// - Parameters:
    ///   - coordinator: The coordinator the request was made on.
    ///   - request: The request as the app wrote it.
    ///   - error: Why it was refused.
    public init(coordinator: CoordinatorID, request: String, error: NavigationError) {
        self.coordinator = coordinator
        self.request = request
        self.error = error
    }

    /// `c1 MainTabCoordinator: currentPage = settings refused: ...`.
    public var description: String { "\(request) refused: \(error)" }
}
