import WayfinderRouting

/// Which entry a ``PathOperation/goBackTo(_:)`` or ``PathOperation/popTo(_:)`` aims at, as data.
///
/// Name and type targets match the topmost (most recently shown) entry, like FlowStacks'
/// `goBackTo(where:)`. A predicate cannot be data; use ``RoutePath/goBackTo(where:as:ids:)``
/// for that.
public enum EntryTarget: Hashable, Codable, Sendable {
    /// The entry with this id.
    case id(EntryID)
    /// The entry at this index of the whole path (0 is the root).
    case index(Int)
    /// The topmost entry whose ``/WayfinderRouting/RouteType/routeName`` is this.
    case routeName(String)
    /// The topmost entry whose unwrapped route (``/WayfinderRouting/RouteType/baseRoute``) has this
    /// ``/WayfinderRouting/RouteType/registeredName``.
    case routeType(String)

    /// The topmost entry whose unwrapped route is of type `type`, matched by its registered name.
    ///
    /// - Parameter type: A route type; type-erased routes match through ``/WayfinderRouting/RouteType/baseRoute``.
    /// - Returns: ``routeType(_:)`` with the type's registered name.
    public static func type<T: RouteType>(_ type: T.Type) -> EntryTarget {
        .routeType(T.registeredName)
    }

    /// Whether `entry` is aimed at (not used for ``index(_:)``).
    @inlinable func matches<Route>(_ entry: Entry<Route>) -> Bool {
        switch self {
        case .id(let id): entry.id == id
        case .index: false
        case .routeName(let name): entry.route.routeName == name
        case .routeType(let name): entry.route.baseRegisteredName == name
        }
    }
}

extension EntryTarget: CustomStringConvertible {
    /// `#9`, `index 3`, `name 'cart'`, `type 'shop'`.
    public var description: String {
        switch self {
        case .id(let id): "\(id)"
        case .index(let index): "index \(index)"
        case .routeName(let name): "name '\(name)'"
        case .routeType(let name): "type '\(name)'"
        }
    }
}
