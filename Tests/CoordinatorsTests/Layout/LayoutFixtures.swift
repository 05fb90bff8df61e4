import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A library: shelves list books, a book's page is its extra pane, a note is a sheet.
enum ShelfRoute: RouteType {
    case home
    case shelf(Int)
    case book(Int)
    case page(Int)
    case note

    static let registeredName = "test.shelf"

    var presentationStyle: PresentationStyle { self == .note ? .sheet : .push }

    var paneRole: PaneRole? {
        switch self {
        case .shelf: .list
        case .book: .detail
        case .page: .extra
        case .home, .note: nil
        }
    }

    var routeName: String {
        switch self {
        case .home: "home"
        case .shelf: "shelf"
        case .book: "book"
        case .page: "page"
        case .note: "note"
        }
    }
}

/// A flow over the library's routes, starting at home.
final class ShelfCoordinator: Coordinator<ShelfRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .home, animated: animated)
    }

    /// Pushes (or presents) each route in turn.
    func show(_ routes: ShelfRoute...) async throws {
        for route in routes {
            try await router.navigate(toRoute: route)
        }
    }
}

/// A started library with `configuration`, its stack `home` alone.
@MainActor
func startedShelf(
    _ configuration: SceneConfiguration = .adaptive, renderer: HeadlessRenderer = HeadlessRenderer()
) async throws -> (navigator: Navigator, shelf: ShelfCoordinator) {
    let navigator = Navigator(renderer: renderer)
    let shelf = ShelfCoordinator()
    shelf.sceneConfiguration = configuration
    try await navigator.start(root: shelf)
    return (navigator, shelf)
}

extension Navigator {
    /// The routes of the root's stack, by name.
    var rootRoutes: [String] { tree.root.map { $0.entries.map(\.route.routeName) } ?? [] }

    /// The route names shown by each pane of the root's stack.
    var rootPanes: [String] {
        guard let root = tree.root, let scene = scene(of: root.container) else { return [] }
        return scene.shown.compactMap { id in root.entries.first { $0.id == id }?.route.routeName }
    }
}
