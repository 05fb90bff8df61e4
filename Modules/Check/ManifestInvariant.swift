import WayfinderComposition
import WayfinderScript

/// A manifest's `never: {visible: ROUTE, while: CONDITION}` rule as an invariant: the route is
/// never on the visible path while the condition holds.
public struct ManifestInvariant: CheckInvariant {
    /// The rule, as declared.
    public let spec: InvariantSpec

    /// The invariant of `spec`.
    public init(_ spec: InvariantSpec) {
        self.spec = spec
    }

    /// The rule's name.
    public var name: String { spec.name }

    /// The screens shown, the login, the queue and a held transition are all it reads, and all
    /// are in the checker's fingerprint.
    public var readsOnlyTheState: Bool { true }

    /// Fails when the rule's route is visible while its condition holds.
    public func violation(in step: CheckStep) async -> String? {
        let app = step.session.app
        let route = spec.visible.value
        guard app.visibleRouteNames.contains(route), !RendererTiming.requestsWaitOnTransition(step.session)
        else { return nil }
        let user = app.checkedGuard?.loggedInUser
        switch spec.knownCondition {
        case .loggedOut?:
            guard user == nil else { return nil }
            return "'\(route)' is visible while nobody is logged in"
        case .loggedIn?:
            guard let user else { return nil }
            return "'\(route)' is visible while \(user) is logged in"
        case nil:
            return "'\(route)' is visible"
        }
    }
}
