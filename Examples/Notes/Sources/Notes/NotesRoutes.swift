import WayfinderCoordinators
import WayfinderRouting

/// The notes tab's screens.
public enum NotesRoute: RouteType {
    /// Every note.
    case list
    /// One note.
    case note(id: Int)
    /// A new note, in a sheet the user can pull to half or full height.
    case newNote

    public static let registeredName = "notes"

    public var presentationStyle: PresentationStyle {
        switch self {
        case .list, .note: .push
        case .newNote: .detents([.medium, .large])
        }
    }
}

/// The settings tab's screens.
public enum SettingsRoute: RouteType {
    /// The settings.
    case settings
    /// About the app.
    case about

    public static let registeredName = "settings"

    public var presentationStyle: PresentationStyle { .push }
}

/// The onboarding flow's screens, shown over everything the first time.
public enum OnboardingRoute: RouteType {
    /// Says hello.
    case welcome
    /// Asks whether to sync.
    case sync

    public static let registeredName = "onboarding"

    public var presentationStyle: PresentationStyle { .push }
}

/// The two tabs.
public enum NotesTab: TabPage, CaseIterable {
    case notes
    case settings

    public var position: Int { self == .notes ? 0 : 1 }

    public var dataSource: TabPageDataSource {
        switch self {
        case .notes: TabPageDataSource(title: "Notes", icon: "note.text")
        case .settings: TabPageDataSource(title: "Settings", icon: "gear")
        }
    }

    public func coordinator() -> any CoordinatorType {
        switch self {
        case .notes: NotesCoordinator()
        case .settings: SettingsCoordinator()
        }
    }
}
