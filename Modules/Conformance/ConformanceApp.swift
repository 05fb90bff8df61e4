import WayfinderBindings
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The screens of the app every conformance scenario runs.
public enum ConformanceScreen: RouteType {
    /// A flow's first screen.
    case home
    /// A pushed screen.
    case item(Int)
    /// A sheet.
    case sheet
    /// A full-screen cover.
    case cover
    /// A child flow's first screen.
    case form
    /// A pushed screen shown as the extra pane next to its detail (an `item`).
    case extra(Int)

    /// `conformance`.
    public static let registeredName = "conformance"

    /// Pushes, except the sheet and the cover.
    public var presentationStyle: PresentationStyle {
        switch self {
        case .home, .item, .form, .extra: .push
        case .sheet: .sheet
        case .cover: .fullScreenCover
        }
    }

    /// The case's name, without reflection.
    public var routeName: String {
        switch self {
        case .home: "home"
        case .item: "item"
        case .sheet: "sheet"
        case .cover: "cover"
        case .form: "form"
        case .extra: "extra"
        }
    }

    /// `home` is a list, `item` a detail and `extra` an extra pane: a flow's stack shows as
    /// one, two or three panes by the window's width (its scenes are ``/WayfinderStacks/SceneConfiguration/adaptive``).
    public var paneRole: PaneRole? {
        switch self {
        case .home: .list
        case .item: .detail
        case .extra: .extra
        case .sheet, .cover, .form: nil
        }
    }
}

/// A tab page's flow, starting on ``ConformanceScreen/home``.
final class ConformanceFlow: Coordinator<ConformanceScreen> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .home, animated: animated)
    }
}

/// A child flow presented as a sheet, starting on ``ConformanceScreen/form``; its presenter
/// waits for the `Int` it finishes with.
final class ConformanceChildFlow: Coordinator<ConformanceScreen> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .form, animated: animated)
    }
}

/// The two tab pages.
enum ConformancePage: TabPage, CaseIterable {
    case first, second

    var position: Int { self == .first ? 0 : 1 }
    var name: String { self == .first ? "first" : "second" }
    var dataSource: TabPageDataSource { TabPageDataSource(title: self == .first ? "First" : "Second") }
    func coordinator() -> any CoordinatorType {
        let flow = ConformanceFlow()
        // One pane until a width is reported; two from medium up, three in expanded width.
        flow.sceneConfiguration = .adaptive
        return flow
    }
}

/// The app's root: a tab bar over the two pages.
final class ConformanceTabs: TabCoordinator<ConformancePage> {
    init() {
        super.init(pages: ConformancePage.allCases, currentPage: .first, presentationStyle: .push)
    }
}
