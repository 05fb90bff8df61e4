import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The page a removal scenario runs in: a key-path coordinator that can start a host of each family.
final class PageCoordinator: NavigationCoordinatable {
    let stack = CoordinatorStack<PageCoordinator>(initial: \.home, name: "Page")
    let log: FinishLog

    @Root var home = makeHome
    @Route(.push) var flow = makeFlow
    @Route(.push) var shelf = makeShelf
    @Route(.push) var screen = makeScreen

    init(log: FinishLog) {
        self.log = log
    }

    func makeHome() -> Screen { .home }
    func makeFlow() -> FlowCoordinator { FlowCoordinator(log: log, name: "Host") }
    func makeShelf() -> ShelfCoordinator { ShelfCoordinator(log: log, name: "Host") }
    func makeScreen() -> ScreenCoordinator { ScreenCoordinator(.list, log: log, name: "Host") }

    func didFinish() { log.record(core.name) }
}

/// Tab pages of a removal scenario: the page under test and a bystander.
enum RemovalTab: TabPage, CaseIterable {
    case page, other

    var position: Int { self == .page ? 0 : 1 }
    var dataSource: TabPageDataSource { TabPageDataSource(title: name) }

    @MainActor func coordinator() -> any CoordinatorType {
        switch self {
        case .page: PageCoordinator(log: RemovalTab.log)
        case .other: FlowCoordinator(log: RemovalTab.log, name: "Other")
        }
    }

    @MainActor static var log = FinishLog()
}

/// A tab coordinator over ``RemovalTab``.
final class RemovalTabs: TabCoordinator<RemovalTab> {
    init() {
        super.init(pages: RemovalTab.allCases, currentPage: .page, presentationStyle: .push, name: "Tabs")
    }
}
