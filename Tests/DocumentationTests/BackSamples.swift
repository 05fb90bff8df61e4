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

@MainActor
@Suite struct BackSamplesTests {
    @Test func articleSamples_run() async throws {
        let navigator = Navigator()
        let coordinator = BackSampleCoordinator()
        try await navigator.start(root: coordinator)
        try await coordinator.router.navigate(toRoute: .edit)
        let entry = try #require(navigator.tree.topEntry?.id)
        let context = try #require(navigator.context(for: entry))
        let container = try #require(navigator.tree.root?.container)
        let drawer = Drawer()

        // The chain
        let handler = context.onBack { drawer.close() }
        handler.isEnabled = drawer.isOpen
        let ticket = navigator.handle(.back)
        if ticket.error == .nothingToGoBack {
            // leave the app
        }
        #expect(drawer.closed == 1 && ticket.error == nil)
        handler.remove()

        // Leave checks
        let form = DraftForm()
        context.leaveCheck = { _ in
            form.draft.isEmpty ? .leave : .stay(reason: "the draft is not saved")
        }
        do {
            let request = NavigationRequest([.path(container, scope: nil, .pop(1))])
            let ticket = navigator.send(request, askingLeaveChecks: true)
            await #expect(throws: NavigationError.self) { try await ticket.value() }
        }
        form.draft = ""

        // Interactive back
        let preview = try await navigator.beginInteractiveBack()
        try navigator.updateInteractiveBack(preview.id, progress: 0.6)
        try await navigator.commitInteractiveBack(preview.id).value()
        #expect(coordinator.router.routes == [.list])

        // Gestures that already happened
        try await coordinator.router.navigate(toRoute: .edit)
        form.draft = "unsaved"
        try await swipeBack(navigator, form: form, coordinator: coordinator)
    }

    private func swipeBack(
        _ navigator: Navigator, form: DraftForm, coordinator: BackSampleCoordinator
    ) async throws {
        let entry = try #require(navigator.tree.topEntry?.id)
        navigator.context(for: entry)?.leaveCheck = { _ in
            form.draft.isEmpty ? .leave : .stay(reason: "the draft is not saved")
        }
        let swipe = navigator.handle(.backSwipe(entry, completed: true))
        do {
            try await swipe.value()
        } catch NavigationError.leaveRefused(_, _, let reason) {
            print("the screen came back: \(reason)")
        } catch {
            print("refused: \(error)")
        }
        #expect(swipe.error == .leaveRefused(entry: entry, route: "edit", reason: "the draft is not saved"))
        #expect(coordinator.router.routes == [.list, .edit])
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
            try await navigator.transaction(source: .deepLink) {
                try await notes.router.dismiss()
                try await notes.router.navigate(toRoute: .note(id: 42))
            }
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
