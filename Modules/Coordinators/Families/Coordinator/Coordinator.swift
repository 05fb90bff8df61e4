import Observation
import WayfinderRouting
import WayfinderStacks

/// A flow of screens of one route type, with its own ``Router``: the SUICoordinator family.
///
/// Subclass it and override ``start(animated:)`` to show the first screen:
///
/// ```swift
/// final class HomeCoordinator: Coordinator<HomeRoute> {
///     override func start(animated: Bool = true) async throws {
///         try await startFlow(route: .actionList, animated: animated)
///     }
///
///     func showDetail() async throws {
///         try await router.navigate(toRoute: .detail)
///     }
/// }
/// ```
///
/// A coordinator placed in another's stack (pushed, or presented in a modal layer) navigates in
/// its own scope of that stack; the navigator's root and tab pages own their stacks.
@MainActor
@Observable
open class Coordinator<Route: RouteType>: CoordinatorType {
    /// The engine's record of this coordinator.
    @ObservationIgnored public let core: CoordinatorCore
    /// The router this coordinator navigates its own screens with.
    @ObservationIgnored public private(set) lazy var router = Router<Route>(core: core)

    /// Creates a coordinator.
    ///
    /// - Parameter name: A display name for trees and events; the type name by default.
    public init(name: String? = nil) {
        core = CoordinatorCore(name: name ?? String(describing: Self.self), kind: .coordinator)
        core.owner = self
    }

    // MARK: - Override points

    /// Shows the first screen, normally with ``startFlow(route:transitionStyle:animated:)``.
    ///
    /// The default shows nothing, which makes starting this coordinator fail with
    /// ``NavigationError/childDidNotStart(_:)``.
    open func start(animated: Bool = true) async throws {}

    /// Called once after the coordinator finished and left the tree. The default does nothing.
    open func didFinish() {}

    // MARK: - Flow

    /// Clears everything this coordinator shows and starts over with `route` as its root.
    ///
    /// The first call places the coordinator: as the navigator's root, as a tab page, or pushed
    /// or presented by its parent (with `transitionStyle`, else the style its parent asked for,
    /// else the route's own).
    ///
    /// - Parameters:
    ///   - route: The root screen.
    ///   - transitionStyle: How the root is shown when the placement leaves it open.
    ///   - animated: Whether the renderer should animate.
    /// - Returns: The id of the root screen, discardable: its context, state and leave check are
    ///   one call away (``Navigator/context(for:)``, ``EntryContext/leaveCheck``). A start that
    ///   waits returns once it is shown; a refused one throws and returns no id. Inside a
    ///   transaction the id holds once the transaction commits, as for
    ///   ``Router/navigate(toRoute:presentationStyle:withNavigation:animated:)``.
    /// - Throws: ``NavigationError`` when the change is refused.
    @discardableResult
    public func startFlow(
        route: Route, transitionStyle: PresentationStyle? = nil, animated: Bool = true
    )
        async throws(NavigationError) -> EntryID
    {
        let root = try await AnimationIntent.run(animated) { () throws(NavigationError) in
            try await core.showRoot(AnyRoute(route), style: transitionStyle)
        }
        return try core.shown(root, request: "startFlow(route:)")
    }

    /// Removes everything this coordinator shows and finishes it (and its children).
    ///
    /// - Throws: ``NavigationError/rootCannotFinish(_:)`` or ``NavigationError/ownedCannotFinish(_:placement:)`` for the navigator's root and for tab pages,
    ///   whose lifetimes their owners decide.
    public func finishFlow(animated: Bool = true) async throws(NavigationError) {
        try await core.finishFlow(animated: animated)
    }

    /// Finishes this flow with a result for whoever awaits it (see ``CoordinatorType/present(_:presentationStyle:expecting:animated:)``).
    ///
    /// - Parameters:
    ///   - value: The flow's result.
    ///   - animated: Whether the renderer should animate.
    public func finishFlow<Value: Sendable>(with value: Value, animated: Bool = true) async throws(NavigationError) {
        core.result = value
        do {
            try await core.finishFlow(animated: animated)
        } catch {
            core.result = nil
            throw error
        }
    }

    /// Presents `route` in a new modal layer with its own style, or as a sheet when its style
    /// is `.push`: SUICoordinator's `presentSheet(route:)`.
    ///
    /// - Parameters:
    ///   - route: The screen to present.
    ///   - withNavigation: Whether screens may be pushed inside the layer; `true` by default.
    ///   - animated: Whether the renderer should animate.
    /// - Returns: The id of the presented screen, discardable; see
    ///   ``Router/present(_:presentationStyle:withNavigation:animated:)``.
    /// - Throws: ``NavigationError`` when refused.
    @discardableResult
    public func presentSheet(
        route: Route, withNavigation: Bool = true, animated: Bool = true
    )
        async throws(NavigationError) -> EntryID
    {
        try await router.present(route, withNavigation: withNavigation, animated: animated)
    }

    /// Presents this coordinator on the top-most coordinator, wherever the user is: for deep
    /// links and notifications.
    ///
    /// - Parameters:
    ///   - presentationStyle: How to show it; `nil` uses the style its ``start(animated:)`` gives
    ///     ``startFlow(route:transitionStyle:animated:)``, else its root route's own style.
    ///   - mainCoordinator: Where to search for the top-most coordinator from; the navigator's
    ///     root when `nil` (then this coordinator must already know its navigator).
    ///   - animated: Whether the renderer should animate.
    /// - Throws: What this coordinator's ``start(animated:)`` threw, as it threw it;
    ///   ``NavigationError`` when the change is refused.
    public func forcePresentation(
        presentationStyle: PresentationStyle? = nil,
        animated: Bool = true,
        mainCoordinator: (any CoordinatorType)? = nil
    ) async throws {
        try await core.forcePresentationPassingAppErrors(
            presentationStyle: presentationStyle, animated: animated, mainCoordinator: mainCoordinator)
    }

    /// Starts this coordinator's flow over: everything it shows is removed and ``start(animated:)``
    /// runs again, in one transaction.
    ///
    /// - Throws: What ``start(animated:)`` threw, as it threw it (nothing changed then);
    ///   ``NavigationError`` when the change is refused.
    public func restart(animated: Bool = true) async throws {
        try await passingAppErrors { () throws(NavigationError) in
            try await AnimationIntent.run(animated) { () throws(NavigationError) in
                try await core.transaction {
                    try await self.start(animated: animated)
                }
            }
        }
    }
}
