import WayfinderCoordinators
import WayfinderStacks

/// A request the guard refused while nobody was logged in, kept to be carried out after login.
///
/// The request is data (``/WayfinderCoordinators/NavigationProposal/request``). Two things in it are not: the
/// coordinators it started (a flow's `beginScope` names a coordinator the refusal finished), and
/// internal engine changes that have no data step (a tab bar or embedded coordinator started by
/// the request). The guard records the first — which manifest coordinator each started scope
/// belonged to — so ``AuthGuardPlugin`` starts those flows again on resume; requests with the
/// second are kept but marked not resumable.
public struct RefusedRequest: Hashable, Sendable, CustomStringConvertible {
    /// The refused request.
    public let request: NavigationRequest
    /// What was protected: `'orders'`, `'checkout-address' (flow 'checkout')`.
    public let protected: String
    /// The manifest coordinators the request started, by the scope they navigated in.
    public let flows: [ScopeID: String]
    /// Why the request cannot be carried out again, or `nil` when it can.
    public let notResumable: String?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - request: The refused request.
    ///   - protected: What was protected.
    ///   - flows: Coordinators it started, by scope.
    ///   - notResumable: Why it cannot be carried out again.
    public init(
        request: NavigationRequest, protected: String, flows: [ScopeID: String] = [:], notResumable: String? = nil
    ) {
        self.request = request
        self.protected = protected
        self.flows = flows
        self.notResumable = notResumable
    }

    /// `deepLink: c0: selectTab(1); c2.stack: push(orders) (for 'orders')`.
    public var description: String {
        let steps = request.steps.map(\.description).joined(separator: "; ")
        return "\(request.source): \(steps.isEmpty ? "no data steps" : steps) (for \(protected))"
    }
}
