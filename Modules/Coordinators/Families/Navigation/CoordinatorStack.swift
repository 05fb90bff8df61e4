import WayfinderRouting
import WayfinderStacks

/// The stack declaration of a ``NavigationCoordinatable``: the root it starts with, and a
/// read-only view of the entries it shows.
///
/// Named `CoordinatorStack` so that it never clashes with SwiftUI's `NavigationStack` in files
/// that import both. It holds no navigation state of its own: the entries live in the
/// ``Navigator``; ``entries`` reads them (and registers for updates with `Observation`).
///
/// ```swift
/// final class ShopCoordinator: NavigationCoordinatable {
///     let stack = CoordinatorStack<ShopCoordinator>(initial: \.home)
///     @Root var home = makeHome
///     @Route(.push) var detail = makeDetail
/// }
/// ```
@MainActor
public final class CoordinatorStack<Owner: NavigationCoordinatable> {
    /// The engine's record of the owning coordinator.
    let core: CoordinatorCore
    /// Makes the entry route of the initial root.
    let initial: @MainActor (Owner) throws(NavigationError) -> KeyPathRoute
    /// Whether the owner's route properties have been named, and the error naming them gave.
    var naming: Result<[String], NavigationError>?
    /// The route each child coordinator made through a key-path route was made by.
    var childRoutes: [ObjectIdentifier: RouteMark] = [:]

    /// Creates a stack starting with a root that takes no input.
    ///
    /// - Parameters:
    ///   - initial: The root to start with, such as `\.home`.
    ///   - name: The coordinator's display name in trees and events; the type name by default.
    public init<Output: RouteType>(
        initial: KeyPath<Owner, RouteTransition<Owner, RootSwitch, Void, Output>>,
        name: String? = nil
    ) {
        core = CoordinatorCore(name: name ?? String(describing: Owner.self), kind: .navigation)
        self.initial = { owner throws(NavigationError) in try owner.keyPathRoute(owner[keyPath: initial], ()) }
    }

    /// Creates a stack starting with a root made from `input`.
    ///
    /// - Parameters:
    ///   - initial: The root to start with, such as `\.welcome`.
    ///   - input: Its input.
    ///   - name: The coordinator's display name; the type name by default.
    public init<Input, Output: RouteType>(
        initial: KeyPath<Owner, RouteTransition<Owner, RootSwitch, Input, Output>>,
        _ input: Input,
        name: String? = nil
    ) {
        core = CoordinatorCore(name: name ?? String(describing: Owner.self), kind: .navigation)
        self.initial = { owner throws(NavigationError) in try owner.keyPathRoute(owner[keyPath: initial], input) }
    }

    // MARK: - Reading

    /// The entries of the coordinator's region, root first: its own screens, the screens of
    /// the children it started, and their modal layers.
    public var entries: [Entry<AnyRoute>] { core.regionEntries }

    /// The key-path routes of the entries the coordinator itself created, root first.
    public var routes: [KeyPathRoute] {
        let scope = core.target?.scope
        return entries.filter { $0.scope == scope }.compactMap { $0.route.base(as: KeyPathRoute.self) }
    }

    // MARK: - Children made by routes

    /// Remembers which route made `child`, forgetting children that have left.
    func mark(_ child: any CoordinatorType, _ mark: RouteMark) {
        let alive = Set(core.children.map { ObjectIdentifier($0) })
        childRoutes = childRoutes.filter { alive.contains($0.key) }
        childRoutes[ObjectIdentifier(child)] = mark
    }
}

/// The route that made a child coordinator: its registered name and input.
struct RouteMark: Hashable {
    var name: String
    var input: RouteInput?
}
