import WayfinderCoordinators

/// Watches every coordinator it is shown through a weak reference, to tell how many are still
/// alive later, whoever holds them.
@MainActor
final class CoordinatorWatch {
    private struct Weak {
        weak var coordinator: (any CoordinatorType)?
    }

    /// By object address; a freed object's address can be reused, and then its slot is taken
    /// over by the new object.
    private var watched: [ObjectIdentifier: Weak] = [:]

    /// How many distinct coordinator objects were shown.
    private(set) var seen = 0

    /// Starts watching the coordinators the navigator holds now (those already watched stay).
    func watch(_ navigator: Navigator) {
        for coordinator in navigator.liveCoordinators {
            let id = ObjectIdentifier(coordinator)
            if watched[id]?.coordinator == nil {
                watched[id] = Weak(coordinator: coordinator)
                seen += 1
            }
        }
    }

    /// How many of the watched coordinators are alive.
    var alive: Int {
        watched.values.count { $0.coordinator != nil }
    }
}
