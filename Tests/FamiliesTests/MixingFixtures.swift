import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The routes of a SUICoordinator-style root.
enum HomeRoute: RouteType {
    case actionList
    static let registeredName = "home"
    var presentationStyle: PresentationStyle { .push }
}

/// A `Coordinator` family root.
final class HomeCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .actionList, animated: animated)
    }
}

/// Lets every change through, counting what it saw.
@MainActor
final class CountingInterceptor: NavigationInterceptor {
    let name = "counter"
    private(set) var proposals = 0
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        proposals += 1
        return .allow
    }
}

/// Refuses any change that would show a screen of route name `name`.
@MainActor
final class ScreenGuard: NavigationInterceptor {
    let name = "screen-guard"
    let blocked: String
    init(blocking blocked: String) { self.blocked = blocked }
    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        let names = proposal.inserted.map {
            $0.route.base(as: KeyPathRoute.self)?.screen.routeName ?? $0.route.routeName
        }
        return names.contains(blocked) ? .deny(reason: "'\(blocked)' is blocked") : .allow
    }
}
