import PropertySupport
import Testing
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

@testable import WayfinderCoordinators

/// Every speed strategy of the engine (``FastPaths``: the direct commit, the in-place undo log,
/// the change pool, the tree cache and the spare host node) must give exactly what the general
/// path gives: the same errors, interceptor calls, rendered changes, events, trees, change counts
/// and live coordinators. The same random requests run on a navigator with every strategy, on one
/// with none, and on one with each strategy switched off in turn.
@MainActor
@Suite struct FastPathEquivalenceTests {
    /// The configurations compared: every strategy, each one switched off, and none (the general
    /// path, which every other is compared with).
    static let configurations: [(name: String, enabled: FastPaths.Strategies)] =
        [("all", .all)]
        + FastPaths.Strategies.each.map { ("all but \($0.name)", FastPaths.Strategies.all.subtracting($0.strategy)) }
        + [("general path", .none)]

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

    /// One app, with some strategies on, and everything it reported.
    @MainActor final class World {
        let navigator = Navigator(renderer: RecordingRenderer(autoComplete: true))
        let home = HomeCoordinator()
        let judge = Judge()
        var events: [NavigationEvent] = []
        var results: [String] = []

        init(_ enabled: FastPaths.Strategies) async throws {
            navigator.fastPaths.enabled = enabled
            try await navigator.start(root: home)
            navigator.addInterceptor(judge)
            navigator.observe { [weak self] in self?.events.append($0) }
        }

        var rendered: [NavigationChange] { (navigator.renderer as? RecordingRenderer)?.rendered ?? [] }

        private func last<T>(_ type: T.Type) -> T? { navigator.liveCoordinators.compactMap { $0 as? T }.last }

        /// The number of actions ``run(_:index:animated:)`` knows.
        static let actions = 20

        /// Runs action `action`, recording how it ended.
        func run(_ action: Int, index: Int, animated: Bool) async {
            do {
                try await perform(action, index: index, animated: animated)
                results.append("ok")
            } catch {
                results.append("\(error)")
            }
        }

        private func perform(_ action: Int, index: Int, animated: Bool) async throws {
            let settings = { [self] in
                last(CustomAppTabCoordinator.self)?.coordinator(for: .settings) as? SettingsCoordinator
            }
            switch action {
            case 0, 1: try await home.router.navigate(toRoute: .push(id: index), animated: animated)
            case 2: try await home.router.present(.sheet, animated: animated)
            case 3: try await home.router.pop(animated: animated)
            case 4: try await home.router.dismiss(animated: animated)
            case 5: try await home.router.popToRoot(animated: animated)
            case 6: try await home.router.close(animated: animated)
            case 7: try await home.presentCustomTabs()
            case 8: try await settings()?.navigateToItemDetails(id: "\(index)")
            case 9: try await settings()?.router.pop(animated: animated)
            case 10: try await home.navigate(to: DetailCoordinator(first: index))
            case 11: try await last(DetailCoordinator.self)?.router.navigate(toRoute: .push(id: index))
            case 12: try await last(DetailCoordinator.self)?.router.pop(animated: animated)
            case 13: try await home.router.goBackToRoot(animated: animated)
            // Gestures: data and internal steps applied while idle (the in-place undo log).
            case 14:
                guard let top = navigator.tree.topEntry else { return }
                try await navigator.handle(.backSwipe(top.id, completed: true)).value()
            case 15:
                guard let modal = navigator.tree.allStacks.flatMap(\.entries).last(where: \.isModal) else { return }
                try await navigator.handle(.sheetSwipedDown(modal.id)).value()
            case 16:
                guard let bar = navigator.tree.allStacks.flatMap(\.hosted).compactMap(\.tabs).last else { return }
                try await navigator.handle(.tabTapped(bar.coordinator, index: index % bar.pages.count)).value()
            case 17:
                _ = try await navigator.restore(navigator.tree)
            case 18:
                try await navigator.handle(.back).value()
            default:
                // Two requests in one transaction: a copying transaction.
                try await navigator.transaction(animated: animated) {
                    try await home.router.navigate(toRoute: .push(id: index))
                    try await home.router.present(.sheet)
                }
            }
        }
    }

