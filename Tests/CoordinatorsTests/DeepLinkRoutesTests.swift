import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// Deep links declared in Swift: a pattern and the navigation it makes, run as one transaction
/// from the deep link that asks the leave checks of what it removes first.
@MainActor
@Suite struct DeepLinkRoutesTests {
    private func links(_ app: TestNavigator, _ home: HomeCoordinator) throws -> DeepLinkRoutes {
        let links = DeepLinkRoutes(navigator: app.navigator)
        try links.register("home://push/:id:int") { link in
            guard let id = link.parameters["id"]?.intValue else { return }
            if home.router.entries.count > 1 { try await home.router.restart() }
            try await home.navigateToPushView(id: id)
        }
        return links
    }

    @Test func aMatchingURL_runsItsPlan_asOneChangeFromTheDeepLink() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let links = try links(app, home)
        let events = app.events.events.count
        let match = try await links.open("home://push/42?utm_source=mail")
        #expect(match.parameters["id"] == .int(42))
        #expect(home.router.routes == [.actionList, .push(id: 42)])
        #expect(app.events.events.count == events + 1)
        #expect(app.events.events.last?.source == .deepLink)
        #expect(app.finish() == .clean)
    }

    @Test func aURLNoPatternAccepts_isRejected_andNothingChanges() async throws {
        let (app, home) = try await startedHome(.headless)
        let links = try links(app, home)
        let before = app.tree
        await #expect(throws: DeepLinkRejection.self) { try await links.open("home://pull/42") }
        await #expect(throws: DeepLinkRejection.self) { try await links.open("home://push/forty-two") }
        #expect(app.tree == before)
        #expect(app.finish() == .clean)
    }

    @Test func aMalformedOrDuplicatePattern_isRefused() async throws {
        let (app, home) = try await startedHome(.headless)
        let links = try links(app, home)
        #expect(throws: DeepLinkMatcherError.self) { try links.register("home://push/:id:float") { _ in } }
        #expect(throws: DeepLinkMatcherError.self) {
            try links.register("home://push/:other:int", name: "other") { _ in }
        }
        #expect(links.patterns.map(\.template) == ["home://push/:id:int"])
        #expect(app.finish() == .clean)
    }

    @Test func overASheetHoldingADraft_theLinkAsks_andRefusedChangesNothing() async throws {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.router.present(.sheet) }
        let sheet = try #require(app.tree.topEntry?.id)
        var asked: [LeaveCause] = []
        app.navigator.context(for: sheet)?.leaveCheck = { request in
            asked.append(request.cause)
            return .stay(reason: "the draft is not saved")
        }
        let links = try links(app, home)
        let before = app.tree
        await #expect(
            throws: NavigationError.leaveRefused(entry: sheet, route: "sheet", reason: "the draft is not saved")
        ) {
            try await links.open("home://push/42")
        }
        #expect(asked == [.deepLink])
        #expect(app.tree == before)

        app.navigator.context(for: sheet)?.leaveCheck = { _ in .leave }
        try await links.open("home://push/42")
        #expect(home.router.routes == [.actionList, .push(id: 42)])
        #expect(app.finish() == .clean)
    }
}
