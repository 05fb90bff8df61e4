import WayfinderRouting
import WayfinderStacks

/// A coordinator that shares its parent's stack but controls it only from its own root up.
///
/// The child's first screen (``root``) is pushed onto the stack of its parent, a
/// ``NavigationCoordinatable``, as the root of a `bounded` scope: the parent may still push
/// above it, and the child may push, pop back to its root (``popToChildRoot(_:)``) and focus any
/// screen of its region (``focusWithinScope(_:)``), but popping beyond its root, changing the
/// parent's entries or dismissing the parent is refused with a ``NavigationError``, leaving the
/// stack as it was. The child navigates with its parent's routes (the `route(to:)` overloads), and its
/// ``customize(_:)`` attributes go on every entry of its scope.
///
/// ```swift
/// final class DetailCoordinator: ChildCoordinatable {
///     typealias Parent = MainCoordinator
///     weak var parent: MainCoordinator?
///     let core = CoordinatorCore(child: DetailCoordinator.self)
///     private(set) var root: AnyRoute
///
///     init(root: AnyRoute) { self.root = root }
///
///     func customize(_ attributes: [String: String]) -> [String: String] {
///         attributes.merging(["tint": "blue"]) { $1 }
///     }
/// }
///
/// // In MainCoordinator:
/// @Route(.push) var detail = makeDetailCoordinator
/// func makeDetailCoordinator() -> DetailCoordinator {
///     let coordinator = DetailCoordinator(root: AnyRoute(MainScreen.detail))
///     coordinator.parent = self
///     return coordinator
/// }
/// ```
@MainActor
public protocol ChildCoordinatable: CoordinatorType {
    /// The coordinator whose stack the child shares and whose routes it uses.
    associatedtype Parent: NavigationCoordinatable

    /// The parent; hold it weakly (`weak var parent: Parent?`). When it is not set, starting
    /// through a parent's route sets it.
    var parent: Parent? { get set }

    /// The route of the child's first screen: the boundary of what it controls.
    var root: AnyRoute { get }

    /// The renderer attributes attached to every entry of the child's scope.
    ///
    /// - Parameter attributes: The attributes inherited from the scope that placed the child.
    /// - Returns: The attributes to attach. The default returns `attributes` unchanged.
    func customize(_ attributes: [String: String]) -> [String: String]
}

extension ChildCoordinatable {
    // MARK: - CoordinatorType

    /// Shows ``root`` as the root of a bounded scope of the stack it was placed in.
    public func start(animated: Bool = true) async throws {
        if case .child(let container, let parentScope, let style, nil, let withNavigation) = core.pending {
            core.pending = .child(
                container: container, parentScope: parentScope, style: style, policy: .bounded,
                withNavigation: withNavigation)
        }
        try await core.showRoot(root, style: nil, attributes: customize(core.inheritedAttributes))
        if (self.parent as Parent?) == nil, let placer = core.parent as? Parent {
            self.parent = placer
        }
    }

    /// Does nothing.
    public func didFinish() {}

    /// Returns `attributes` unchanged.
    public func customize(_ attributes: [String: String]) -> [String: String] { attributes }
}
