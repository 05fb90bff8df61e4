import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A coordinator whose root route asks for a full-screen cover.
final class PromoCoverCoordinator: Coordinator<AppRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .login, animated: animated)
    }
}

/// A coordinator whose `start` asks for a style of its own, unlike its root route's.
final class PromoSheetCoordinator: Coordinator<AppRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .login, transitionStyle: .sheet, animated: animated)
    }
}

@MainActor
@Suite struct ForcePresentationStyleTests {
    /// The seed: `presentationStyle` `nil` "uses presentation style of the coordinator's root
    /// view defined in its start() via startFlow()".
    @Test(arguments: TestNavigator.Rendering.allCases)
    func forcePresentationWithoutAStyle_usesTheRootRoutesOwnStyle(_ rendering: TestNavigator.Rendering) async throws {
        let (app, home) = try await startedHome(rendering)
        let promo = PromoCoverCoordinator()
        try await app.run { try await promo.forcePresentation(mainCoordinator: home) }
        let top = try #require(app.navigator.path(of: ContainerID(owner: home.id))?.entries.last)
        #expect(top.route == AnyRoute(AppRoute.login))
        #expect(top.style == .fullScreenCover)
        #expect(promo.parent === home)
        #expect(app.finish() == .clean)
    }

    @Test func forcePresentationWithoutAStyle_usesTheStyleTheCoordinatorsStartAsksFor() async throws {
        let (app, home) = try await startedHome(.headless)
        let promo = PromoSheetCoordinator()
        try await promo.forcePresentation(mainCoordinator: home)
        #expect(app.navigator.path(of: ContainerID(owner: home.id))?.entries.last?.style == .sheet)
    }

    @Test func forcePresentationWithAStyle_usesThatStyle() async throws {
        let (app, home) = try await startedHome(.headless)
        let promo = PromoCoverCoordinator()
        try await promo.forcePresentation(presentationStyle: .sheet, mainCoordinator: home)
        #expect(app.navigator.path(of: ContainerID(owner: home.id))?.entries.last?.style == .sheet)
    }
}
