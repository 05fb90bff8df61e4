import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// A key-path coordinator with screen routes of every style and child coordinator routes.
final class MainCoordinator: NavigationCoordinatable {
    let stack = CoordinatorStack<MainCoordinator>(initial: \.home)
    let log: FinishLog
    var tint: String?

    @Root var home = makeHome
    @Root var welcome = makeWelcome
    @Route(.push) var list = makeList
    @Route(.push) var product = makeProduct
    @Route(.modal) var about = makeAbout
    @Route(.fullScreen, name: "onboarding") var intro = makeIntro
    @Route(.push) var flow = makeFlow
    @Route(.push(policy: .owned)) var ownedFlow = makeFlow
    @Route(.modal) var settings = makeSettings
    @Route(.push) var note = makeNoteFlow
    @Route(.push) var tinted = makeTintedFlow

    init(log: FinishLog = FinishLog(), tint: String? = nil) {
        self.log = log
        self.tint = tint
    }

    func makeHome() -> Screen { .home }
    func makeWelcome(name: String) -> Screen { .welcome(name: name) }
    func makeList() -> Screen { .list }
    func makeProduct(id: Int) -> Screen { .product(id: id) }
    func makeAbout() -> Screen { .about }
    func makeIntro() -> Screen { .intro }
    func makeFlow() -> FlowCoordinator { FlowCoordinator(log: log) }
    func makeSettings() -> FlowCoordinator { FlowCoordinator(log: log, name: "Settings") }
    func makeTintedFlow(tint: String) -> FlowCoordinator { FlowCoordinator(log: log, name: "Tinted", tint: tint) }
    func makeNoteFlow(number: Int) -> FlowCoordinator { FlowCoordinator(log: log, name: "Note\(number)") }

    func customize(_ attributes: [String: String]) -> [String: String] {
        guard let tint else { return attributes }
        return attributes.merging(["tint": tint]) { $1 }
    }

    func didFinish() { log.record(core.name) }
}

/// A key-path coordinator used as a child flow.
final class FlowCoordinator: NavigationCoordinatable {
    let stack: CoordinatorStack<FlowCoordinator>
    let log: FinishLog

    @Root var list = makeList
    @Route(.push) var product = makeProduct
    @Route(.push) var flow = makeFlow

    let tint: String?

    init(log: FinishLog, name: String = "Flow", tint: String? = nil) {
        self.log = log
        self.tint = tint
        stack = CoordinatorStack(initial: \.list, name: name)
    }

    func customize(_ attributes: [String: String]) -> [String: String] {
        guard let tint else { return attributes }
        return attributes.merging(["tint": tint]) { $1 }
    }

    func makeList() -> Screen { .list }
    func makeProduct(id: Int) -> Screen { .product(id: id) }
    func makeFlow() -> FlowCoordinator { FlowCoordinator(log: log, name: core.name + "+") }

    func didFinish() { log.record(core.name) }
}

/// Two routes claiming one registered name.
final class ClashingCoordinator: NavigationCoordinatable {
    let stack = CoordinatorStack<ClashingCoordinator>(initial: \.home)
    @Root var home = makeHome
    @Route(.push, name: "home") var other = makeHome
    func makeHome() -> Screen { .home }
}

/// A route input with several fields.
struct Filter: Codable, Hashable, Sendable {
    var term: String
    var sizes: [Int]
    var inStock: Bool?
}

/// A coordinator whose routes take structured input.
final class SearchCoordinator: NavigationCoordinatable {
    let stack = CoordinatorStack<SearchCoordinator>(initial: \.results, Filter(term: "hat", sizes: [], inStock: nil))
    @Root var results = makeResults
    @Route(.push) var refine = makeResults
    func makeResults(filter: Filter) -> Screen { .list }
}
