import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The code of the migration guides (Modules/Coordinators/WayfinderCoordinators.docc), compiled
// and run: Stinsen's ChildCoordinatable, FlowStacks and a UIKit BaseCoordinator.

// MARK: - Stinsen

enum LibraryScreen: RouteType {
    case shelves
    case shelf(id: Int)
    case book(id: Int)
    case about
    static let registeredName = "library"
    var presentationStyle: PresentationStyle { .push }
}

final class LibraryCoordinator: NavigationCoordinatable {
    let stack = CoordinatorStack<LibraryCoordinator>(initial: \.shelves)

    @Root var shelves = makeShelves
    @Route(.push) var about = makeAbout
    @Route(.push) var shelf = makeShelfCoordinator

    func makeShelves() -> LibraryScreen { .shelves }
    func makeAbout() -> LibraryScreen { .about }

    func makeShelfCoordinator(id: Int) -> ShelfCoordinator {
        let coordinator = ShelfCoordinator(root: AnyRoute(LibraryScreen.shelf(id: id)))
        coordinator.parent = self
        return coordinator
    }
}

final class ShelfCoordinator: ChildCoordinatable {
    typealias Parent = LibraryCoordinator
    weak var parent: LibraryCoordinator?
    let core = CoordinatorCore(child: ShelfCoordinator.self)
    private(set) var root: AnyRoute

    init(root: AnyRoute) {
        self.root = root
    }

    func customize(_ attributes: [String: String]) -> [String: String] {
        attributes.merging(["tint": "blue"]) { $1 }
    }

    func showAbout() async throws {
        try await parent?.route(to: \.about)
    }
}

// MARK: - FlowStacks

enum NumberScreen: RouteType {
    case numbers
    case number(Int)
    case settings
    static let registeredName = "numbers"
    var presentationStyle: PresentationStyle { self == .settings ? .sheet : .push }
}

final class NumbersCoordinator: Coordinator<NumberScreen> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .numbers)
    }
}

final class NumberDetailCoordinator: Coordinator<NumberScreen> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .number(10))
    }
}

// MARK: - UIKit BaseCoordinator

enum AppScreen: RouteType {
    case home
    case detail(item: Int)
    case settings, map
    static let registeredName = "app"
    var presentationStyle: PresentationStyle { .push }
}

final class HomeScreenCoordinator: BaseCoordinator {
    override func build() -> AnyRoute { AnyRoute(AppScreen.home) }

    func showDetail(for item: Int) async throws {
        let detail = ItemCoordinator(item: item)
        detail.parentCoordinator = self
        try await detail.start()
    }

    func showSettings() async throws {
        let settings = ScreenOnlyCoordinator(AppScreen.settings)
        settings.parentCoordinator = self
        let configuration = CoordinatorModePresentConfiguration(modalPresentationStyle: .sheet)
        try await settings.start(coordinatorMode: .present(configuration: configuration))
    }

    func showMap() async throws {
        try await ScreenOnlyCoordinator(AppScreen.map).start(coordinatorMode: .embed(parent: self, container: "map"))
    }
}

final class ItemCoordinator: BaseCoordinator {
    let item: Int
    init(item: Int) {
        self.item = item
        super.init()
    }
    override func build() -> AnyRoute { AnyRoute(AppScreen.detail(item: item)) }
}

final class ScreenOnlyCoordinator: BaseCoordinator {
    let screen: AppScreen
    init(_ screen: AppScreen) {
        self.screen = screen
        super.init()
    }
    override func build() -> AnyRoute { AnyRoute(screen) }
}

// MARK: - Runs

/// The output blocks (`text`) of a migration guide.
@MainActor
func guideOutputs(_ name: String) throws -> [String] {
    let text = try Articles.text("Modules/Coordinators/WayfinderCoordinators.docc/\(name).md")
    return Articles.blocks(in: text, language: "text").map { $0.lines.joined(separator: "\n") }
}

// The Stinsen guide: a child coordinator
@MainActor func openShelf(navigator: Navigator) async throws {
    let library = LibraryCoordinator()
    try await navigator.start(root: library)
    let shelf = try await library.route(to: \.shelf, 3)
    try await shelf.showAbout()
    try await shelf.popToChildRoot()
    // shelf.controlledStack holds only the shelf's first screen; popping it is refused:
    do {
        try await shelf.perform(.pop(1))
    } catch {
        print(error)
    }
}

// The FlowStacks guide: operations
@MainActor func showNumbers(navigator: Navigator) async throws {
    let numbers = NumbersCoordinator()
    try await navigator.start(root: numbers)
    try await numbers.router.navigate(toRoute: .number(1))
    try await numbers.router.navigate(toRoute: .number(2))
    try await numbers.router.present(.settings, presentationStyle: .sheet, withNavigation: true)
    try await numbers.router.send(.goBackToRoot).value()
    // numbers.router.routes == [.numbers]
}

// The FlowStacks guide: an owned child
@MainActor func pushOwnedChild(numbers: NumbersCoordinator) async throws {
    let detail = NumberDetailCoordinator()
    try await numbers.navigate(to: detail, presentationStyle: .push, policy: .owned)
    try await detail.router.navigate(toRoute: .number(11))
    // The parent may not push while the owned child is on top:
    do {
        try await numbers.router.navigate(toRoute: .number(99))
    } catch {
        print(error)
    }
}

@MainActor
@Suite struct MigrationGuideTests {
    @Test func stinsen_childSharesTheStack_andIsRefusedBelowItsRoot() async throws {
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            let navigator = Navigator()
            try await openShelf(navigator: navigator)
            transcript.cut()
            // The shelf's first screen is still above the library's.
            #expect(navigator.tree.root?.entries.map(\.route).last == AnyRoute(LibraryScreen.shelf(id: 3)))
            #expect(navigator.tree.root?.entries.count == 2)
        }
        #expect(transcript.sections == (try guideOutputs("MigratingFromStinsen")))
    }

    @Test func flowStacks_operations_andAnOwnedChild() async throws {
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            let navigator = Navigator()
            try await showNumbers(navigator: navigator)
            #expect(navigator.tree.root?.entries.map(\.route) == [AnyRoute(NumberScreen.numbers)])
            #expect(navigator.tree.topEntry?.route == AnyRoute(NumberScreen.numbers))

            let numbers = try #require(navigator.root as? NumbersCoordinator)
            try await pushOwnedChild(numbers: numbers)
            transcript.cut()
            #expect(numbers.router.routes == [.numbers, .number(10), .number(11)])
        }
        #expect(transcript.sections == (try guideOutputs("MigratingFromFlowStacks")))
    }

    @Test func uikit_pushPresentEmbed_wholeTree() async throws {
        let navigator = Navigator()
        let home = HomeScreenCoordinator()
        try await navigator.start(root: home)
        try await home.showMap()
        try await home.showDetail(for: 7)
        try await home.showSettings()
        #expect(
            navigator.tree.rendered == """
                coordinators
                  c0 HomeScreenCoordinator (base, root)
                    c1 ScreenOnlyCoordinator (base, embedded)
                    c2 ItemCoordinator (base, pushed)
                    c3 ScreenOnlyCoordinator (base, presented)
                stack c0.stack
                  #0 home
                    embed map
                      stack c1.stack
                        #1 map
                  #2 detail(item: 7) [c2]
                  #3 settings (sheet, with navigation) [c3]
                """)
        #expect(home.childCoordinators.count == 3)
    }
}
