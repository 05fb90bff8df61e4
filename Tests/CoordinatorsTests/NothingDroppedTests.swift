import PropertySupport
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Every request is applied, queued or refused with a typed error; setters that cannot throw
/// wait until they can apply, are read back at once, and report a refusal observers see.
@MainActor
@Suite struct NothingDroppedTests {
    /// Collects what a navigator's refusal observers hear.
    @MainActor
    final class Refusals {
        var heard: [NavigationRefusal] = []
        init(_ navigator: Navigator) {
            navigator.observeRefusals { [weak self] in self?.heard.append($0) }
        }
    }

    /// Records an issue when `condition` is false (cheaper than `#expect` in a hot loop).
    private nonisolated func check(
        _ condition: Bool, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !condition { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    }

    // MARK: - Before the tab bar starts

    @Test(arguments: TestNavigator.Rendering.allCases)
    func currentPageSetBeforeStart_isReadBack_andAppliedWhenTheTabBarStarts(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let app = TestNavigator(rendering)
        let tabs = CustomAppTabCoordinator()
        tabs.currentPage = .settings
        #expect(tabs.currentPage == .settings)
        try await app.start(root: tabs)
        #expect(tabs.currentPage == .settings)
        #expect(app.navigator.tree.rendered.contains("* settings \"Settings\""))
        #expect(try tabs.getCoordinatorSelected() is SettingsCoordinator)
        #expect(app.finish() == .clean)
    }

    @Test(arguments: TestNavigator.Rendering.allCases)
    func setBadgeBeforeStart_isQueued_readBack_andAppliedWhenTheTabBarStarts(
        _ rendering: TestNavigator.Rendering
    ) async throws {
        let app = TestNavigator(rendering)
        let tabs = CustomAppTabCoordinator()
        let ticket = tabs.setBadge("3", for: .settings)
        #expect(ticket.status == .queued)
        #expect(tabs.badge(for: .settings) == "3")
        try await app.start(root: tabs)
        #expect(ticket.isSettled && ticket.error == nil)
        #expect(tabs.badge(for: .settings) == "3")
        #expect(app.navigator.tree.rendered.contains("settings \"Settings\" icon=gearshape.fill badge=3"))
        #expect(app.finish() == .clean)
    }

    @Test func pageNotInTheBarSetBeforeStart_isRefusedWhenTheTabBarStarts_andObserversHearIt() async throws {
        let app = TestNavigator(.headless)
        let refusals = Refusals(app.navigator)
        let tabs = ShopTabs(pages: [.feed, .cart])
        tabs.currentPage = .profile
        let ticket = tabs.setBadge("1", for: .profile)
        try await app.start(root: tabs)
        #expect(tabs.currentPage == .feed)
        #expect(ticket.error == .unknownTab(coordinator: tabs.id, tab: "profile", pages: ["feed", "cart"]))
        #expect(
            refusals.heard.map(\.description) == [
                "c0 ShopTabs: currentPage = profile refused: tab bar c0 has no tab profile; pages: feed, cart",
                "c0 ShopTabs: setBadge(1, for: profile) refused: tab bar c0 has no tab profile; pages: feed, cart",
            ])
    }

    // MARK: - During a transition

    @Test func currentPageSetDuringATransition_isReadBackAtOnce_andAppliedAfterIt() async throws {
        let (app, tabs) = try await startedTabs(.recording)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        home.router.send(.push(.push(id: 1)))
        #expect(app.navigator.inFlight != nil)
        tabs.currentPage = .settings
        tabs.setBadge("2", for: .home)
        #expect(tabs.currentPage == .settings)
        #expect(tabs.badge(for: .home) == "2")
        try app.completeAll()
        #expect(tabs.currentPage == .settings)
        #expect(tabs.badge(for: .home) == "2")
        #expect(app.navigator.tree.rendered.contains("* settings \"Settings\""))
        #expect(app.finish() == .clean)
    }

    // MARK: - Refused setters

