import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Every call's `animated:` reaches the renderer, per change and per step; `false` wins when
/// requests join or nest; restoration and gestures do not animate by default, deep links do.
@MainActor
@Suite struct AnimationIntentTests {
    private func started() async throws -> (Navigator, RecordingRenderer, HomeCoordinator) {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        return (navigator, renderer, home)
    }

    @Test func routerCalls_carryTheirAnimatedArgument() async throws {
        let (navigator, renderer, home) = try await started()
        defer { withExtendedLifetime(navigator) {} }
        try await home.router.navigate(toRoute: .push(id: 1))
        #expect(renderer.rendered.last?.animated == true)
        try await home.router.pop(animated: false)
        #expect(renderer.rendered.last?.animated == false)
        #expect(renderer.rendered.last?.animatedSteps == [false])
        try await home.router.present(.sheet, animated: false)
        #expect(renderer.rendered.last?.animated == false)
        try await home.router.dismiss()
        #expect(renderer.rendered.last?.animated == true)
    }

    @Test func startingTheRoot_withoutAnimation_reachesTheFirstChange() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        try await navigator.start(root: HomeCoordinator(), animated: false)
        #expect(renderer.rendered.map(\.animated) == [false])
    }

    @Test func aTransactionJoiningAnimatedAndUnanimatedRequests_isNotAnimated() async throws {
        let (navigator, renderer, home) = try await started()
        try await navigator.transaction {
            try await home.router.navigate(toRoute: .push(id: 1))
            try await home.router.navigate(toRoute: .push(id: 2), animated: false)
        }
        let change = try #require(renderer.rendered.last)
        #expect(change.animated == false)
        #expect(change.animatedSteps == [true, false])
    }

    @Test func aTransactionAskingForNoAnimation_winsOverItsRequests() async throws {
        let (navigator, renderer, home) = try await started()
        try await navigator.transaction(animated: false) {
            try await home.router.navigate(toRoute: .push(id: 1))
        }
        #expect(renderer.rendered.last?.animated == false)
        #expect(renderer.rendered.last?.animatedSteps == [false])
    }

    @Test func nestedCalls_underAnUnanimatedCall_doNotAnimate() async throws {
        let (navigator, renderer, home) = try await started()
        defer { withExtendedLifetime(navigator) {} }
        try await home.router.navigate(toRoute: .push(id: 1))
        // restart runs start(animated:), which calls startFlow(animated:) itself.
        try await home.restart(animated: false)
        #expect(renderer.rendered.last?.animated == false)
        try await home.navigate(to: DetailCoordinator(), animated: false)
        #expect(renderer.rendered.last?.animated == false)
        try await home.navigate(to: DetailCoordinator(first: 2))
        #expect(renderer.rendered.last?.animated == true)
    }

    @Test func sources_haveDocumentedDefaults() {
        #expect(NavigationSource.program.animatesByDefault)
        #expect(NavigationSource.deepLink.animatesByDefault)
        #expect(!NavigationSource.restoration.animatesByDefault)
        #expect(!NavigationSource.user.animatesByDefault)
        #expect(NavigationRequest([], source: .restoration).animated == false)
        #expect(NavigationRequest([], source: .deepLink).animated == true)
        #expect(NavigationRequest([], source: .restoration, animated: true).animated == true)
    }

    @Test func restoration_isNotAnimated() async throws {
        let (navigator, renderer, home) = try await started()
        try await home.router.navigate(toRoute: .push(id: 1))
        let saved = navigator.tree
        try await home.router.pop()
        try await navigator.restore(saved)
        #expect(renderer.rendered.last?.source == .restoration)
        #expect(renderer.rendered.last?.animated == false)
    }

    @Test func gestures_areNotAnimated_theUIShowedTheMotion() async throws {
        let (navigator, renderer, home) = try await started()
        try await home.router.navigate(toRoute: .push(id: 1))
        let top = try #require(navigator.tree.root?.entries.last)
        try await navigator.handle(.backSwipe(top.id, completed: true)).value()
        #expect(renderer.rendered.last?.animated == false)
    }

    @Test func sentRequests_keepTheirIntent_evenWhenQueued() async throws {
        let (navigator, renderer, home) = try await started()
        renderer.autoComplete = false
        let container = ContainerID(owner: home.id)
        let push = NavigationRequest([.path(container, scope: nil, .push(AnyRoute(HomeRoute.push(id: 1))))])
        navigator.send(push)
        let queued = navigator.send(
            NavigationRequest([.path(container, scope: nil, .pop(1))], source: .deepLink, animated: false))
        #expect(navigator.queuedCount == 1)
        _ = try renderer.completeNext()
        _ = try renderer.completeNext()
        try await queued.value()
        #expect(renderer.rendered.map(\.animated) == [true, true, false])
    }

    @Test func requestsSavedBeforeAnimationIntent_decodeWithTheSourceDefault() throws {
        let json = #"{"steps":[],"source":"restoration"}"#
        let request = try JSONDecoder().decode(NavigationRequest.self, from: Data(json.utf8))
        #expect(request.animated == false)
        let again = try JSONDecoder().decode(
            NavigationRequest.self, from: JSONEncoder().encode(NavigationRequest([], animated: false)))
        #expect(again.animated == false && again.source == .program)
    }
}