    /// Random router calls, child flows, tab bars, gestures, restores and transactions, each
    /// judged at random (allowed, denied or redirected), run on every configuration: each ends as
    /// on the general path. 60 cases of 30 requests on 7 navigators.
    @Test func randomRequests_withAnyStrategyOff_endAsOnTheGeneralPath() async throws {
        var calls = 0
        var refused = 0
        await checkProperty(count: 60, input: Choices.generator(count: 150)) { choices in
            var worlds: [World] = []
            do {
                for configuration in Self.configurations {
                    worlds.append(try await World(configuration.enabled))
                }
            } catch {
                Issue.record("start: \(error)")
                return
            }
            var random = choices.reader
            for index in 0..<30 {
                let action = Int.random(in: 0..<World.actions, using: &random)
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
            let general = worlds[worlds.count - 1]
            for (world, configuration) in zip(worlds.dropLast(), Self.configurations) {
                #expect(world.results == general.results, "\(configuration.name)")
                #expect(world.judge.seen == general.judge.seen, "\(configuration.name)")
                #expect(world.rendered == general.rendered, "\(configuration.name)")
                #expect(world.events == general.events, "\(configuration.name)")
                #expect(world.navigator.tree == general.navigator.tree, "\(configuration.name)")
                #expect(world.navigator.changeCount == general.navigator.changeCount, "\(configuration.name)")
                #expect(
                    world.navigator.liveCoordinators.map(\.id) == general.navigator.liveCoordinators.map(\.id),
                    "\(configuration.name)")
            }
        }
        #expect(calls >= 1_800)
        #expect(refused > 250)
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

    /// Redirect chains shorter than, as long as and longer than the limit end alike in every
    /// configuration: the same error, the same tree, the same number of commits.
    @Test(arguments: [0, 1, 2, 3])
    func redirectChains_endAlikeInEveryConfiguration(limit: Int) async throws {
        var outcomes: [[String]] = []
        for configuration in Self.configurations {
            let navigator = Navigator()
            navigator.fastPaths.enabled = configuration.enabled
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
        for outcome in outcomes {
            #expect(outcome == outcomes[outcomes.count - 1])
        }
        #expect(outcomes[0].contains { $0.contains("redirect") })
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
    /// committed: the direct commit writes its path back where it read it, so a request applied
    /// in between would be lost (or the write would land on a moved slot).
    @Test(arguments: [true, false])
    func aRequestSentFromAnInterceptor_waitsForTheChangeBeingDecided(fastPaths: Bool) async throws {
        let navigator = Navigator(renderer: RecordingRenderer(autoComplete: true))
        navigator.fastPaths.enabled = fastPaths ? .all : .none
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
        let routes = navigator.path(of: container)?.entries.map { $0.route.base(as: HomeRoute.self) }
        #expect(routes == [.actionList, .push(id: 1), .push(id: 2), .sheet])
        #expect(tops == ["push", "sheet"])
    }

    /// A system back sent while no screen could have a leave check asks none, and is queued
    /// behind a change in flight; a check attached before it runs does not change how it ends:
    /// every configuration ends as the general path does (the system back's strategy takes a
    /// back that asked no checks without asking whether a screen has one now).
    @Test func aQueuedSystemBack_thatAskedNoChecks_endsAlikeInEveryConfiguration() async throws {
        var outcomes: [[String]] = []
        for configuration in Self.configurations {
            let renderer = RecordingRenderer(autoComplete: true)
            let navigator = Navigator(renderer: renderer)
            navigator.fastPaths.enabled = configuration.enabled
            let home = HomeCoordinator()
            try await navigator.start(root: home)
            try await home.router.navigate(toRoute: .push(id: 1))
            var events: [String] = []
            navigator.observe { events.append("\($0.steps)") }
            renderer.autoComplete = false
            let container = ContainerID(owner: home.id)
            let push = navigator.send(
                NavigationRequest([.path(container, scope: nil, .push(AnyRoute(HomeRoute.push(id: 2))))]))
            let back = navigator.handle(.back)
            #expect(back.status == .queued, "\(configuration.name)")
            var asked = 0
            let top = try #require(navigator.tree.topEntry?.id)
            try #require(navigator.context(for: top)).leaveCheck = { _ in
                asked += 1
                return .stay(reason: "unsaved")
            }
            try renderer.completeAll()
            var outcome = [push, back].map { $0.error.map { "\($0)" } ?? "settled \($0.isSettled)" }
            outcome += ["asked \(asked)", navigator.tree.rendered, "rendered \(renderer.rendered.count)"]
            outcome += events
            outcome.append("\(navigator.changeCount)")
            outcomes.append(outcome)
        }
        for (outcome, configuration) in zip(outcomes, Self.configurations) {
            #expect(outcome == outcomes[outcomes.count - 1], "\(configuration.name)")
        }
    }
}
