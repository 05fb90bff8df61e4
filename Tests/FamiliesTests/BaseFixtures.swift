import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A base coordinator showing one screen and recording when it finishes.
class ScreenCoordinator: BaseCoordinator {
    let screen: Screen
    let log: FinishLog

    init(_ screen: Screen, log: FinishLog, name: String) {
        self.screen = screen
        self.log = log
        super.init(name: name)
    }

    override func build() -> AnyRoute { AnyRoute(screen) }
    override func didFinish() { log.record(core.name) }

    /// The seed's `showDetail(for:)`: a child pushed onto this coordinator's stack.
    @discardableResult
    func push(_ screen: Screen, name: String) async throws -> ScreenCoordinator {
        let child = ScreenCoordinator(screen, log: log, name: name)
        child.parentCoordinator = self
        try await child.start()
        return child
    }

    /// The seed's `showSettings()`: a child presented modally.
    @discardableResult
    func present(
        _ screen: Screen, name: String, configuration: CoordinatorModePresentConfiguration = .init()
    ) async throws -> ScreenCoordinator {
        let child = ScreenCoordinator(screen, log: log, name: name)
        child.parentCoordinator = self
        try await child.start(coordinatorMode: .present(configuration: configuration))
        return child
    }

    /// The seed's `showEmbeddedContent(in:)`: a child embedded in a slot of this screen.
    @discardableResult
    func embed(_ screen: Screen, name: String, in slot: String) async throws -> ScreenCoordinator {
        let child = ScreenCoordinator(screen, log: log, name: name)
        try await child.start(coordinatorMode: .embed(parent: self, container: slot))
        return child
    }
}

/// A tab flow run by a root coordinator.
final class TabRootCoordinator: ScreenCoordinator, RootCoordinator {
    let rootIdentifier: String

    init(_ identifier: String, screen: Screen, log: FinishLog) {
        rootIdentifier = identifier
        super.init(screen, log: log, name: identifier.capitalized)
    }
}

/// The app's tab pages, each run by a root coordinator.
enum AppTab: TabPage, CaseIterable {
    case home, profile

    var position: Int { self == .home ? 0 : 1 }
    var dataSource: TabPageDataSource { TabPageDataSource(title: name.capitalized) }

    @MainActor func coordinator() -> any CoordinatorType {
        TabRootCoordinator(name, screen: self == .home ? .home : .profile, log: AppTab.log)
    }

    /// Where the page coordinators record their finish.
    @MainActor static var log = FinishLog()
}

/// A tab coordinator over ``AppTab``.
final class AppTabs: TabCoordinator<AppTab> {
    init() {
        super.init(pages: AppTab.allCases, currentPage: .home, presentationStyle: .push, name: "AppTabs")
    }
}
