import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The code of the "Back" article (Modules/Coordinators/WayfinderCoordinators.docc), compiled
// and run.

@MainActor
final class Drawer {
    var isOpen = true
    var closed = 0
    func close() {
        closed += 1
        isOpen = false
    }
}

enum BackSampleRoute: RouteType {
    case list
    case edit
    static let registeredName = "back-sample"
    var presentationStyle: PresentationStyle { .push }
}

final class BackSampleCoordinator: Coordinator<BackSampleRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }
}

// The chain
@MainActor func backChain(context: EntryContext, drawer: Drawer, navigator: Navigator) {
    let handler = context.onBack { drawer.close() }
    handler.isEnabled = drawer.isOpen
    let ticket = navigator.handle(.back)
    if ticket.error == .nothingToGoBack {
        // leave the app
    }
}

// Leave checks
@MainActor func askBeforeLeaving(context: EntryContext, form: DraftForm) {
    context.leaveCheck = { _ in
        form.draft.isEmpty ? .leave : .stay(reason: "the draft is not saved")
    }
}

// Gestures that already happened
@MainActor func reportSwipe(of entry: EntryID, navigator: Navigator) async {
    let swipe = navigator.handle(.backSwipe(entry, completed: true))
    do {
        try await swipe.value()
    } catch NavigationError.leaveRefused(_, _, let reason) {
        print("the screen came back: \(reason)")
    } catch {
        print("refused: \(error)")
    }
}

@MainActor func popAsking(in container: ContainerID, navigator: Navigator) -> NavigationTicket {
    let request = NavigationRequest([.path(container, scope: nil, .pop(1))])
    return navigator.send(request, askingLeaveChecks: true)
}

// Interactive back
@MainActor func dragBack(navigator: Navigator) async throws {
    let preview = try await navigator.beginInteractiveBack()
    try navigator.updateInteractiveBack(preview.id, progress: 0.6)
    try await navigator.commitInteractiveBack(preview.id).value()
}

@MainActor
@Suite struct BackSamplesTests {
    /// A navigator showing the list with the edit screen pushed on it, and the edit screen's id
    /// and context.
    func editing() async throws -> (Navigator, BackSampleCoordinator, EntryID, EntryContext) {
        let navigator = Navigator()
        let coordinator = BackSampleCoordinator()
        try await navigator.start(root: coordinator)
        try await coordinator.router.navigate(toRoute: .edit)
        let entry = try #require(navigator.tree.topEntry?.id)
        return (navigator, coordinator, entry, try #require(navigator.context(for: entry)))
    }

    @Test func theChain_letsTheDrawerTakeTheBack() async throws {
        let (navigator, coordinator, _, context) = try await editing()
        let drawer = Drawer()
        backChain(context: context, drawer: drawer, navigator: navigator)
        #expect(drawer.closed == 1 && !drawer.isOpen)
        #expect(coordinator.router.routes == [.list, .edit])
    }

    @Test func aLeaveCheck_keepsAnUnsavedDraft() async throws {
        let (navigator, coordinator, _, context) = try await editing()
        let container = try #require(navigator.tree.root?.container)
        let form = DraftForm()
        askBeforeLeaving(context: context, form: form)
        let ticket = popAsking(in: container, navigator: navigator)
        await #expect(throws: NavigationError.self) { try await ticket.value() }
        #expect(coordinator.router.routes == [.list, .edit])
        form.draft = ""
        try await popAsking(in: container, navigator: navigator).value()
        #expect(coordinator.router.routes == [.list])
    }

    @Test func anInteractiveBack_commits() async throws {
        let (navigator, coordinator, _, _) = try await editing()
        try await dragBack(navigator: navigator)
        #expect(coordinator.router.routes == [.list])
    }

    @Test func aSwipeOverAnUnsavedDraft_putsTheScreenBack() async throws {
        let (navigator, coordinator, entry, context) = try await editing()
        askBeforeLeaving(context: context, form: DraftForm())
        let transcript = Transcript()
        await Transcript.$current.withValue(transcript) {
            await reportSwipe(of: entry, navigator: navigator)
        }
        transcript.cut()
        #expect(transcript.sections == ["the screen came back: the draft is not saved"])
        #expect(coordinator.router.routes == [.list, .edit])
    }
}

@MainActor func showNoteFromLink(navigator: Navigator, notes: NoteListCoordinator) async throws {
    try await navigator.transaction(source: .deepLink) {
        try await notes.router.dismiss()
        try await notes.router.navigate(toRoute: .note(id: 42))
    }
}

/// The article's deep link written as a transaction, over a screen whose check refuses: it asks,
/// and nothing changes.
@MainActor
@Suite struct BackTransactionSampleTests {
    @Test func aDeepLinkTransaction_asksTheScreensItRemoves() async throws {
        let navigator = Navigator()
        let notes = NoteListCoordinator()
        try await navigator.start(root: notes)
        try await notes.router.present(.login)
        let login = try #require(navigator.tree.topEntry?.id)
        var asked: [LeaveCause] = []
        navigator.context(for: login)?.leaveCheck = { request in
            asked.append(request.cause)
            return .stay(reason: "signing in")
        }
        await #expect(throws: NavigationError.leaveRefused(entry: login, route: "login", reason: "signing in")) {
            try await showNoteFromLink(navigator: navigator, notes: notes)
        }
        #expect(asked == [.deepLink])
        #expect(notes.router.routes == [.list, .login])
    }
}

/// A screen model with a draft, which the leave check reads when asked.
@MainActor
final class DraftForm {
    var draft = "unsaved"
}
