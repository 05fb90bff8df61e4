import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// A screen's leave check is asked before a request the engine performs for the user removes
/// it; confirmed, the request runs against the tree as it is then; refused, nothing changes and
/// the outcome says why. A question waiting for its answer blocks nobody.
@MainActor
@Suite struct LeaveCheckTests {
    /// A leave check whose answer the test gives later.
    @MainActor final class Question {
        var asked: [LeaveRequest] = []
        private var waiting: CheckedContinuation<LeaveDecision, Never>?
        private var onAsk: (() -> Void)?

        var check: LeaveCheck {
            { [self] request in
                asked.append(request)
                let ask = onAsk
                onAsk = nil
                return await withCheckedContinuation {
                    waiting = $0
                    ask?()
                }
            }
        }

        /// Returns once the check is waiting for its answer.
        func untilAsked() async {
            if waiting != nil { return }
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in onAsk = { done.resume() } }
        }

        func answer(_ decision: LeaveDecision) {
            let continuation = waiting
            waiting = nil
            continuation?.resume(returning: decision)
        }
    }

    /// Home at `actionList > push(id: 1)`, with a check on push(id: 1).
    private func homeWithCheck() async throws -> (TestNavigator, HomeCoordinator, EntryID, Question) {
        let (app, home) = try await startedHome(.headless)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.tree.topEntry?.id)
        let question = Question()
        try #require(app.navigator.context(for: top)).leaveCheck = question.check
        return (app, home, top, question)
    }

    @Test func systemBack_asks_refusedKeepsTheScreen_withTheReason() async throws {
        let (app, home, top, question) = try await homeWithCheck()
        let before = app.tree
        let ticket = app.navigator.handle(.back)
        await question.untilAsked()
        #expect(ticket.status == .queued)
        #expect(question.asked == [LeaveRequest(entry: top, cause: .back)])
        question.answer(.stay(reason: "draft not saved"))
        await #expect(throws: NavigationError.leaveRefused(entry: top, route: "push", reason: "draft not saved")) {
            try await ticket.value()
        }
        #expect(app.tree == before)
        #expect(home.router.routes == [.actionList, .push(id: 1)])
    }

    @Test func systemBack_confirmed_leaves() async throws {
        let (app, _, _, question) = try await homeWithCheck()
        let ticket = app.navigator.handle(.back)
        await question.untilAsked()
        question.answer(.leave)
        try await ticket.value()
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    @Test func aPendingQuestion_blocksNobody() async throws {
        let (app, home, _, question) = try await homeWithCheck()
        let ticket = app.navigator.handle(.back)
        await question.untilAsked()
        // The program pushes while the question waits: nothing waits for the question.
        try await app.run { try await home.navigateToPushView(id: 2) }
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        // Confirmed now, the back runs against the tree as it is: it pops push(id: 2), which
        // has no check.
        question.answer(.leave)
        try await ticket.value()
        #expect(home.router.routes == [.actionList, .push(id: 1)])
    }

    @Test func confirmedAfterTheTreeChanged_removingAnUnaskedCheckedScreen_isStale() async throws {
        let (app, home, _, question) = try await homeWithCheck()
        let ticket = app.navigator.handle(.back)
        await question.untilAsked()
        try await app.run { try await home.navigateToPushView(id: 2) }
        let second = try #require(app.tree.topEntry?.id)
        app.navigator.context(for: second)?.leaveCheck = { _ in .leave }
        question.answer(.leave)
        await expectStale(ticket)
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
    }

    @Test func programCalls_doNotAsk_byDefault_butMayAsk() async throws {
        let (app, home, top, question) = try await homeWithCheck()
        try await app.run { try await home.router.pop() }
        #expect(question.asked.isEmpty)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let again = try #require(app.tree.topEntry?.id)
        #expect(again != top)
        app.navigator.context(for: again)?.leaveCheck = question.check
        let container = ContainerID(owner: home.id)
        let ticket = app.navigator.send(
            NavigationRequest([.path(container, scope: nil, .pop(1))]), askingLeaveChecks: true)
        await question.untilAsked()
        #expect(question.asked.last == LeaveRequest(entry: again, cause: .request))
        question.answer(.stay(reason: "no"))
        await #expect(throws: NavigationError.leaveRefused(entry: again, route: "push", reason: "no")) {
            try await ticket.value()
        }
        #expect(home.router.routes == [.actionList, .push(id: 1)])
    }

    /// A deep-link plan sends its steps inside its transaction: they join it, all or nothing,
    /// instead of waiting for an answer outside it (bug found by ShopCompositionTests). The
    /// transaction itself says it asks nothing (its plan's checks were asked before it).
    @Test func aUserRequestSentInsideATransaction_joinsIt_andAsksNothing() async throws {
        let (app, home, _, question) = try await homeWithCheck()
        let container = ContainerID(owner: home.id)
        try await app.navigator.transaction(source: .deepLink, askingLeaveChecks: false) {
            let ticket = app.navigator.send(
                NavigationRequest([.path(container, scope: nil, .pop(1))], source: .deepLink))
            #expect(ticket.status == .applied)
        }
        #expect(question.asked.isEmpty)
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    /// A deep-link plan asks before its transaction; the transaction may then remove only the
    /// screens whose checks said yes.
    @Test func aTransactionAfterItsChecks_commits_orIsStaleIfItRemovesAnUnaskedScreen() async throws {
        let (app, home, top, question) = try await homeWithCheck()
        let container = ContainerID(owner: home.id)
        let request = NavigationRequest([.path(container, scope: nil, .popToRoot)], source: .deepLink)
        let asking = Task { @MainActor in try await app.navigator.askLeaveChecks(before: request, cause: .deepLink) }
        await question.untilAsked()
        #expect(question.asked == [LeaveRequest(entry: top, cause: .deepLink)])
        question.answer(.leave)
        let confirmed = try await asking.value
        #expect(confirmed.entries == [top])
        // The tree moves on: a screen with a check that was not asked is pushed.
        try await app.run { try await home.navigateToPushView(id: 2) }
        let second = try #require(app.tree.topEntry?.id)
        app.navigator.context(for: second)?.leaveCheck = { _ in .leave }
        await #expect {
            try await app.navigator.transaction(source: .deepLink, confirmedLeaves: confirmed) {
                _ = app.navigator.send(request)
            }
        } throws: { error in
            if case .staleGesture = error as? NavigationError { true } else { false }
        }
        #expect(home.router.routes == [.actionList, .push(id: 1), .push(id: 2)])
        // Asked again, as the tree is now: the transaction commits.
        let again = Task { @MainActor in try await app.navigator.askLeaveChecks(before: request, cause: .deepLink) }
        await question.untilAsked()
        question.answer(.leave)
        let both = try await again.value
        #expect(both.entries == [top, second])
        try await app.navigator.transaction(source: .deepLink, confirmedLeaves: both) {
            _ = app.navigator.send(request)
        }
        #expect(app.tree.rendered == HomeTree.atRoot)
    }

    @Test func reselectingTheTab_asksBeforePoppingToTheRoot() async throws {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let top = try #require(app.tree.topEntry?.id)
        let question = Question()
        app.navigator.context(for: top)?.leaveCheck = question.check
        let ticket = app.navigator.handle(.tabTapped(tabs.id, index: 0))
        await question.untilAsked()
        #expect(question.asked == [LeaveRequest(entry: top, cause: .tabReselect)])
        question.answer(.stay(reason: "editing"))
        _ = try? await ticket.value()
        #expect(home.router.routes == [.actionList, .push(id: 1)])
        // Selecting another tab removes nothing: nothing is asked.
        try await app.navigator.handle(.tabTapped(tabs.id, index: 1)).value()
        #expect(question.asked.count == 1)
    }

    @Test func aHandlerTakingTheBack_asksNoCheck() async throws {
        let (app, _, top, question) = try await homeWithCheck()
        var taken = false
        app.navigator.context(for: top)?.onBack { taken = true }
        #expect(app.navigator.handle(.back).status == .completed(nil))
        #expect(taken && question.asked.isEmpty)
    }
}
