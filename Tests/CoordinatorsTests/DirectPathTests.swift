import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderCoordinators

/// A router call made while the navigator is idle takes the direct path (issue 16): no open
/// transaction, ticket or undo records. Whatever the request, whatever interceptors decide, the
/// outcome must be exactly what the general path gives: the same errors, changes, events, trees
/// and coordinators.
@MainActor
@Suite struct DirectPathTests {
    /// Allows, denies or redirects the next change it sees, then allows again.
    @MainActor final class Judge: NavigationInterceptor {
        enum Decision {
            case allow, deny
            case redirect(NavigationRequest)
        }
        let name = "judge"
        var next = Decision.allow
        var seen: [String] = []

        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            seen.append("\(proposal.request.steps) +\(proposal.inserted.map(\.id)) -\(proposal.removed.map(\.id))")
            let decision = next
            next = .allow
            switch decision {
            case .allow: return .allow
            case .deny: return .deny(reason: "not now")
            case .redirect(let request): return .redirect(request, reason: "elsewhere")
            }
        }
    }

    /// One app, taking the direct path or not, and everything it reported.
    @MainActor final class World {
        let navigator = Navigator(renderer: RecordingRenderer(autoComplete: true))
        let home = HomeCoordinator()
        let judge = Judge()
        var events: [NavigationEvent] = []
        var results: [String] = []

        init(direct: Bool) async throws {
            navigator.usesDirectPath = direct
            try await navigator.start(root: home)
            navigator.addInterceptor(judge)
            navigator.observe { [unowned self] in events.append($0) }
        }

        var rendered: [NavigationChange] { (navigator.renderer as? RecordingRenderer)?.rendered ?? [] }

        private func last<T>(_ type: T.Type) -> T? { navigator.liveCoordinators.compactMap { $0 as? T }.last }

        /// Runs action `action` (of 14), recording how it ended.
        func run(_ action: Int, index: Int, animated: Bool) async {
            do {
                try await perform(action, index: index, animated: animated)
                results.append("ok")
            } catch {
                results.append("\(error)")
            }
        }

        private func perform(_ action: Int, index: Int, animated: Bool) async throws {
            switch action {
            case 0, 1: try await home.router.navigate(toRoute: .push(id: index), animated: animated)
            case 2: try await home.router.present(.sheet, animated: animated)
            case 3: try await home.router.pop(animated: animated)
            case 4: try await home.router.dismiss(animated: animated)
            case 5: try await home.router.popToRoot(animated: animated)
            case 6: try await home.router.close(animated: animated)
            case 7: try await home.presentCustomTabs()
            case 8:
                let settings = last(CustomAppTabCoordinator.self)?.coordinator(for: .settings) as? SettingsCoordinator
                try await settings?.navigateToItemDetails(id: "\(index)")
            case 9:
                let settings = last(CustomAppTabCoordinator.self)?.coordinator(for: .settings) as? SettingsCoordinator
                try await settings?.router.pop(animated: animated)
            case 10: try await home.navigate(to: DetailCoordinator(first: index))
            case 11: try await last(DetailCoordinator.self)?.router.navigate(toRoute: .push(id: index))
            case 12: try await last(DetailCoordinator.self)?.router.pop(animated: animated)
            default: try await home.router.goBackToRoot(animated: animated)
            }
        }
    }

    /// Random router calls (pushes, pops, sheets, tab pages, child flows), each judged at random,
    /// run twice: on the direct path and on the general one. 120 cases of 30 calls.
    @Test func randomRouterCalls_onTheDirectPath_endAsOnTheGeneralPath() async throws {
        var calls = 0
        var refused = 0
        await checkProperty(count: 120, input: Choices.generator(count: 150)) { choices in
            let worlds: [World]
            do {
                worlds = [try await World(direct: true), try await World(direct: false)]
            } catch {
                Issue.record("start: \(error)")
                return
            }
            var random = choices.reader
            for index in 0..<30 {
                let action = Int.random(in: 0..<14, using: &random)
                let animated = Int.random(in: 0..<4, using: &random) != 0
                let decision = Int.random(in: 0..<5, using: &random)
                for world in worlds {
                    let redirect = NavigationRequest([
                        .path(
                            ContainerID(owner: world.home.id), scope: nil, .push(AnyRoute(HomeRoute.push(id: -index))))
                    ])
                    world.judge.next = decision == 0 ? .deny : decision == 1 ? .redirect(redirect) : .allow
                    await world.run(action, index: index, animated: animated)
                }
                calls += 1
                if worlds[0].results.last != "ok" { refused += 1 }
            }
            let (direct, general) = (worlds[0], worlds[1])
            #expect(direct.results == general.results)
            #expect(direct.judge.seen == general.judge.seen)
            #expect(direct.rendered == general.rendered)
            #expect(direct.events == general.events)
            #expect(direct.navigator.tree == general.navigator.tree)
            #expect(direct.navigator.changeCount == general.navigator.changeCount)
            #expect(direct.navigator.liveCoordinators.map(\.id) == general.navigator.liveCoordinators.map(\.id))
        }
        #expect(calls >= 3_600)
        #expect(refused > 500)
    }

    /// Pushes and pops in an embedded slot, a detail column and the stack hosting them, on the
    /// direct path: after each, the published tree equals a whole rebuild, and the direct path
    /// reused the cached nodes above the container.
    @Test func changesInEmbeddedAndDetailStacks_publishTheWholeRebuild() async throws {
        var checked = 0
        await checkProperty(count: 40, input: Choices.generator(count: 120)) { choices in
            var random = choices.reader
            let navigator = Navigator()
            let home = BaseCoordinator(name: "Home")
            do {
                try await navigator.start(root: home)
                try await home.embed(BaseCoordinator(name: "Map"), in: "map")
                try await home.showDetail(BaseCoordinator(name: "Item"))
            } catch {
                Issue.record("set-up: \(error)")
                return
            }
            let stacks = navigator.tree.allStacks.map(\.container)
            #expect(stacks.count == 3)
            for index in 0..<40 {
                let container = stacks[Int.random(in: 0..<stacks.count, using: &random)]
                let operation: PathOperation<AnyRoute> =
                    Bool.random(using: &random) ? .push(AnyRoute(HomeRoute.push(id: index))) : .pop(1)
                try? await navigator.perform(
                    path: operation, in: container, scope: nil, source: .program, coordinator: nil, animated: true)
                guard navigator.tree == navigator.buildTree(), !navigator.treeCache.stacks.isEmpty else {
                    Issue.record("after \(operation) in \(container):\n\(navigator.tree.rendered)")
                    return
                }
                checked += 1
            }
        }
        #expect(checked >= 1_600)
    }

    /// Redirects every change whose request is not already the redirect, `times` times in a row.
    @MainActor final class Redirector: NavigationInterceptor {
        let name = "redirector"
        let target: NavigationRequest
        var left: Int

        init(to target: NavigationRequest, times: Int) {
            self.target = target
            left = times
        }

        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            guard left > 0 else { return .allow }
            left -= 1
            return .redirect(target, reason: "elsewhere")
        }
    }

    /// Redirect chains shorter than, as long as and longer than the limit end alike on both
    /// paths: the same error, the same tree, the same number of commits.
    @Test(arguments: [0, 1, 2, 3])
    func redirectChains_endAlikeOnBothPaths(limit: Int) async throws {
        var outcomes: [[String]] = []
        for direct in [true, false] {
            let navigator = Navigator()
            navigator.usesDirectPath = direct
            navigator.redirectLimit = limit
            let home = HomeCoordinator()
            try await navigator.start(root: home)
            let target = NavigationRequest([
                .path(ContainerID(owner: home.id), scope: nil, .push(AnyRoute(HomeRoute.push(id: 99))))
            ])
            var outcome: [String] = []
            for times in 0...3 {
                let redirector = Redirector(to: target, times: times)
                let token = navigator.addInterceptor(redirector)
                do {
                    try await home.navigateToPushView(id: times)
                    outcome.append("ok")
                } catch {
                    outcome.append("\(error)")
                }
                navigator.removeInterceptor(token)
                outcome.append(navigator.tree.rendered)
                outcome.append("\(navigator.changeCount)")
            }
            outcomes.append(outcome)
        }
        #expect(outcomes[0] == outcomes[1])
        #expect(outcomes[0].contains { $0.contains("redirect") })
    }

    /// A renderer that completes later: the call waits for the change like any request, and
    /// requests made meanwhile queue behind it.
    @Test func aRendererThatCompletesLater_isWaitedFor_andRequestsMeanwhileQueue() async throws {
        let renderer = RecordingRenderer(autoComplete: true)
        let navigator = Navigator(renderer: renderer)
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        renderer.autoComplete = false
        let push = Task { try await home.router.navigate(toRoute: .push(id: 1)) }
        while renderer.pending.isEmpty { await Task.yield() }
        #expect(navigator.inFlight?.steps.count == 1)
        let pop = navigator.send(NavigationRequest([.path(ContainerID(owner: home.id), scope: nil, .pop(1))]))
        #expect(navigator.queuedCount == 1)
        #expect(pop.status == .queued)
        try renderer.completeNext()
        try await push.value
        #expect(pop.status == .applied)
        try renderer.completeNext()
        #expect(pop.isSettled)
        #expect(navigator.path(of: ContainerID(owner: home.id))?.entryList.count == 1)
        #expect(renderer.rendered.count == 3)
    }

    /// Sends one request of its own from inside its first `intercept`, then only allows.
    @MainActor final class Sender: NavigationInterceptor {
        let name = "sender"
        var request: NavigationRequest?
        weak var navigator: Navigator?
        var ticket: NavigationTicket?

        func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
            if let request {
                self.request = nil
                ticket = navigator?.send(request)
            }
            return .allow
        }
    }

    /// A request an interceptor sends while it decides waits until the change it decides on is
    /// committed: the direct path writes its path back where it read it, so a request applied in
    /// between would be lost (or the write would land on a moved slot).
    @Test(arguments: [false, true])
    func aRequestSentFromAnInterceptor_waitsForTheChangeBeingDecided(direct: Bool) async throws {
        let navigator = Navigator(renderer: RecordingRenderer(autoComplete: true))
        navigator.usesDirectPath = direct
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        let container = ContainerID(owner: home.id)
        let sender = Sender()
        sender.navigator = navigator
        // The sent request adds a container of its own (a sheet's), changing the set of stacks.
        sender.request = NavigationRequest([
            .path(container, scope: nil, .push(AnyRoute(HomeRoute.push(id: 2)))),
            .path(container, scope: nil, .present(AnyRoute(HomeRoute.sheet), style: .sheet, withNavigation: true)),
        ])
        navigator.addInterceptor(sender)
        var tops: [String] = []
        navigator.observe { tops.append($0.top?.route.routeName ?? "-") }
        try await home.router.navigate(toRoute: .push(id: 1))
        let sent = try #require(sender.ticket)
        _ = try await sent.value()
        let routes = navigator.path(of: container)?.entryList.map { $0.route.base(as: HomeRoute.self) }
        #expect(routes == [.actionList, .push(id: 1), .push(id: 2), .sheet])
        #expect(tops == ["push", "sheet"])
    }

    /// A request that changes nothing commits nothing and tells no one, on either path.
    @Test func aRequestThatChangesNothing_commitsNothing() async throws {
        let navigator = Navigator()
        let home = HomeCoordinator()
        try await navigator.start(root: home)
        var events = 0
        navigator.observe { _ in events += 1 }
        let count = navigator.changeCount
        try await home.router.popToRoot()
        try await home.router.goBackToRoot()
        #expect(navigator.changeCount == count)
        #expect(events == 0)
    }
}
