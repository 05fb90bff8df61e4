import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// `present` with no style shows the route as it declares itself (detents included); a route
/// that declares a push is presented as a sheet; a style passed wins.
@MainActor
@Suite struct PresentStyleTests {
    private func started() async throws -> (TestNavigator, SettingsCoordinator) {
        let app = TestNavigator(.headless)
        let settings = SettingsCoordinator()
        try await app.start(root: settings)
        return (app, settings)
    }

    @Test func noStylePassed_keepsTheRoutesDetents() async throws {
        let (app, settings) = try await started()
        try await app.run { try await settings.router.present(.helpSheet) }
        #expect(settings.router.entries.last?.style == .detents([.medium, .large]))
        #expect(app.finish() == .clean)
    }

    @Test func aPushRoute_isPresentedAsASheet() async throws {
        let (app, settings) = try await started()
        try await app.run { try await settings.router.present(.account) }
        #expect(settings.router.entries.last?.style == .sheet)
        #expect(settings.router.modals.count == 1)
        #expect(app.finish() == .clean)
    }

    @Test func aStylePassed_wins() async throws {
        let (app, settings) = try await started()
        try await app.run { try await settings.router.present(.helpSheet, presentationStyle: .fullScreenCover) }
        #expect(settings.router.entries.last?.style == .fullScreenCover)
        try await app.run { try await settings.router.dismiss() }
        try await app.run { try await settings.router.present(.account, presentationStyle: .push) }
        #expect(settings.router.stack == [.settings, .account])
        #expect(app.finish() == .clean)
    }
}
