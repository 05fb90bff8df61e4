import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A transaction from the user or a deep link asks the leave checks of the screens it would
/// remove before it commits, as a request sent whole does: a deep link written the natural way
/// (`navigator.transaction(source: .deepLink) { ... }`) never throws away a draft unasked. A
/// program transaction asks nothing, unless it says so.
@MainActor
@Suite struct TransactionLeaveCheckTests {
    typealias Question = LeaveCheckTests.Question

    /// Home with a sheet holding a draft: a check on the sheet that the test answers.
    private func sheetWithDraft() async throws -> (TestNavigator, HomeCoordinator, EntryID, Question) {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.router.present(.sheet) }
        let sheet = try #require(app.tree.topEntry?.id)
        let question = Question()
        try #require(app.navigator.context(for: sheet)).leaveCheck = question.check
        return (app, home, sheet, question)
    }

    /// The deep link as an app writes it: dismiss what is presented, push the note.
    private func openNote42(_ home: HomeCoordinator, runs: Counter) async throws {
        runs.count += 1
        try await home.router.dismiss()
        try await home.navigateToPushView(id: 42)
    }

    @MainActor final class Counter {
        var count = 0
    }

    @Test func aDeepLinkTransactionOverADraft_asks_andRefusedChangesNothing() async throws {
        let (app, home, sheet, question) = try await sheetWithDraft()
        let before = app.tree
        let changes = app.navigator.changeCount
        let runs = Counter()
        let link = Task { @MainActor in
            try await app.navigator.transaction(source: .deepLink) { try await openNote42(home, runs: runs) }
        }
        await question.untilAsked()
        #expect(question.asked == [LeaveRequest(entry: sheet, cause: .deepLink)])
        question.answer(.stay(reason: "the draft is not saved"))
        await #expect(
            throws: NavigationError.leaveRefused(entry: sheet, route: "sheet", reason: "the draft is not saved")
        ) {
            try await link.value
        }
        #expect(app.tree == before)
        #expect(app.navigator.changeCount == changes)
        #expect(runs.count == 1)
        #expect(app.finish() == .clean)
    }

    @Test func aDeepLinkTransactionOverADraft_confirmed_commitsOnce() async throws {
        let (app, home, sheet, question) = try await sheetWithDraft()
        let changes = app.navigator.changeCount
        let runs = Counter()
        let link = Task { @MainActor in
            try await app.navigator.transaction(source: .deepLink) { try await openNote42(home, runs: runs) }
        }
        await question.untilAsked()
        question.answer(.leave)
        try await link.value
        #expect(home.router.routes == [.actionList, .push(id: 42)])
        #expect(app.tree.entry(sheet) == nil)
        #expect(app.navigator.changeCount == changes + 1)
        // Once to learn what it removes, once after the answer.
        #expect(runs.count == 2)
        #expect(question.asked.count == 1)
        #expect(app.finish() == .clean)
    }

    @Test func aUserTransaction_asksWithTheCauseRequest() async throws {
        let (app, home, sheet, question) = try await sheetWithDraft()
        let link = Task { @MainActor in
            try await app.navigator.transaction(source: .user) { try await home.router.dismiss() }
        }
        await question.untilAsked()
        #expect(question.asked == [LeaveRequest(entry: sheet, cause: .request)])
        question.answer(.leave)
        try await link.value
        #expect(home.router.routes == [.actionList])
        #expect(app.finish() == .clean)
    }

    @Test func aProgramTransaction_asksNothing() async throws {
        let (app, home, _, question) = try await sheetWithDraft()
        let runs = Counter()
        try await app.navigator.transaction { try await openNote42(home, runs: runs) }
        #expect(question.asked.isEmpty)
        #expect(home.router.routes == [.actionList, .push(id: 42)])
        #expect(runs.count == 1)
        #expect(app.finish() == .clean)
    }

    @Test func aDeepLinkThatSaysSo_asksNothing() async throws {
        let (app, home, _, question) = try await sheetWithDraft()
        let runs = Counter()
        try await app.navigator.transaction(source: .deepLink, askingLeaveChecks: false) {
            try await openNote42(home, runs: runs)
        }
        #expect(question.asked.isEmpty)
        #expect(home.router.routes == [.actionList, .push(id: 42)])
        #expect(app.finish() == .clean)
    }

    @Test func aDeepLinkThatRemovesNoCheckedScreen_runsOnce_andAsksNothing() async throws {
        let (app, home, _, question) = try await sheetWithDraft()
        let runs = Counter()
        try await app.navigator.transaction(source: .deepLink) {
            runs.count += 1
            try await home.router.navigate(toRoute: .push(id: 5))
        }
        #expect(question.asked.isEmpty)
        #expect(runs.count == 1)
        #expect(home.router.routes == [.actionList, .sheet, .push(id: 5)])
        #expect(app.finish() == .clean)
    }

    @Test func aProgramTransactionThatSaysSo_asks() async throws {
        let (app, home, sheet, question) = try await sheetWithDraft()
        let link = Task { @MainActor in
            try await app.navigator.transaction(askingLeaveChecks: true) { try await home.router.dismiss() }
        }
        await question.untilAsked()
        #expect(question.asked == [LeaveRequest(entry: sheet, cause: .request)])
        question.answer(.stay(reason: "no"))
        await #expect(throws: NavigationError.self) { try await link.value }
        #expect(home.router.routes == [.actionList, .sheet])
        #expect(app.finish() == .clean)
    }
}
