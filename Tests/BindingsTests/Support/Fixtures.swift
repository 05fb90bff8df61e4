import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The screens of the binding tests.
enum Screen: RouteType {
    case list
    case item(Int)
    case sheet
    case cover
    static let registeredName = "screen"
    var presentationStyle: PresentationStyle {
        switch self {
        case .list, .item: .push
        case .sheet: .detents([.medium, .large])
        case .cover: .fullScreenCover
        }
    }
}

/// A flow that starts on the list.
final class ListCoordinator: Coordinator<Screen> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }
}

/// Two tab pages, each a list flow.
enum Page: TabPage, CaseIterable {
    case first, second
    var position: Int { self == .first ? 0 : 1 }
    var dataSource: TabPageDataSource { TabPageDataSource(title: self == .first ? "First" : "Second", icon: nil) }
    func coordinator() -> any CoordinatorType { ListCoordinator() }
}

/// A tab bar over the two pages.
final class PagesCoordinator: TabCoordinator<Page> {
    init() { super.init(pages: Page.allCases, currentPage: .first) }
}

/// A step renderer that holds each step until the test finishes it.
@MainActor
final class HeldRenderer: StepRenderer {
    let capabilities: RendererCapabilities
    private(set) var shown: [RenderStep] = []
    var finishAtOnce = false

    init(_ capabilities: RendererCapabilities = .standard) {
        self.capabilities = capabilities
    }

    func show(_ step: RenderStep, driver: RenderDriver) {
        shown.append(step)
        if finishAtOnce { driver.transitionFinished(change: step.change, step: step.index) }
    }
}
