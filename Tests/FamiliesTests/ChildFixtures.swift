import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The seed's `MainCoordinator`: a key-path coordinator that routes to a child coordinatable.
final class ShelfCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<ShelfCoordinator>
    let log: FinishLog

    @Root var home = makeHome
    @Route(.push) var detail = makeDetailCoordinator
    @Route(.push) var someView = makeSomeView
    @Route(.push) var product = makeProduct
    @Route(.modal) var shelf = makeShelf
    @Route(.push) var flow = makeFlow

    init(log: FinishLog = FinishLog(), name: String = "Shelf") {
        self.log = log
        stack = CoordinatorStack(initial: \.home, name: name)
    }

    func makeHome() -> Screen { .home }
    func makeSomeView() -> Screen { .about }
    func makeProduct(id: Int) -> Screen { .product(id: id) }
    func makeShelf() -> ShelfCoordinator { ShelfCoordinator(log: log, name: "InnerShelf") }
    func makeFlow() -> FlowCoordinator { FlowCoordinator(log: log) }

    func makeDetailCoordinator() -> DetailCoordinator {
        let coordinator = DetailCoordinator(root: AnyRoute(Screen.list), log: log)
        coordinator.parent = self
        return coordinator
    }

    func didFinish() { log.record(core.name) }
}

/// The seed's `DetailCoordinator`.
final class DetailCoordinator: ChildCoordinatable {
    typealias Parent = ShelfCoordinator
    weak var parent: ShelfCoordinator?
    let core = CoordinatorCore(child: DetailCoordinator.self)
    private(set) var root: AnyRoute
    let log: FinishLog

    init(root: AnyRoute, log: FinishLog = FinishLog()) {
        self.root = root
        self.log = log
    }

    func customize(_ attributes: [String: String]) -> [String: String] {
        attributes.merging(["tint": "blue", "titleDisplayMode": "inline"]) { $1 }
    }

    func navigateToSubview() async throws {
        try await parent?.route(to: \.someView)
    }

    func returnToRoot(_ done: @escaping @MainActor () -> Void) async throws {
        try await popToChildRoot(done)
    }

    func checkControl(of item: Entry<AnyRoute>) -> Bool {
        canControl(item)
    }

    func didFinish() { log.record(core.name) }
}
