import Notes
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderTesting

/// The notes app, driven as a user would: tabs, a note, the new-note sheet with its draft, a
/// locked note, onboarding and the deep link notes://note/42.
@MainActor
@Suite struct NotesTests {
    private func started() async throws -> NotesApp {
        let app = NotesApp()
        try await app.start()
        return app
    }

    @Test func theTabs_eachHaveTheirOwnStack() async throws {
        let app = try await started()
        let notes = try app.notes()
        try await notes.open(note: 3)
        try await app.tabs.selectPage(.settings)
        let settings = try app.tabs.selectedCoordinator(as: SettingsCoordinator.self)
        try await settings.router.navigate(toRoute: .about)
        #expect(notes.router.routes == [.list, .note(id: 3)])
        #expect(settings.router.routes == [.settings, .about])
    }

    @Test func theNewNoteSheet_hasTheDetentsItsRouteDeclares() async throws {
        let app = try await started()
        let sheet = try await app.newNote()
        #expect(app.navigator.tree.entry(sheet)?.style == .detents([.medium, .large]))
    }

    @Test func aLockedNote_isRefused_andNothingChanges() async throws {
        let app = try await started()
        let notes = try app.notes()
        await #expect(throws: NavigationError.denied(by: "locked-notes", reason: "note 7 is locked")) {
            try await notes.open(note: 7)
        }
        #expect(notes.router.routes == [.list])
        app.lockedNotes.locked = []
        try await notes.open(note: 7)
        #expect(notes.router.routes == [.list, .note(id: 7)])
    }

    @Test func theDeepLink_overTheSheetHoldingADraft_asks_andRefusalKeepsEverything() async throws {
        let app = try await started()
        let sheet = try await app.newNote()
        try app.write("buy milk", in: sheet)
        var asked: [String] = []
        app.confirmDiscard = { draft in
            asked.append(draft)
            return false
        }
        let before = app.navigator.tree
        await #expect(
            throws: NavigationError.leaveRefused(entry: sheet, route: "newNote", reason: "the draft is not saved")
        ) {
            try await app.links.open("notes://note/42")
        }
        #expect(asked == ["buy milk"])
        #expect(app.navigator.tree == before)
        #expect(app.draft(of: sheet) == "buy milk")
    }

    @Test func theDeepLink_confirmed_showsTheNote_inOneChange() async throws {
        let renderer = RecordingRenderer()
        let app = NotesApp(renderer: renderer)
        try await renderer.drive { try await app.start() }
        let sheet = try await renderer.drive { try await app.newNote() }
        try app.write("buy milk", in: sheet)
        app.confirmDiscard = { _ in true }
        try await renderer.drive { try await app.tabs.selectPage(.settings) }
        let changes = app.navigator.changeCount
        try await renderer.drive { _ = try await app.links.open("notes://note/42") }
        #expect(app.navigator.changeCount == changes + 1)
        #expect(app.tabs.currentPage == .notes)
        #expect(try app.notes().router.routes == [.list, .note(id: 42)])
        #expect(app.navigator.tree.entry(sheet) == nil)
    }

    @Test func onboarding_coversEverything_andFinishingItComesBack() async throws {
        let app = try await started()
        let onboarding = try await app.startOnboarding()
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(OnboardingRoute.welcome))
        try await onboarding.router.navigate(toRoute: .sync)
        try await onboarding.finishFlow()
        #expect(app.navigator.tree.topEntry?.route == AnyRoute(NotesRoute.list))
    }

    @Test func theDraft_isSavedWithTheTree_andComesBackAfterARestore() async throws {
        let app = try await started()
        let sheet = try await app.newNote()
        try app.write("buy milk", in: sheet)
        let saved = app.navigator.tree
        let bags = app.navigator.state(of: .entry(sheet))

        let relaunched = try await started()
        try await relaunched.navigator.restore(saved)
        relaunched.navigator.restoreStates(entries: [sheet: bags], flows: [:])
        #expect(relaunched.draft(of: sheet) == "buy milk")
        #expect(relaunched.navigator.tree.entry(sheet)?.route == AnyRoute(NotesRoute.newNote))
    }
}
