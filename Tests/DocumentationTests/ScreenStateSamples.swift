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

// Phases
@MainActor func reportEndings(navigator: Navigator) {
    navigator.observe { event in
        for change in event.phases where change.to == .ended {
            print("\(change.entry) left the tree")
        }
    }
}

// Contexts
@MainActor func keepModel(of entry: EntryID, navigator: Navigator) {
    guard let context = navigator.context(for: entry) else { return }
    let model = context.object { SearchModel() }
    context.task { await model.load() }
}

// Saved state
@MainActor func saveQuery(of entry: EntryID, navigator: Navigator) throws {
    try navigator.setState(.string("shoes"), forKey: "query", of: .entry(entry))
}

@MainActor
@Suite struct ScreenStateSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = Navigator()
        let coordinator = ScreenStateCoordinator()
        try await navigator.start(root: coordinator)
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            reportEndings(navigator: navigator)
            try await coordinator.router.navigate(toRoute: .item)
            let entry = try #require(navigator.tree.topEntry?.id)
            keepModel(of: entry, navigator: navigator)
            #expect(navigator.context(for: entry)?.objectCount == 1)
            try saveQuery(of: entry, navigator: navigator)
            #expect(navigator.state(of: .entry(entry))["query"] == .string("shoes"))
            try await coordinator.router.pop()
            transcript.cut()
            #expect(transcript.sections == ["\(entry) left the tree"])
        }
    }
}
