/// Why a coordinator family (``NavigationCoordinatable``, ``ChildCoordinatable``,
/// ``BaseCoordinator``) refused a request; nothing changed.
///
/// Requests a stack refuses (popping past a root, touching a parent's entries) arrive as
/// ``NavigationError/path(_:container:)`` instead: these are the rules of the families themselves.
/// Coordinators are named as `c3 DetailCoordinator`, or by type alone before they are attached.
public enum CoordinatorFamilyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two route properties of one coordinator resolve to the same registered name.
    case duplicateRouteName(String, coordinator: String)
    /// A key path leads to a route that is not declared with `@Route` or `@Root` on a stored
    /// property of the coordinator, so it has no registered name; `declared` lists those that do.
    case undeclaredRoute(coordinator: String, declared: [String])
    /// The request needs the coordinator's parent, which was never set or is gone.
    case noParent(coordinator: String, request: String)
    /// The coordinator given is not a child of the one asked.
    case notAChild(child: String, parent: String)
    /// The request does not fit how the coordinator is placed.
    case notAllowed(coordinator: String, request: String, reason: String)

    /// The error as one sentence: what was asked, what was found, and where.
    public var description: String {
        switch self {
        case .duplicateRouteName(let name, let coordinator):
            "\(coordinator) declares two routes named '\(name)'; give one an explicit name"
        case .undeclaredRoute(let coordinator, let declared):
            "\(coordinator): the key path does not lead to a route declared with @Route or @Root on a stored "
                + "property (declared: \(declared.isEmpty ? "none" : declared.joined(separator: ", ")))"
        case .noParent(let coordinator, let request):
            "\(request) on \(coordinator): the coordinator has no parent (never set, or released)"
        case .notAChild(let child, let parent):
            "\(child) is not a child of \(parent)"
        case .notAllowed(let coordinator, let request, let reason):
            "\(request) on \(coordinator): \(reason)"
        }
    }
}

extension CoordinatorCore {
    /// `c3 DetailCoordinator`, or `DetailCoordinator` before the coordinator is attached.
    var label: String {
        id == .unattached ? name : "\(id) \(name)"
    }
}
