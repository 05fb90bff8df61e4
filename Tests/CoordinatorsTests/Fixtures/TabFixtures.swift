import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The seed's settings tab routes.
enum SettingsRoute: RouteType {
    case settings
    case itemDetails(id: String)
    case account
    case helpSheet
    static let registeredName = "settings"
    var presentationStyle: PresentationStyle {
        switch self {
        case .settings, .itemDetails, .account: .push
        case .helpSheet: .detents([.medium, .large])
        }
    }
}

/// The seed's `SettingsCoordinator`.
final class SettingsCoordinator: Coordinator<SettingsRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .settings, animated: animated)
    }

    func navigateToItemDetails(id: String) async throws {
        try await router.navigate(toRoute: .itemDetails(id: id))
    }
}

/// The seed's `AppTabPage`.
enum AppTabPage: TabPage, CaseIterable {
    case home
    case settings

    var position: Int {
        switch self {
        case .home: 0
        case .settings: 1
        }
    }

    var dataSource: TabPageDataSource {
        switch self {
        case .home: TabPageDataSource(title: "Home", icon: "house.fill")
        case .settings: TabPageDataSource(title: "Settings", icon: "gearshape.fill")
        }
    }

    func coordinator() -> any CoordinatorType {
        switch self {
        case .home: HomeCoordinator()
        case .settings: SettingsCoordinator()
        }
    }
}

/// The seed's `CustomAppTabCoordinator`.
final class CustomAppTabCoordinator: TabCoordinator<AppTabPage> {
    init(initialPage: AppTabPage = .home) {
        super.init(pages: AppTabPage.allCases, currentPage: initialPage, viewContainer: "CustomTabView")
    }
}

/// The seed's `MainTabCoordinator` (deep-linking section), shown full screen.
final class MainTabCoordinator: TabCoordinator<AppTabPage> {
    init(initialPage: AppTabPage = .home) {
        super.init(pages: AppTabPage.allCases, currentPage: initialPage, presentationStyle: .fullScreenCover)
    }
}

/// Pages of a shop whose tab set changes at run time.
enum ShopPage: String, TabPage, CaseIterable {
    case feed
    case cart
    case profile

    var position: Int {
        switch self {
        case .feed: 0
        case .cart: 1
        case .profile: 2
        }
    }

    var title: String {
        switch self {
        case .feed: "Feed"
        case .cart: "Cart"
        case .profile: "Profile"
        }
    }

    var dataSource: TabPageDataSource { TabPageDataSource(title: title) }

    func coordinator() -> any CoordinatorType { ShopPageCoordinator(page: self) }
}

/// One shop page's flow.
final class ShopPageCoordinator: Coordinator<DefaultRoute> {
    let page: ShopPage
    init(page: ShopPage) {
        self.page = page
        super.init(name: "\(page.title)Coordinator")
    }
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: DefaultRoute(page.rawValue), animated: animated)
    }
}

/// A shop tab bar at the navigator's root.
final class ShopTabs: TabCoordinator<ShopPage> {
    init(pages: [ShopPage] = ShopPage.allCases, initialPage: ShopPage = .feed) {
        super.init(pages: pages, currentPage: initialPage)
    }
}
