import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Where the user is when a deep link arrives.
enum DeepLinkStartState: String, CaseIterable, CustomStringConvertible, Sendable {
    /// The app just launched: home tab, at its root.
    case atRoot
    /// Three screens deep in the home tab, with the settings tab left two screens deep.
    case deepInAnotherTab
    /// A sheet up in the home tab.
    case sheetUp
    /// A full-screen cover over the tab bar, over a sheet up in the home tab.
    case coverOverSheet
    /// A push in the home tab still animating: the renderer holds it, so the deep link queues.
    case transitionInFlight

    var description: String { rawValue }

    /// The states an immediate renderer can be in (it never holds a transition).
    static let settled: [DeepLinkStartState] = [.atRoot, .deepInAnotherTab, .sheetUp, .coverOverSheet]
}

/// The seed's app, started and brought to a start state.
@MainActor
struct DeepLinkApp {
    let app: TestNavigator
    let root: AppRootCoordinator
    let tabs: MainTabCoordinator
    let home: HomeCoordinator
    let settings: SettingsCoordinator

    init(_ state: DeepLinkStartState, rendering: TestNavigator.Rendering) async throws {
        let app = TestNavigator(rendering)
        let root = AppRootCoordinator()
        try await app.start(root: root)
        let tabs = try await app.run { try await root.showMainTabs() }
        guard
            let home = tabs.coordinator(for: .home) as? HomeCoordinator,
            let settings = tabs.coordinator(for: .settings) as? SettingsCoordinator
        else {
            throw FixtureError(description: "the main tab bar has no home or settings flow")
        }
        (self.app, self.root, self.tabs, self.home, self.settings) = (app, root, tabs, home, settings)

        switch state {
        case .atRoot:
            break
        case .deepInAnotherTab:
            try await app.run { try await tabs.selectPage(.settings) }
            try await app.run { try await settings.router.navigate(toRoute: .account) }
            try await app.run { try await settings.navigateToItemDetails(id: "old") }
            try await app.run { try await tabs.selectPage(.home) }
            for id in 1...3 {
                try await app.run { try await home.navigateToPushView(id: id) }
            }
        case .sheetUp:
            try await app.run { try await home.presentSheet() }
        case .coverOverSheet:
            try await app.run { try await home.presentSheet() }
            try await app.run {
                try await tabs.router.present(DefaultRoute("promo"), presentationStyle: .fullScreenCover)
            }
        case .transitionInFlight:
            home.router.send(.push(.push(id: 4)))
        }
    }
}
