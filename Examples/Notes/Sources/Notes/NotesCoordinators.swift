import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

/// The notes tab: the list, a note, and the new-note sheet.
public final class NotesCoordinator: Coordinator<NotesRoute> {
    public override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }

    /// Shows a note over the list.
    public func open(note id: Int) async throws(NavigationError) {
        try await router.navigate(toRoute: .note(id: id))
    }
}

/// The settings tab.
public final class SettingsCoordinator: Coordinator<SettingsRoute> {
    public override func start(animated: Bool = true) async throws {
        try await startFlow(route: .settings, animated: animated)
    }
}

/// The onboarding flow: welcome, then sync; finishing it dismisses the cover.
public final class OnboardingCoordinator: Coordinator<OnboardingRoute> {
    public override func start(animated: Bool = true) async throws {
        try await startFlow(route: .welcome, animated: animated)
    }
}

/// The tab bar at the root of the app.
public final class NotesTabs: TabCoordinator<NotesTab> {
    public init() {
        super.init(pages: NotesTab.allCases, currentPage: .notes)
    }
}
