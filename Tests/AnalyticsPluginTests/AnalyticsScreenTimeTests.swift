import Testing
import WayfinderAnalytics
import WayfinderComposition

/// Screen views and time on top per route name, on a clock the test advances.
@MainActor
@Suite struct AnalyticsScreenTimeTests {
    @Test func summary_countsViewsAndTime_perRouteName() async throws {
        let (app, plugin, clock) = try await AnalyticsFixture.compose(
            options: "{output: \"\(AnalyticsFixture.temporaryPath())\"}")
        clock.advance(by: .seconds(2))
        try await app.perform(action: 1)  // note 1
        clock.advance(by: .milliseconds(1_500))
        try await app.perform(action: 1)  // back home
        clock.advance(by: .seconds(1))
        try await app.perform(action: 1)  // note 1 again: a new screen view
        clock.advance(by: .milliseconds(250))
        #expect(
            plugin.summary.description == """
                4 events
                home: 2 views, 3.000 s
                note: 2 views, 1.750 s
                """)
        #expect(
            plugin.summary.screen("note")
                == AnalyticsSummary.Screen(route: "note", views: 2, time: .milliseconds(1_750)))
    }

    @Test func summary_afterStop_isFrozen() async throws {
        let (app, plugin, clock) = try await AnalyticsFixture.compose(
            options: "{output: \"\(AnalyticsFixture.temporaryPath())\"}")
        clock.advance(by: .seconds(3))
        await app.stop()
        clock.advance(by: .seconds(60))
        try await app.perform(action: 1)
        #expect(
            plugin.summary.description == """
                1 event
                home: 1 view, 3.000 s
                """)
    }

    @Test func summary_beforeAnyTimePasses_showsZero() async throws {
        let (_, plugin, _) = try await AnalyticsFixture.compose(
            options: "{output: \"\(AnalyticsFixture.temporaryPath())\"}")
        #expect(
            plugin.summary.description == """
                1 event
                home: 1 view, 0.000 s
                """)
    }
}
