import Observation
import WayfinderRouting
import WayfinderStacks

/// A coordinator with one screen, started in a mode — pushed, presented or embedded — and a
/// list of child coordinators: the UIKit `BaseCoordinator` family.
///
/// Subclass it, return the screen from ``build()`` and choose the mode in ``start()``:
///
/// ```swift
/// final class HomeCoordinator: BaseCoordinator {
///     override func build() -> AnyRoute { AnyRoute(AppScreen.home) }
///
///     func showDetail(for item: Int) async throws {
///         let detail = DetailCoordinator(item: item)
///         detail.parentCoordinator = self
///         try await detail.start()
///     }
/// }
/// ```
///
/// Cleanup is automatic and comes from the engine: when the coordinator's screen is popped
/// (also by a back swipe), its modal dismissed or the screen hosting it removed, it is finished
/// — its embedded children (``shouldBeAutomaticallyFinished``) first, then its other children —
/// removed from its parent and released, and ``didFinish()`` is called once.
@MainActor
@Observable
open class BaseCoordinator: CoordinatorType {
    /// The engine's record of this coordinator.
    @ObservationIgnored public let core: CoordinatorCore
    /// The mode it was last started with, `nil` before it started. The parent or presenter the
    /// mode names is held weakly: once it is gone, an embedding reads `nil` and a presentation
    /// names no presenter.
    public var coordinatorMode: CoordinatorMode? { startedMode?.mode }
    @ObservationIgnored private var startedMode: StartedMode?
    @ObservationIgnored private weak var requestedParent: BaseCoordinator?

    /// Creates a coordinator.
    ///
    /// - Parameter name: A display name for trees and events; the type name by default.
    public init(name: String? = nil) {
        core = CoordinatorCore(name: name ?? String(describing: Self.self), kind: .base)
        core.owner = self
    }

    // MARK: - Override points

    /// Starts the coordinator; the default starts it in ``CoordinatorMode/push``.
    ///
    /// - Throws: ``NavigationError`` when it cannot be shown.
    open func start() async throws {
        try await start(coordinatorMode: .push)
    }

    /// The screen this coordinator shows. The default is a data route named after the coordinator.
    ///
    /// - Returns: The screen's route.
    open func build() -> AnyRoute {
        AnyRoute(DefaultRoute(core.name))
    }

    /// Called once, after the coordinator finished and left the tree. The default does nothing.
    open func didFinish() {}

    /// Starts the coordinator when the engine places it (as the navigator's root, a tab page,
    /// a detail column, or a child another family shows): calls ``start()``.
    public func start(animated: Bool) async throws {
        try await start()
    }

    // MARK: - Relations

    /// The parent: set it before ``start(coordinatorMode:animated:)``; once started, the
    /// coordinator that owns it, if that is a base coordinator. Held weakly.
    public var parentCoordinator: BaseCoordinator? {
        get { core.navigator == nil ? requestedParent : core.parent as? BaseCoordinator }
        set { requestedParent = newValue }
    }

    /// The coordinators this one started, in the order they started, held strongly.
    ///
    /// The engine keeps this list: a child joins it when it starts (``start(coordinatorMode:animated:)``
    /// with ``parentCoordinator`` set, ``CoordinatorType/navigate(to:presentationStyle:withNavigation:policy:animated:)``,
    /// ``embed(_:in:animated:)``, ``showDetail(_:animated:)``) and leaves it when it finishes, so
    /// the UIKit seed's `childCoordinators.append(child)` has nothing to do and does not compile.
    public var childCoordinators: [any CoordinatorType] {
        get { core.children }
        @available(
            *, unavailable,
            message:
                "Wayfinder adds a child when it starts: set child.parentCoordinator = self, then call child.start(); childDidFinish(_:) removes one"
        )
        set {}
    }

    /// Whether the engine finishes this coordinator before its siblings when its parent's
    /// screens go (the UIKit seed's "removed first during cleanup").
    ///
    /// Cleanup itself is always automatic. By default a coordinator hosted by a screen (embedded
    /// in a slot, or shown in a detail column) is finished first; set this to change that.
    public var shouldBeAutomaticallyFinished: Bool {
        get { core.finishesBeforeSiblings }
        set { core.finishesFirst = newValue }
    }

    // MARK: - Engine

    /// Records the mode once the coordinator is shown.
    func started(in mode: CoordinatorMode) {
        startedMode = StartedMode(mode)
    }

    /// Whether a start in `mode` would change the mode this coordinator was started in.
    func changesMode(_ mode: CoordinatorMode) -> Bool {
        guard let startedMode else { return false }
        return !startedMode.keeps(mode)
    }
}
