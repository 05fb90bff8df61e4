import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// Child flows started by `flow:` actions: `child` coordinators with each scope policy, and a
/// `stack` coordinator presented with a custom transition.
@MainActor
@Suite struct ChildFlowCompositionTests {
    static func app(_ taps: [Int]) async throws -> ComposedApp {
        let app = try await compose(try Fixture.manifest("flows.yaml"))
        for tap in taps { try await app.perform(action: tap) }
        return app
    }

    static func policy(of scope: ScopeID, in app: ComposedApp) -> ScopePolicy? {
        app.navigator.path(of: ContainerID(owner: CoordinatorID(0)))?.scope(scope)?.policy
    }

    @Test(arguments: [(1, ScopePolicy.shared), (2, .owned), (3, .bounded)])
    func childFlow_isPushedWithItsScopePolicy(action: Int, policy: ScopePolicy) async throws {
        let app = try await Self.app([action, 1])
        let name = ["shared-flow", "owned-flow", "bounded-flow"][action - 1]
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (coordinator, root)
                    c1 \(name) (coordinator, pushed)
                stack c0.stack
                  #0 start
                  #1 step [c1]
                  #2 detail [c1]
                """)
        #expect(Self.policy(of: "c1", in: app) == policy)
    }

    @Test func stackFlow_presentedWithCustomTransition_ownsItsLayer() async throws {
        let app = try await Self.app([4, 1])
        #expect(
            app.navigator.tree.rendered == """
                coordinators
                  c0 main (coordinator, root)
                    c1 onboarding (coordinator, presented)
                stack c0.stack
                  #0 start
                  #1 welcome (custom slide fullScreen, with navigation) [c1]
                  #2 detail [c1]
                """)
        #expect(Self.policy(of: "c1", in: app) == .owned)
        #expect(
            app.navigator.tree.root?.entries[1].style
                == .custom(transition: NamedEffect("slide", ["edge": "trailing"]), animation: nil, fullScreen: true))
    }

    @Test func childFlow_finish_releasesTheCoordinator() async throws {
        let app = try await Self.app([3])
        weak let flow = app.navigator.coordinator(CoordinatorID(1))
        #expect(flow != nil)
        try await app.perform(action: 2)
        #expect(flow == nil)
        #expect(shownPath(app) == "#0 start")
    }
}
