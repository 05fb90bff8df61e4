import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The routes of the seed's `AppRootCoordinator`.
enum AppRoute: RouteType {
    case launch
    case login
    case promo
    case alert
    static let registeredName = "app"
    var presentationStyle: PresentationStyle {
        switch self {
        case .launch: .push
        case .login, .alert: .fullScreenCover
        case .promo: .sheet
        }
    }
}

/// The seed's app root: a launch screen under the main tab bar, shown full screen.
final class AppRootCoordinator: Coordinator<AppRoute> {
    private(set) weak var tabs: MainTabCoordinator?

    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .launch, animated: animated)
    }

    /// Shows the main tab bar over the launch screen.
    @discardableResult
    func showMainTabs(initialPage: AppTabPage = .home) async throws -> MainTabCoordinator {
        let tabs = MainTabCoordinator(initialPage: initialPage)
        try await navigate(to: tabs, presentationStyle: .fullScreenCover)
        self.tabs = tabs
        return tabs
    }
}

/// A login flow presented full screen; finishes with the user name.
final class LoginCoordinator: Coordinator<AppRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .login, animated: animated)
    }
}
