import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The route of "Checks a route declares" in the "Back" article
// (Modules/Coordinators/WayfinderCoordinators.docc), compiled and run.

enum ComposeRoute: RouteType, ScreenRules {
    case inbox
    case compose

    static let registeredName = "compose"

    var presentationStyle: PresentationStyle {
        self == .compose ? .detents([.medium, .large]) : .push
    }

    var stateFields: [StateField] {
        self == .compose ? [StateField("draft", default: .string(""))] : []
    }

    var leaveCheck: ScreenLeaveCheck? {
        guard self == .compose else { return nil }
        return ScreenLeaveCheck(when: "draft") { _, _ in
            .stay(reason: "the draft is not saved")
        }
    }
}

final class ComposeCoordinator: Coordinator<ComposeRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .inbox, animated: animated)
    }
}

@MainActor
@Suite struct BackDeclaredSampleTests {
    @Test func theDeclaredCheck_asksOnlyWhileTheDraftIsFilledIn() async throws {
        let navigator = Navigator()
        let inbox = ComposeCoordinator()
        try await navigator.start(root: inbox)
        try await inbox.router.present(.compose)
        let compose = try #require(navigator.tree.topEntry?.id)
        #expect(navigator.stateFields(of: compose).map(\.value) == [.string("")])

        try navigator.setState(.string("Dear team"), forKey: "draft", of: .entry(compose))
        let refused = navigator.handle(.back)
        await #expect(
            throws: NavigationError.leaveRefused(entry: compose, route: "compose", reason: "the draft is not saved")
        ) { try await refused.value() }

        navigator.context(for: compose)?.leaveCheck = { _ in .leave }
        try await navigator.handle(.back).value()
        #expect(inbox.router.routes == [.inbox])
    }
}
