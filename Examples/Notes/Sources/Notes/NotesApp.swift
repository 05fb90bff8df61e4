import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The notes app: its navigator, tab bar, guard and deep links, with no manifest.
///
/// A renderer shows `navigator`; the user's answers to questions come back through
/// `confirmDiscard`, which the UI sets (a dialog) and tests set to a fixed answer.
@MainActor
public final class NotesApp {
    /// The one model of the app's navigation.
    public let navigator: Navigator
    /// The tab bar at the root.
    public let tabs = NotesTabs()
    /// Refuses locked notes.
    public let lockedNotes = LockedNotes()
    /// `notes://note/ID` and `notes://new`.
    public let links: DeepLinkRoutes
    /// Asks the user whether to throw a draft away; `true` leaves. The UI sets it.
    public var confirmDiscard: @MainActor (_ draft: String) async -> Bool = { _ in false }

    /// Makes the app on `renderer` (headless by default).
    public init(renderer: (any NavigationRenderer)? = nil) {
        navigator = renderer.map { Navigator(renderer: $0) } ?? Navigator()
        links = DeepLinkRoutes(navigator: navigator)
    }

    /// Starts the tab bar, the guard and the deep links.
    public func start() async throws {
        navigator.addInterceptor(lockedNotes)
        try await navigator.start(root: tabs)
        try links.register("notes://note/:id:int") { [unowned self] link in
            guard let id = link.parameters["id"]?.intValue else { return }
            try await showNote(id)
        }
    }

    /// The notes tab's coordinator.
    public func notes() throws -> NotesCoordinator {
        try tabs.coordinator(for: .notes, as: NotesCoordinator.self)
    }

    /// Shows the notes tab with only the list and note `id` on it, whatever was shown: what a
    /// deep link to a note does, inside its transaction.
    func showNote(_ id: Int) async throws {
        let notes = try notes()
        if tabs.currentPage != .notes { try await tabs.selectPage(.notes) }
        if notes.router.entries.count > 1 { try await notes.router.restart() }
        try await notes.open(note: id)
    }

    // MARK: - The new-note sheet

    /// Presents the new-note sheet, with the detents its route declares, and gives it a leave
    /// check: a draft that is not empty is thrown away only if the user says so.
    ///
    /// - Returns: The sheet's entry, whose saved state holds the draft.
    @discardableResult
    public func newNote() async throws -> EntryID {
        let notes = try notes()
        let sheet = try await notes.router.present(.newNote)
        guard let context = navigator.context(for: sheet) else { throw NavigationError.notAttached(notes.id) }
        context.leaveCheck = { [unowned self] _ in
            let draft = self.draft(of: sheet)
            guard !draft.isEmpty else { return .leave }
            return await self.confirmDiscard(draft) ? .leave : .stay(reason: "the draft is not saved")
        }
        return sheet
    }

    /// Saves `text` as the draft of the sheet `sheet`; it is saved with the tree.
    public func write(_ text: String, in sheet: EntryID) throws {
        try navigator.setState(text.isEmpty ? nil : .string(text), forKey: "draft", of: .entry(sheet))
    }

    /// The draft of the sheet `sheet`.
    public func draft(of sheet: EntryID) -> String {
        if case .string(let text)? = navigator.state(of: .entry(sheet))["draft"] { return text }
        return ""
    }

    // MARK: - Onboarding

    /// Shows onboarding over everything, as a full-screen cover.
    public func startOnboarding() async throws -> OnboardingCoordinator {
        let onboarding = OnboardingCoordinator()
        try await onboarding.forcePresentation(presentationStyle: .fullScreenCover, mainCoordinator: tabs)
        return onboarding
    }
}

/// Refuses to show a locked note until it is unlocked.
@MainActor
public final class LockedNotes: NavigationInterceptor {
    public let name = "locked-notes"
    /// The notes that are locked.
    public var locked: Set<Int> = [7]

    public init() {}

    public func intercept(_ proposal: NavigationProposal) -> InterceptorDecision {
        for entry in proposal.inserted {
            if case .note(let id)? = entry.route.base(as: NotesRoute.self), locked.contains(id) {
                return .deny(reason: "note \(id) is locked")
            }
        }
        return .allow
    }
}
