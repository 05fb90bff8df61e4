import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

// The code of the article "Interceptors and guards in Swift" (Modules/Coordinators/
// WayfinderCoordinators.docc), compiled and run.

enum NoteRoute: RouteType {
    case list
    case note(id: Int)
    case login

    static let registeredName = "notes"

    var presentationStyle: PresentationStyle {
        switch self {
        case .list, .note: .push
        case .login: .fullScreenCover
        }
    }
}

final class NoteListCoordinator: Coordinator<NoteRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }
}

@MainActor
final class LockedNotes: NavigationInterceptor {
    let name = "locked-notes"
    var locked: Set<Int> = [7]

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        for entry in proposal.inserted {
            if case .note(let id)? = entry.route.base(as: NoteRoute.self), locked.contains(id) {
                return .deny(reason: "note \(id) is locked")
            }
        }
        return .allow
    }
}

@MainActor
final class SignInGuard: NavigationInterceptor {
    let name = "sign-in"
    var signedIn = false
    private var kept: NavigationRequest?

    func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        let wantsNote = proposal.inserted.contains { entry in
            if case .note? = entry.route.base(as: NoteRoute.self) { return true }
            return false
        }
        guard !signedIn, wantsNote, case .path(let container, let scope, _)? = proposal.request.steps.first else {
            return .allow
        }
        kept = proposal.request
        let login = PathOperation.present(AnyRoute(NoteRoute.login), style: .fullScreenCover, withNavigation: false)
        return .redirect(NavigationRequest([.path(container, scope: scope, login)]), reason: "sign in first")
    }

    /// Called by the login screen: dismisses it and carries out the kept request, as one change.
    func signIn(on navigator: Navigator) -> NavigationTicket? {
        signedIn = true
        guard let request = kept, case .path(let container, let scope, _)? = request.steps.first else { return nil }
        kept = nil
        return navigator.send(NavigationRequest([.path(container, scope: scope, .dismiss(1))] + request.steps))
    }
}

// Refusing a change
@MainActor func lockANote() async throws {
    let navigator = Navigator()
    let notes = NoteListCoordinator()
    try await navigator.start(root: notes)
    let lock = LockedNotes()
    let token = navigator.addInterceptor(lock)

    do {
        try await notes.router.navigate(toRoute: .note(id: 7))
    } catch NavigationError.denied(let by, let reason) {
        print("\(by): \(reason)")  // locked-notes: note 7 is locked
    }
    #expect(notes.router.routes == [.list])

    navigator.removeInterceptor(token)
}

// Redirecting, then resuming
@MainActor func signInFirst() async throws {
    let navigator = Navigator()
    let notes = NoteListCoordinator()
    try await navigator.start(root: notes)
    let signIn = SignInGuard()
    navigator.addInterceptor(signIn)

    await #expect(throws: NavigationError.redirected(by: "sign-in", reason: "sign in first")) {
        try await notes.router.navigate(toRoute: .note(id: 3))
    }
    #expect(notes.router.routes == [.list, .login])

    try await signIn.signIn(on: navigator)?.value()
    #expect(notes.router.routes == [.list, .note(id: 3)])
}

// Hearing what happened
@MainActor func printRefusals(navigator: Navigator) {
    navigator.observeRefusals { refusal in
        print("refused: \(refusal.request): \(refusal.error)")
    }
}

// Deep links in Swift
@MainActor func noteLinks(navigator: Navigator, notes: NoteListCoordinator) throws -> DeepLinkRoutes {
    let links = DeepLinkRoutes(navigator: navigator)
    try links.register("notes://note/:id:int") { link in
        guard let id = link.parameters["id"]?.intValue else { return }
        try await notes.router.navigate(toRoute: .note(id: id))
    }
    return links
}

@MainActor func openNote(links: DeepLinkRoutes) async throws {
    do {
        try await links.open("notes://note/42")
    } catch NavigationError.leaveRefused(_, _, let reason) {
        print("kept: \(reason)")
    } catch let rejection as DeepLinkRejection {
        print(rejection)  // names the segment that did not match, and what was expected
    }
}

@MainActor
@Suite struct InterceptorsSamplesTests {
    @Test func refusingAChange() async throws {
        let transcript = Transcript()
        try await Transcript.$current.withValue(transcript) { try await lockANote() }
        transcript.cut()
        #expect(transcript.sections == ["locked-notes: note 7 is locked"])
        let navigator = Navigator()
        let notes = NoteListCoordinator()
        try await navigator.start(root: notes)

        // Without the guard, the note opens.
        #expect(notes.router.send(.push(.note(id: 8))).error == nil)
        try await notes.router.navigate(toRoute: .note(id: 7))
        #expect(notes.router.routes == [.list, .note(id: 8), .note(id: 7)])
        let again = NoteListCoordinator()
        let second = Navigator()
        try await second.start(root: again)
        second.addInterceptor(LockedNotes())
        await #expect(throws: NavigationError.denied(by: "locked-notes", reason: "note 7 is locked")) {
            try await again.router.navigate(toRoute: .note(id: 7))
        }
    }

    @Test func redirectingThenResuming() async throws {
        try await signInFirst()
    }

    @Test func hearingWhatHappened() async throws {
        let navigator = Navigator()
        let notes = NoteListCoordinator()
        try await navigator.start(root: notes)
        printRefusals(navigator: navigator)
        var heard: [String] = []
        navigator.observeRefusals { heard.append($0.request) }
        navigator.addInterceptor(LockedNotes())
        // A ticket tells its holder: the refusal is not reported a second time.
        let ticket = notes.router.send(.push(.note(id: 7)))
        #expect(ticket.error == .denied(by: "locked-notes", reason: "note 7 is locked"))
        #expect(heard.isEmpty)
    }

    /// The article "Deep links in Swift".
    @Test func deepLinksInSwift() async throws {
        let navigator = Navigator()
        let notes = NoteListCoordinator()
        try await navigator.start(root: notes)
        let links = try noteLinks(navigator: navigator, notes: notes)
        try await openNote(links: links)
        #expect(notes.router.routes == [.list, .note(id: 42)])
        // Again: the link pushes again and removes nothing.
        try await openNote(links: links)
        #expect(notes.router.routes == [.list, .note(id: 42), .note(id: 42)])
        // A refusal and a rejection leave the state as it was.
        let top = try #require(navigator.tree.topEntry?.id)
        try await notes.router.present(.login)
        let login = try #require(navigator.tree.topEntry?.id)
        navigator.context(for: login)?.leaveCheck = { _ in .stay(reason: "signing in") }
        try links.register("notes://home") { _ in try await notes.router.dismiss() }
        let before = navigator.tree
        await #expect(throws: NavigationError.leaveRefused(entry: login, route: "login", reason: "signing in")) {
            try await links.open("notes://home")
        }
        #expect(navigator.tree == before)
        #expect(navigator.tree.entry(top) != nil)
        await #expect(throws: DeepLinkRejection.self) { try await links.open("notes://nope") }
        #expect(navigator.tree == before)
    }
}
