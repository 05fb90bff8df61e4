import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderTesting

/// A tab's coordinator, asked for as the type the app made it with: no force cast, and a typed
/// error that names the page and both types when the type is not the one running it.
@MainActor
@Suite struct TabTypedAccessTests {
    @Test func aPagesCoordinator_comesBackAsItsOwnType() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try tabs.coordinator(for: .home, as: HomeCoordinator.self)
        let settings = try tabs.coordinator(for: .settings, as: SettingsCoordinator.self)
        try await app.run { try await home.navigateToPushView(id: 1) }
        #expect(home.router.routes == [.actionList, .push(id: 1)])
        #expect(settings.router.routes == [.settings])
        #expect(try tabs.selectedCoordinator(as: HomeCoordinator.self) === home)
        try await app.run { try await tabs.selectPage(.settings) }
        #expect(try tabs.selectedCoordinator(as: SettingsCoordinator.self) === settings)
        #expect(app.finish() == .clean)
    }

    @Test func theWrongType_isATypedErrorNamingThePageAndBothTypes() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        #expect(
            throws: TabCoordinatorError.wrongCoordinatorType(
                page: "home", expected: "SettingsCoordinator", found: "HomeCoordinator")
        ) {
            try tabs.coordinator(for: .home, as: SettingsCoordinator.self)
        }
        #expect(
            TabCoordinatorError.wrongCoordinatorType(
                page: "home", expected: "SettingsCoordinator", found: "HomeCoordinator"
            )
            .description == "tab 'home' is run by a HomeCoordinator, not a SettingsCoordinator")
        #expect(
            throws: TabCoordinatorError.wrongCoordinatorType(
                page: "home", expected: "SettingsCoordinator", found: "HomeCoordinator")
        ) {
            try tabs.selectedCoordinator(as: SettingsCoordinator.self)
        }
        #expect(app.finish() == .clean)
    }

    @Test func aPageNotInTheBar_isUnknown() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        try await app.run { try await tabs.setPages([.home]) }
        #expect(throws: TabCoordinatorError.unknownPage("settings")) {
            try tabs.coordinator(for: .settings, as: SettingsCoordinator.self)
        }
        #expect(app.finish() == .clean)
    }

    @Test func beforeTheBarStarted_noCoordinatorRunsThePage() throws {
        let tabs = CustomAppTabCoordinator()
        #expect(throws: TabCoordinatorError.noCoordinator(page: "home")) {
            try tabs.coordinator(for: .home, as: HomeCoordinator.self)
        }
        #expect(TabCoordinatorError.noCoordinator(page: "home").description == "no coordinator runs tab 'home' yet")
    }
}
