import WayfinderCoordinators
import WayfinderRouting

/// A small route type for exercising the kit.
enum NoteRoute: RouteType {
    case list
    case note(Int)
    case editor
    static let registeredName = "notes"
    var presentationStyle: PresentationStyle {
        switch self {
        case .list, .note: .push
        case .editor: .sheet
        }
    }
}

/// Starts on the note list.
final class NotesCoordinator: Coordinator<NoteRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .list, animated: animated)
    }
}

/// A child flow that starts on one note.
final class NoteCoordinator: Coordinator<NoteRoute> {
    override func start(animated: Bool = true) async throws {
        try await startFlow(route: .note(0), animated: animated)
    }
}
