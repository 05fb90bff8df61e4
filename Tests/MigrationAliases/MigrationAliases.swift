// What a seed user types, ported to Wayfinder with as few edits as the engine needs (routes
// have a registered name, navigation throws). `Scripts/check-migration-aliases.sh` type-checks this
// file against the built modules: it must compile, and its only warnings are the deprecations
// of the seed's type names (each names the Wayfinder type). It is not part of any target.

import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// MARK: - SUICoordinator

enum HomeRoute: RouteType {
    case push(id: Int)
    case sheet
    case actionListView
    static let registeredName = "home"

    var presentationStyle: TransitionPresentationStyle {
        switch self {
        case .push: .push
        case .sheet: .sheet
        case .actionListView: .push
        }
    }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .actionListView, animated: animated)
    }

    func navigateToPushView() async throws {
        try await router.navigate(toRoute: .push(id: 1))
    }

    func presentSheet() async throws {
        try await presentSheet(route: .sheet)
    }

    func presentCustomTabs() async throws {
        try await navigate(to: CustomAppTabCoordinator(), presentationStyle: .sheet)
    }

    func presentDetail() async throws {
        try await navigate(to: DetailFlowCoordinator(), presentationStyle: .sheet, withNavigation: true)
    }

    func closeTopViewOrSheet() async throws {
        try await router.close(animated: true)
    }

    func endThisCoordinator() async throws {
        try await finishFlow(animated: true)
    }
}

final class DetailFlowCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .push(id: 0), animated: animated)
    }

    /// FlowStacks' first approach: a shared child goes back to its parent's root.
    func backToTheStart() async throws {
        try await router.goBackToRoot()
    }
}

enum AppTabPage: TabPage, CaseIterable {
    case home, settings

    var position: Int { self == .home ? 0 : 1 }
    var dataSource: TabPageDataSource { TabPageDataSource(title: self == .home ? "Home" : "Settings") }

    @MainActor func coordinator() -> AnyCoordinatorType {
        HomeCoordinator()
    }
}

final class CustomAppTabCoordinator: TabCoordinator<AppTabPage> {
    init(initialPage: AppTabPage = .home) {
        super.init(
            pages: AppTabPage.allCases.sorted { $0.position < $1.position }, currentPage: initialPage,
            viewContainer: "CustomTabView")
    }
}

@MainActor
func handlePushNotificationDeepLink(targetTab: AppTabPage, rootCoordinator: HomeCoordinator) async throws {
    let tabCoordinator = CustomAppTabCoordinator(initialPage: .home)
    try await tabCoordinator.forcePresentation(presentationStyle: nil, mainCoordinator: rootCoordinator)
    if tabCoordinator.currentPage != targetTab {
        tabCoordinator.currentPage = targetTab
    }
    let child = try tabCoordinator.getCoordinatorSelected()
    if let home = child as? HomeCoordinator {
        try await home.navigateToPushView()
    }
    let update = BadgeUpdate(page: AppTabPage.settings, badge: "1")
    _ = tabCoordinator.setBadge(update.badge, for: update.page)
}

// MARK: - ChildCoordinatable and NavigationCoordinatable

enum MainScreen: RouteType {
    case home, detail
    static let registeredName = "main"
    var presentationStyle: PresentationStyle { .push }
}

final class MainCoordinator: NavigationCoordinatable {
    var stack = NavigationStack(initial: \.home)

    @Root var home = makeHome
    @Route(.push) var detail = makeDetailCoordinator
    @Route(.modal) var settings = makeSettings

    func makeHome() -> MainScreen { .home }
    func makeSettings() -> MainScreen { .detail }

    func makeDetailCoordinator() -> DetailCoordinator {
        let coordinator = DetailCoordinator(root: AnyRoute(MainScreen.detail))
        coordinator.parent = self
        return coordinator
    }
}

final class DetailCoordinator: ChildCoordinatable {
    typealias Parent = MainCoordinator
    weak var parent: MainCoordinator?
    let core = CoordinatorCore(child: DetailCoordinator.self)

    private(set) var root: NavigationStackItem

    init(root: NavigationStackItem) {
        self.root = root
    }

    func returnToRoot() async throws {
        try await popToChildRoot {
            print("Returned to child root")
        }
    }

    func checkControl(of item: NavigationStackItem) -> Bool {
        canControl(item)
    }
}

// MARK: - UIKit BaseCoordinator

final class ListCoordinator: BaseCoordinator {
    override func start() async throws {
        try await start(coordinatorMode: .push)
    }

    override func build() -> AnyRoute {
        AnyRoute(MainScreen.home)
    }

    func showDetail() async throws {
        let detailCoordinator = ItemCoordinator()
        detailCoordinator.parentCoordinator = self
        detailCoordinator.shouldBeAutomaticallyFinished = true
        try await detailCoordinator.start()
    }

    func showSettings() async throws {
        let settingsCoordinator = ItemCoordinator()
        settingsCoordinator.parentCoordinator = self
        let configuration = CoordinatorModePresentConfiguration(modalPresentationStyle: .sheet)
        try await settingsCoordinator.start(coordinatorMode: .present(configuration: configuration))
    }

    func showFlow() async throws {
        try await navigate(to: DetailFlowCoordinator())
    }

    func itemDidFinish(_ child: ItemCoordinator) async throws {
        try await childDidFinish(child)
        _ = childCoordinators.count
    }
}

final class ItemCoordinator: BaseCoordinator {
    override func build() -> AnyRoute {
        AnyRoute(MainScreen.detail)
    }
}