    @Test func currentPageSetToAPageNotInTheBar_isRefused_observersHearIt_andTheReadIsUnchanged() async throws {
        let app = TestNavigator(.headless)
        let refusals = Refusals(app.navigator)
        let tabs = ShopTabs(pages: [.feed, .cart])
        try await app.start(root: tabs)
        tabs.currentPage = .profile
        #expect(tabs.currentPage == .feed)
        #expect(refusals.heard.count == 1)
        #expect(refusals.heard.first?.coordinator == tabs.id)
        #expect(
            refusals.heard.first?.error == .unknownTab(coordinator: tabs.id, tab: "profile", pages: ["feed", "cart"]))
    }

    @Test func currentPageSetAfterTheTabBarFinished_isRefused_andObserversHearIt() async throws {
        let (app, home) = try await startedHome(.headless)
        let refusals = Refusals(app.navigator)
        let tabs = CustomAppTabCoordinator()
        try await home.navigate(to: tabs)
        try await tabs.finishFlow()
        tabs.currentPage = .settings
        #expect(refusals.heard.map(\.request) == ["c1 CustomAppTabCoordinator: currentPage = settings"])
        #expect(refusals.heard.first?.error == .unknownTabs(tabs.id))
    }

    // MARK: - Property: random setters behind held changes

    /// Property: a random run of selections and badges, some before the bar starts, most while
    /// changes are held, some naming a page the bar does not have, ends with every request
    /// applied, still queued or refused (and every refusal heard), reads returning what was last
    /// asked for a page the bar has, and the same final state as applying them in order.
    @Test func randomTabSetters_endAppliedQueuedOrRefused_andReadBackWhatWasAsked() async throws {
        var refusedRuns = 0
        await checkProperty(count: 20, input: Choices.generator(count: 400)) { choices in
            var random = choices.reader
            let app = TestNavigator(.recording)
            let refusals = Refusals(app.navigator)
            let tabs = ShopTabs(pages: [.feed, .cart])
            let known: Set<ShopPage> = [.feed, .cart]
            var expectedPage = ShopPage.feed
            var expectedBadges: [ShopPage: String?] = [:]
            var tickets: [(ticket: NavigationTicket, known: Bool)] = []
            @MainActor func setter(_ step: Int) {
                let page = ShopPage.allCases[Int.random(in: 0..<3, using: &random)]
                let isKnown = known.contains(page)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    tabs.currentPage = page
                    if isKnown { expectedPage = page }
                case 1:
                    tickets.append((tabs.select(page), isKnown))
                    if isKnown { expectedPage = page }
                default:
                    let badge: String? = Bool.random(using: &random) ? "\(step)" : nil
                    tickets.append((tabs.setBadge(badge, for: page), isKnown))
                    if isKnown { expectedBadges[page] = badge }
                }
                check(tabs.currentPage == expectedPage, "read \(tabs.currentPage), asked \(expectedPage)")
                for page in known {
                    let expected = expectedBadges[page] ?? nil
                    check(tabs.badge(for: page) == expected, "badge of \(page) \(String(describing: expected))")
                }
            }
            for step in 0..<Int.random(in: 0...3, using: &random) { setter(step) }
            try await app.start(root: tabs)
            for step in 0..<60 {
                setter(step)
                if Int.random(in: 0..<4, using: &random) == 0 { _ = try #require(app.recording).completeNext() }
                let queued = tickets.filter { $0.ticket.status == .queued }.count
                check(
                    queued <= app.navigator.queuedCount,
                    "\(queued) queued tickets, navigator queue \(app.navigator.queuedCount)")
            }
            try app.completeAll()
            check(tabs.currentPage == expectedPage, "final page \(tabs.currentPage), asked \(expectedPage)")
            for (ticket, isKnown) in tickets {
                switch ticket.status {
                case .completed: check(isKnown, "a request naming a page the bar lacks was applied")
                case .failed(let error): check(!isKnown, "a request naming a known page was refused: \(error)")
                case .queued, .applied: check(false, "a request neither applied nor refused after completeAll")
                }
            }
            let refused = tickets.filter { !$0.known }.count
            check(refusals.heard.count >= refused, "\(refused) refused tickets, \(refusals.heard.count) heard")
            if refused > 0 { refusedRuns += 1 }
            check(app.finish() == .clean, "left overs")
        }
        #expect(refusedRuns >= 10)
    }
}
