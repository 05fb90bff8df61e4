import WayfinderCoordinators
import WayfinderRouting

enum HomeRoute: RouteType {
    case list
    case item(id: Int)
    case filters
    static let registeredName = "home"
    var presentationStyle: PresentationStyle {
        switch self {
        case .list, .item: .push
        case .filters: .detents([.medium, .large])
        }
    }
}

final class HomeCoordinator: Coordinator<HomeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list)
    }
}

let navigator = Navigator()  // headless renderer by default
let home = HomeCoordinator()
try await navigator.start(root: home)
try await home.router.navigate(toRoute: .item(id: 3))
try await home.router.present(.filters)
print(navigator.tree.rendered)
// coordinators
//   c0 HomeCoordinator (coordinator, root)
// stack c0.stack
//   #0 list
//   #1 item(id: 3)
//   #2 filters (detents medium,large, with navigation)
