import Testing
import WayfinderCoordinators
import WayfinderRouting

/// The README's "A taste" example, kept true by running it.
private enum TasteRoute: RouteType {
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

private final class TasteCoordinator: Coordinator<TasteRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list)
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func aTaste_printsTheTreeTheReadmeShows() async throws {
        let navigator = Navigator()
        let home = TasteCoordinator(name: "HomeCoordinator")
        try await navigator.start(root: home)
        try await home.router.navigate(toRoute: .item(id: 3))
        try await home.router.present(.filters)
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 HomeCoordinator (coordinator, root)
                stack c0.stack
                  #0 list
                  #1 item(id: 3)
                  #2 filters (detents medium,large, with navigation)
                """)
    }
}
