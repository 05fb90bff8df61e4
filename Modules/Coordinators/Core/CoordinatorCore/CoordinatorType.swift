import WayfinderRouting
import WayfinderStacks

/// Anything the navigator can place in its tree: a flow of screens with a parent, children and
/// a `start` that shows its first screen.
///
/// Conformers hold a ``CoordinatorCore`` that the engine uses for identity, the weak parent
/// link, the strong children and placement. ``Coordinator``, ``TabCoordinator`` and the other
/// families conform; a custom family only needs a core and a `start`.
///
/// Lifetimes are explicit: a parent holds its children strongly, a child its parent weakly, and
/// the navigator holds only the root. Coordinators hold their navigator weakly, so the app keeps
/// the ``Navigator`` (which keeps the root and, through it, every coordinator); an app that kept
/// only its root coordinator finds it ``CoordinatorLifecycle/navigatorGone``, and every request
/// fails with ``NavigationError/navigatorGone``. A coordinator whose screens are all gone (popped,
/// dismissed, its tab removed, an ancestor finished) is finished and released.
@MainActor
public protocol CoordinatorType: AnyObject {
    /// The engine's record of this coordinator.
    var core: CoordinatorCore { get }

    /// Shows the coordinator's first screen; called when the coordinator is placed.
    ///
    /// - Parameter animated: Whether the renderer should animate.
    func start(animated: Bool) async throws

    /// Called once, after the coordinator finished and left the tree.
    func didFinish()
}

extension CoordinatorType {
    /// The coordinator's identity within its navigator.
    public var id: CoordinatorID { core.id }
    /// The coordinator that started this one, held weakly.
    public var parent: (any CoordinatorType)? { core.parent }
    /// The coordinators this one started, held strongly, in the order they were added.
    public var children: [any CoordinatorType] { core.children }
    /// The navigator this coordinator belongs to, once attached.
    public var navigator: Navigator? { core.navigator }
    /// Where the coordinator is in its life.
    public var lifecycle: CoordinatorLifecycle { core.lifecycle }

    /// The coordinator that owns what the user sees on top, searching from this coordinator's
    /// navigator: the owner of the top entry, descending into the selected tab.
    public var topCoordinator: (any CoordinatorType)? {
        navigator?.topCoordinator
    }
}

/// Where a coordinator is in its life.
public enum CoordinatorLifecycle: String, Hashable, Sendable, Codable {
    /// Created or attached, nothing shown yet.
    case idle
    /// Showing its screens.
    case active
    /// Finished and removed from the tree.
    case finished
    /// Attached to a navigator that was released before the coordinator finished: every request
    /// fails with ``NavigationError/navigatorGone`` and reads are empty. Keep the ``Navigator``
    /// for as long as the app shows it; coordinators hold it weakly.
    case navigatorGone
}
