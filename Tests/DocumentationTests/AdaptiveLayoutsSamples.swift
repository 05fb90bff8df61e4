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

// Width classes
@MainActor func resize(navigator: Navigator) {
    navigator.observeLayout { event in
        print(event)  // layout 2: 1200 -> 400 (expanded -> compact), 1 scene, 2 phases
    }
    navigator.setWindowWidth(400)
}

// Scenes
@MainActor func showAdaptively(lines: LinesCoordinator, navigator: Navigator, container: ContainerID) async throws {
    lines.sceneConfiguration = .adaptive
    try await lines.router.navigate(toRoute: .line(4))
    try await lines.router.navigate(toRoute: .stop("CEN"))
    navigator.setWindowWidth(1200)
    let scene = navigator.scene(of: container)
    print(scene?.panes.count ?? 1)  // 3: the lines, line 4 and stop CEN
}

// Scenes as a pure function, for tests
@MainActor func compareWidths(entries: [Entry<AnyRoute>]) {
    let medium = StackScene(entries: entries, widthClass: .medium, configuration: .adaptive)
    let expanded = StackScene(entries: entries, widthClass: .expanded, configuration: .adaptive)
    print(medium.panes.count, expanded.panes.count)  // 1 3: list-detail wants a detail on top
}

// Back in each layout
@MainActor func countBack(details: [Entry<AnyRoute>]) {
    let popUntil = SceneConfiguration(strategies: [.listDetail], backPolicy: .popUntilSceneChange)
    let pops = StackScene.backCount(entries: details, widthClass: .medium, configuration: popUntil)
    print(pops)  // 1: only line 4 is above the list
}

@MainActor
@Suite struct AdaptiveLayoutsSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = Navigator()
        let lines = LinesCoordinator()
        try await navigator.start(root: lines)
        let container = try #require(navigator.tree.root?.container)
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) {
            try await showAdaptively(lines: lines, navigator: navigator, container: container)
            transcript.cut()
            #expect(navigator.scene(of: container)?.strategy == .listDetailExtra)

            // A resize is reported, and changes no stack.
            resize(navigator: navigator)
            transcript.cut()
            #expect(lines.router.routes == [.lines, .line(4), .stop("CEN")])
            #expect(navigator.scene(of: container)?.panes.count == 1)

            let entries = Array(try #require(navigator.tree.root).entries)
            compareWidths(entries: entries)
            transcript.cut()
            countBack(details: Array(entries.dropLast()))  // the lines, line 4
            transcript.cut()
        }
        #expect(
            transcript.sections == [
                "3", "layout 2: 1200 -> 400 (expanded -> compact), 1 scene, 2 phases", "1 3", "1",
            ])
    }
}
