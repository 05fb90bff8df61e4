import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The app's root: the home screen, then, as configured, a tab bar and a checkout flow, all
/// started in one transaction so that every run issues the same coordinator ids.
final class AppCoordinator: Coordinator<ShopRoute> {
    let showsTabs: Bool
    let startsCheckout: Bool

    init(showsTabs: Bool = false, startsCheckout: Bool = false) {
        self.showsTabs = showsTabs
        self.startsCheckout = startsCheckout
        super.init()
    }

    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .home, animated: animated)
        if startsCheckout {
            try await navigate(to: CheckoutFlow(), presentationStyle: .push)
        }
        if showsTabs {
            try await navigate(to: ShopTabs(), presentationStyle: .fullScreenCover)
        }
    }
}

/// A child flow pushed onto its parent's stack, in its own scope.
final class CheckoutFlow: Coordinator<ShopRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .checkout(step: 1), animated: animated)
    }
}

/// The tab bar's pages.
enum ShopPage: TabPage {
    case browse, cart

    var position: Int { self == .browse ? 0 : 1 }
    var dataSource: TabPageDataSource { TabPageDataSource(title: self == .browse ? "Browse" : "Cart") }

    @MainActor func coordinator() -> any CoordinatorType {
        PageCoordinator(root: self == .browse ? .home : .item(id: 0))
    }
}

/// A tab bar of two pages.
final class ShopTabs: TabCoordinator<ShopPage> {
    init() {
        super.init(pages: [.browse, .cart], currentPage: .browse, presentationStyle: .fullScreenCover)
    }
}

/// A tab page's coordinator.
final class PageCoordinator: Coordinator<ShopRoute> {
    let root: ShopRoute

    init(root: ShopRoute) {
        self.root = root
        super.init()
    }

    override func start(animated: Bool = true) async throws {
        try await startFlow(route: root, animated: animated)
    }
}

/// Refuses, for restorations only, any change that shows a checkout screen.
@MainActor
final class CheckoutGuard: NavigationInterceptor {
    let name = "auth-guard"
    private(set) var seen: [NavigationSource] = []

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        seen.append(proposal.source)
        let showsCheckout = proposal.inserted.contains { entry in
            if case .checkout? = entry.route.base(as: ShopRoute.self) { true } else { false }
        }
        return showsCheckout && proposal.source == .restoration ? .deny(reason: "sign in before checkout") : .allow
    }
}

/// Counts the events a navigator emits.
@MainActor
final class EventCounter {
    private(set) var events: [NavigationEvent] = []

    init(_ navigator: Navigator) {
        navigator.observe { [weak self] event in self?.events.append(event) }
    }
}
