import Foundation
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript

/// `tap-tab NAME` and `tap-backdrop`: the gestures `serve`'s page makes (a click on a tab, on
/// the backdrop outside a dialog), as commands, so a recording of the page replays them as the
/// gestures they were: the journal says `gesture`, by the user, not a program's request.
@MainActor
@Suite struct GestureCommandTests {
    /// The shop with a journal attached, without state restoration; analytics writes aside.
    private func compose() async throws -> (AppSession, NavigationJournal) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("gesture-\(UUID()).jsonl").path
        var environment = ProcessInfo.processInfo.environment
        environment["SHOP_ANALYTICS_OUTPUT"] = output
        let session = try await AppSession.compose(
            manifestAt: AppSessionTests.shop, stateRestoration: false, environment: environment)
        let journal = NavigationJournal()
        session.app.navigator.journal = journal
        return (session, journal)
    }

    @Test func tapTab_selectsThePage_asAUserGesture() async throws {
        let (session, journal) = try await compose()
        try await session.run("tap-tab cart")
        #expect(session.screen.hasPrefix("tabs: home search [cart(2)] profile\npath: Cart\n"))
        let entry = try #require(journal.entries.last)
        #expect(entry.source == .user)
        #expect(entry.api == "gesture")
        #expect(entry.kind == "selectTab")
        await session.app.stop()
    }

    @Test func tapTab_onTheSelectedPage_takesItToItsFirstScreen_whereTabDoesNot() async throws {
        let (session, _) = try await compose()
        try await session.run("tap 1")  // Item 1, pushed on Home
        try await session.run("tab home")
        #expect(session.screen.contains("path: Home > Item 1\n"))
        try await session.run("tap-tab home")
        #expect(session.screen.hasPrefix("tabs: [home] search cart(2) profile\npath: Home\n"))
        await session.app.stop()
    }

    @Test func tapTab_withoutSuchAPage_isRefused_namingThePages_andChangesNothing() async throws {
        let (session, _) = try await compose()
        let before = session.tree
        let error = await #expect(throws: CommandError.self) { try await session.run("tap-tab basket") }
        #expect(error?.description.contains("pages: home, search, cart, profile") == true)
        #expect(session.tree == before)
        await session.app.stop()
    }

    @Test func tapBackdrop_swipesASheetAway_asSwipeDownDoes() async throws {
        let (session, journal) = try await compose()
        try await session.run("tap 3")  // Filters, a sheet
        try await session.run("tap-backdrop")
        #expect(session.screen.hasPrefix("tabs: [home] search cart(2) profile\npath: Home\n"))
        let entry = try #require(journal.entries.last)
        #expect(entry.source == .user)
        #expect(entry.api == "gesture")
        await session.app.stop()
    }

    @Test func tapBackdrop_closesAFullScreenLayer_whichSwipeDownRefuses() async throws {
        let (session, journal) = try await compose()
        try await session.run("tab cart")
        _ = try? await session.run("tap 1")  // redirected to the login screen, full screen
        #expect(session.screen.contains("path: Cart ^ Log in (fullScreenCover)\n"))
        let refusal = await #expect(throws: CommandError.self) { try await session.run("swipe-down") }
        #expect(refusal?.description.contains("it cannot be swiped down") == true)
        try await session.run("tap-backdrop")
        #expect(session.screen.hasPrefix("tabs: home search [cart(2)] profile\npath: Cart\n"))
        #expect(journal.entries.last?.api == "gesture")
        await session.app.stop()
    }

    @Test func tapBackdrop_withNothingPresented_isRefused() async throws {
        let (session, _) = try await compose()
        let error = await #expect(throws: CommandError.self) { try await session.run("tap-backdrop") }
        #expect(error?.description.contains("nothing is presented") == true)
        await session.app.stop()
    }
}
