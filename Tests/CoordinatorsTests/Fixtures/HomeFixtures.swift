import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The routes of the seed's Basic Usage example.
enum HomeRoute: RouteType {
    case actionList
    case push(id: Int)
    case sheet
    static let registeredName = "home"
    var presentationStyle: PresentationStyle {
        switch self {
        case .actionList, .push: .push
        case .sheet: .sheet
        }
    }
}

/// A navigator started on a new `HomeCoordinator`, or `nil` (the failure recorded) when it did
/// not start: the set-up of a property test's case.
@MainActor
func startedHome() async -> (navigator: Navigator, home: HomeCoordinator)? {
    let navigator = Navigator()
    let home = HomeCoordinator()
    do {
        try await navigator.start(root: home)
    } catch {
        Issue.record("start: \(error)")
        return nil
    }
    return (navigator, home)
}

/// The seed's `HomeCoordinator`: starts on the action list; its methods are the seed's.
final class HomeCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .actionList, animated: animated)
    }

    func navigateToPushView(id: Int = 1) async throws {
        try await router.navigate(toRoute: .push(id: id))
    }

    func presentSheet() async throws {
        try await router.present(.sheet)
    }

    func presentCustomTabs() async throws {
        try await navigate(to: CustomAppTabCoordinator(), presentationStyle: .sheet)
    }

    func closeTopViewOrSheet() async throws {
        try await router.close(animated: true)
    }

    func endThisCoordinator() async throws {
        try await finishFlow(animated: true)
    }
}

/// A child flow whose first screen is a pushed detail.
final class DetailCoordinator: Coordinator<HomeRoute> {
    let first: Int
    init(first: Int = 1) {
        self.first = first
        super.init()
    }
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .push(id: first), animated: animated)
    }
}

/// A child flow whose `start` shows its first screen and presents a sheet over it, in the same
/// turn.
final class OnboardingCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .actionList, animated: animated)
        try await router.present(.sheet)
    }
}
