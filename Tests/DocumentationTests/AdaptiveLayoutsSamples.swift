import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The code of the "Adaptive layouts" article (Modules/Coordinators/WayfinderCoordinators.docc),
// compiled and run.

enum TransitRoute: RouteType {
    case lines
    case line(Int)
    case stop(String)
    static let registeredName = "transit"
    var presentationStyle: PresentationStyle { .push }
    var paneRole: PaneRole? {
        switch self {
        case .lines: .list
        case .line: .detail
        case .stop: .extra
        }
    }
}

final class LinesCoordinator: Coordinator<TransitRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .lines, animated: animated)
    }
}

@MainActor
@Suite struct AdaptiveLayoutsSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = Navigator()
        let lines = LinesCoordinator()
        try await navigator.start(root: lines)
        let container = try #require(navigator.tree.root?.container)

        // Scenes
        lines.sceneConfiguration = .adaptive
        try await lines.router.navigate(toRoute: .line(4))
        try await lines.router.navigate(toRoute: .stop("CEN"))
        navigator.setWindowWidth(1200)
        let scene = navigator.scene(of: container)
        print(scene?.panes.count ?? 1)  // 3: the lines, line 4 and stop CEN
        #expect(scene?.panes.count == 3)
        #expect(scene?.strategy == .listDetailExtra)

        // Width classes: a resize is reported, and changes no stack
        navigator.observeLayout { event in
            print(event)  // layout 2: 1200 -> 400 (expanded -> compact), 1 scene, 2 phases
        }
        let event = navigator.setWindowWidth(400)
        #expect(event?.description == "layout 2: 1200 -> 400 (expanded -> compact), 1 scene, 2 phases")
        #expect(lines.router.routes == [.lines, .line(4), .stop("CEN")])
        #expect(navigator.scene(of: container)?.panes.count == 1)

        // Scenes as a pure function, for tests
        let stack = try #require(navigator.tree.root)
        let entries = Array(stack.entries)
        let medium = StackScene(entries: entries, widthClass: .medium, configuration: .adaptive)
        let expanded = StackScene(entries: entries, widthClass: .expanded, configuration: .adaptive)
        print(medium.panes.count, expanded.panes.count)  // 1 3: list-detail wants a detail on top
        #expect(medium.panes.count == 1 && expanded.panes.count == 3)

        // Back in each layout
        let details = Array(entries.dropLast())  // the lines, line 4
        let popUntil = SceneConfiguration(strategies: [.listDetail], backPolicy: .popUntilSceneChange)
        let pops = StackScene.backCount(entries: details, widthClass: .medium, configuration: popUntil)
        print(pops)  // 1: only line 4 is above the list
        #expect(pops == 1)
    }
}
