import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The code of the "Screen state and lifecycle" article (Modules/Coordinators/WayfinderCoordinators.docc),
// compiled and run.

@MainActor
final class SearchModel {
    var results: [String] = []
    func load() async { results = ["shoes"] }
}

enum ScreenStateRoute: RouteType {
    case search
    case item
    static let registeredName = "screen-state"
    var presentationStyle: PresentationStyle { .push }
}

final class ScreenStateCoordinator: Coordinator<ScreenStateRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .search, animated: animated)
    }
}

@MainActor
@Suite struct ScreenStateSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = Navigator()
        let coordinator = ScreenStateCoordinator()
        try await navigator.start(root: coordinator)
        var endedLines: [String] = []
        navigator.observe { endedLines += $0.phases.filter { $0.to == .ended }.map { "\($0.entry)" } }
        navigator.observe { event in
            for change in event.phases where change.to == .ended {
                print("\(change.entry) left the tree")
            }
        }
        try await coordinator.router.navigate(toRoute: .item)
        let entry = try #require(navigator.tree.topEntry?.id)
        try await keepModel(navigator, entry)
        try navigator.setState(.string("shoes"), forKey: "query", of: .entry(entry))
        #expect(navigator.state(of: .entry(entry))["query"] == .string("shoes"))
        try await coordinator.router.pop()
        #expect(endedLines == ["\(entry)"])
    }

    private func keepModel(_ navigator: Navigator, _ entry: EntryID) async throws {
        guard let context = navigator.context(for: entry) else { return }
        let model = context.object { SearchModel() }
        context.task { await model.load() }
        #expect(context.objectCount == 1)
    }
}
