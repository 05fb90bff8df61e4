import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A request applied while the navigator is idle changes the state in place and keeps only what
/// it touched, as it was (issue 16). Whatever an interceptor decides, and whatever it reads while
/// deciding, must be exactly what a transaction working on a copy would give.
@MainActor
@Suite struct InPlaceTransactionTests {
    /// Denies what `decide` says, and records the path of the watched container as the
    /// interceptor could read it while deciding.
    final class Judge: NavigationInterceptor {
        let name = "judge"
        weak var navigator: Navigator?
        let watched: ContainerID
        var decide: (NavigationProposal) -> Bool = { _ in true }
        var seen: [ContainerPath?] = []

        init(_ navigator: Navigator, watching container: ContainerID) {
            self.navigator = navigator
            watched = container
        }

        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            seen.append(navigator?.path(of: watched))
            return decide(proposal) ? .allow : .deny(reason: "not now")
        }
    }

    @Test func anInterceptorReadingThePath_seesItAsCommitted_andADenialLeavesItWhole() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        let container = ContainerID(owner: home.id)
        try await home.navigateToPushView(id: 1)
        let judge = Judge(navigator, watching: container)
        judge.decide = { _ in false }
        navigator.addInterceptor(judge)
        let tree = navigator.tree
        let path = navigator.path(of: container)

        await #expect(throws: NavigationError.denied(by: "judge", reason: "not now")) {
            try await home.navigateToPushView(id: 2)
        }
        await #expect(throws: NavigationError.denied(by: "judge", reason: "not now")) {
            try await home.router.pop()
        }
        #expect(judge.seen == [path, path])
        #expect(navigator.path(of: container) == path)
        #expect(navigator.tree == tree)

        judge.decide = { _ in true }
        try await home.navigateToPushView(id: 3)
        #expect(judge.seen.last == path)
        #expect(navigator.path(of: container)?.entries.map(\.route.routeName) == ["actionList", "push", "push"])
    }

    @Test func aDeniedPopOfATabBarsHost_bringsBackTheBarItsPagesAndTheirStacks() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        try await home.presentCustomTabs()
        let tree = navigator.tree
        let container = ContainerID(owner: home.id)
        let judge = Judge(navigator, watching: container)
        judge.decide = { proposal in proposal.removed.isEmpty }
        navigator.addInterceptor(judge)

        // Dismissing the sheet drops the tab bar it hosts, its pages' containers and the
        // hosting, before the interceptor decides.
        await #expect(throws: NavigationError.self) {
            try await home.router.close(animated: false)
        }
        #expect(navigator.tree == tree)
        let bar = try #require(Self.tabBar(in: navigator.tree))
        // The bar still works: selecting its other page commits.
        try await navigator.send(NavigationRequest([.selectTab(bar.coordinator, index: 1)])).value()
        #expect(Self.tabBar(in: navigator.tree)?.selected == 1)
    }

    private static func tabBar(in tree: NavigationTree) -> TabsNode? {
        tree.allStacks.lazy.flatMap(\.hosted).compactMap(\.tabs).first
    }

    /// Random pushes, pops, sheets and dismissals sent while idle, a third of them denied: after
    /// each, the container's path equals a model path that applied only the allowed ones. 200
    /// cases of 40 requests.
    @Test func randomRequests_withRandomDenials_matchAModelThatAppliesOnlyTheAllowed() async throws {
        var denied = 0
        var applied = 0
        await checkProperty(count: 200, input: Choices.generator(count: 120)) { choices in
            var random = choices.reader
            guard let (navigator, home) = await startedHome() else { return }
            let container = ContainerID(owner: home.id)
            let judge = Judge(navigator, watching: container)
            navigator.addInterceptor(judge)
            guard var model = navigator.path(of: container) else { return }
            var modelIDs = EntryIDGenerator()
            for index in 0..<40 {
                let operation: PathOperation<AnyRoute>
                switch Int.random(in: 0..<4, using: &random) {
                case 0: operation = .push(AnyRoute(HomeRoute.push(id: index)))
                case 1: operation = .pop(1)
                case 2: operation = .present(AnyRoute(HomeRoute.sheet), style: .sheet, withNavigation: true)
                default: operation = .dismiss(1)
                }
                let deny = Int.random(in: 0..<3, using: &random) == 0
                judge.decide = { _ in !deny }
                let expected = model.canApply(operation)
                let ticket = navigator.send(NavigationRequest([.path(container, scope: nil, operation)]))
                _ = try? await ticket.value()
                if expected, !deny {
                    _ = try? model.apply(operation, ids: &modelIDs)
                    applied += 1
                } else if expected {
                    denied += 1
                }
                // Entry ids come from different generators: compare what is shown.
                let shown = navigator.path(of: container)?.entries.map { "\($0.route.routeName) \($0.style)" }
                guard shown == model.entries.map({ "\($0.route.routeName) \($0.style)" }) else {
                    Issue.record("after \(operation) (denied: \(deny)): \(shown ?? []) differs from \(model)")
                    return
                }
            }
        }
        #expect(denied > 500)
        #expect(applied > 1_000)
    }
}
