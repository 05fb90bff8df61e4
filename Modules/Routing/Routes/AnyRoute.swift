import Synchronization

/// A route of any ``RouteType``, erased to one concrete type.
///
/// `AnyRoute` lets one path hold routes of several types, like FlowStacks' type-erased path:
/// every stack of a navigator is a `RoutePath<AnyRoute>` (the Coordinators module calls it
/// `ContainerPath`). It forwards ``presentationStyle`` and ``routeName`` to the route it wraps
/// and returns that route from ``baseRoute``, so a router's `popTo(_:animated:)` with a route
/// type sees through it.
///
/// Two `AnyRoute` values are equal when they wrap routes of the same Swift type that are equal;
/// routes of different types are never equal, even if they share a registered name.
///
/// Wrapping an `AnyRoute` again does not nest: `AnyRoute(AnyRoute(route)) == AnyRoute(route)`.
///
/// ```swift
/// let route = AnyRoute(ShopRoute.item(id: 3))
/// route.routeName                  // "item"
/// route.registeredTypeName         // "shop"
/// route.base(as: ShopRoute.self)   // .item(id: 3)
/// ```
///
/// `AnyRoute` encodes as `{"type": <registered name>, "value": <the route's own Codable form>}`
/// and decodes through the ``RouteRegistry`` found in `decoder.userInfo[.routeRegistry]`; see
/// `AnyRoute+Codable.swift`.
public struct AnyRoute: RouteType {
    /// A reserved placeholder; it is never written anywhere.
    ///
    /// `AnyRoute` is persisted under the registered name of the route it wraps
    /// (``registeredTypeName``), so this name only exists to satisfy ``RouteType``.
    /// ``RouteRegistry`` refuses to register any type under it.
    public static let registeredName = "wayfinder.any-route"

    /// The wrapped route; never itself an `AnyRoute`.
    public var base: any RouteType { box.base }

    /// The wrapped route's name, asked of the route the first time it is read and kept after.
    ///
    /// A push or pop that nothing observes never needs the name, so wrapping a route does not ask
    /// for it. Interceptors, observers and events may read it several times per transaction; the
    /// first read asks the route and every later one (from any thread, on any copy of this value)
    /// returns the kept name. Threads racing on the first read may each ask; all get the name
    /// that was kept. A route type named by `@RouteNames` (WayfinderMacros) or by a
    /// hand-written `switch` answers in a few instructions; one that keeps the reflecting default
    /// (``RouteType/reflectedRouteName``) pays one reflection, on the first read only.
    public var routeName: String { box.name }

    /// The route and its kept name, shared by every copy: copying an `AnyRoute` copies one
    /// reference, whatever the size of the route it wraps.
    private let box: Box

    // MARK: - Creating

    /// Wraps a route, unwrapping it first if it already is an `AnyRoute`.
    ///
    /// - Parameter route: The route to wrap.
    public init(_ route: some RouteType) {
        if let erased = route as? AnyRoute {
            self = erased
        } else {
            box = Box(route)
        }
    }

    // MARK: - Reading the wrapped route

    /// The registered name of the wrapped route's type (`shop` for a `ShopRoute`).
    public var registeredTypeName: String {
        type(of: base).registeredName
    }

    /// The wrapped route as `type`, or `nil` when it is a route of another type.
    ///
    /// - Parameter type: The route type expected.
    /// - Returns: The wrapped route, or `nil`.
    public func base<Route: RouteType>(as type: Route.Type) -> Route? {
        base as? Route
    }

    // MARK: - RouteType

    /// The wrapped route.
    public var baseRoute: any RouteType { base }

    /// The wrapped route's presentation style.
    public var presentationStyle: PresentationStyle { base.presentationStyle }

    // MARK: - Hashable

    /// Whether both wrap routes of the same Swift type that are equal.
    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.box === rhs.box || lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped route's Swift type and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension AnyRoute {
    /// What every copy of one `AnyRoute` shares: the wrapped route and, once read, its name.
    private final class Box: Sendable {
        let base: any RouteType
        /// The name once read: a set-once slot holding a retained ``KeptRouteName``, released
        /// with the box.
        private let kept = Atomic<Unmanaged<KeptRouteName>?>(nil)

        init(_ base: any RouteType) {
            self.base = base
        }

        deinit {
            kept.load(ordering: .acquiring)?.release()
        }

        /// The kept name; the first read asks the route and keeps what it says.
        var name: String {
            if let kept = kept.load(ordering: .acquiring) {
                return kept.takeUnretainedValue().name
            }
            let made = Unmanaged.passRetained(KeptRouteName(base.routeName))
            let (stored, found) = kept.compareExchange(
                expected: nil, desired: made, ordering: .acquiringAndReleasing)
            if !stored, let found {
                // Another thread kept its name first: use that one, so every read agrees.
                made.release()
                return found.takeUnretainedValue().name
            }
            return made.takeUnretainedValue().name
        }
    }
}

/// A route name kept by ``AnyRoute`` once read (a class, so that the set-once slot can hold it).
private final class KeptRouteName: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

extension AnyRoute: CustomStringConvertible {
    /// The wrapped route as text, prefixed by its registered name (`shop: item(id: 3)`).
    public var description: String {
        "\(registeredTypeName): \(String(describing: base))"
    }
}

extension RouteType {
    /// Whether `other` is a route of this very type and equal to `self`.
    func isEqual(to other: any RouteType) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
