import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The seed's `handlePushNotificationDeepLink`, written for Wayfinder: one transaction from the
// deep link, so the user sees one change and no `Task.sleep` is needed between the tab switch
// and the push (the seed waits 0.1 s there for the UI to catch up).

/// Opens `itemId` in the settings tab of the app's main tab bar, in place.
///
/// It dismisses everything presented over the tab bar, brings every tab back to its root (what
/// a fresh tab bar, as the seed's `forcePresentation` variant creates, would show), selects
/// `targetTab` and pushes the item there. The result depends only on the link, never on where
/// the user was.
@MainActor
func handlePushNotificationDeepLink(targetTab: AppTabPage, itemId: String, tabs: MainTabCoordinator) async throws {
    guard let navigator = tabs.navigator else { throw NavigationError.notAttached(tabs.id) }
    try await navigator.transaction(source: .deepLink) {
        try await tabs.router.restart()
        for page in tabs.pages {
            try await restartFlow(of: tabs.coordinator(for: page))
        }
        if tabs.currentPage != targetTab {
            tabs.currentPage = targetTab
        }
        guard let settings = try tabs.getCoordinatorSelected() as? SettingsCoordinator else {
            throw FixtureError(
                description:
                    "deep link target tab \(targetTab.name) is not run by a SettingsCoordinator")
        }
        try await settings.navigateToItemDetails(id: itemId)
    }
}

/// The seed's variant: presents a new main tab bar over whatever is on top, selects the tab and
/// pushes the item, leaving everything underneath as it was.
///
/// - Returns: The tab bar it presented.
@MainActor
@discardableResult
func handlePushNotificationDeepLinkByForcePresentation(
    targetTab: AppTabPage, itemId: String, rootCoordinator: AppRootCoordinator
) async throws -> MainTabCoordinator {
    guard let navigator = rootCoordinator.navigator else { throw NavigationError.notAttached(rootCoordinator.id) }
    let tabCoordinator = MainTabCoordinator(initialPage: .home)
    try await navigator.transaction(source: .deepLink) {
        try await tabCoordinator.forcePresentation(
            presentationStyle: .fullScreenCover, mainCoordinator: rootCoordinator)
        if tabCoordinator.currentPage != targetTab {
            tabCoordinator.currentPage = targetTab
        }
        guard let settings = try tabCoordinator.getCoordinatorSelected() as? SettingsCoordinator else {
            throw FixtureError(
                description:
                    "deep link target tab \(targetTab.name) is not run by a SettingsCoordinator")
        }
        try await settings.navigateToItemDetails(id: itemId)
    }
    return tabCoordinator
}

/// Removes everything a tab's flow shows above its first screen.
@MainActor
private func restartFlow(of coordinator: (any CoordinatorType)?) async throws {
    switch coordinator {
    case let home as HomeCoordinator: try await home.router.restart()
    case let settings as SettingsCoordinator: try await settings.router.restart()
    default: break
    }
}

/// A fixture that found the app in a shape the test did not build.
struct FixtureError: Error, CustomStringConvertible {
    let description: String
}
