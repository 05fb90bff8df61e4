import Atomics

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
    public var base: any RouteType { shared.box.base }

    /// The wrapped route's name, asked of the route the first time it is read and kept after.
    ///
    /// A push or pop that nothing observes never needs the name, so wrapping a route does not ask
    /// for it. Interceptors, observers and events may read it several times per transaction; the
    /// first read asks the route and every later one (from any thread, on any copy of this value)
    /// returns the kept name. Threads racing on the first read may each ask; all get the name
    /// that was kept. A route type named by `@RouteNames` (WayfinderMacros) or by a
    /// hand-written `switch` answers in a few instructions; one that keeps the reflecting default
    /// (``RouteType/reflectedRouteName``) pays one reflection, on the first read only.
    public var routeName: String { shared.box.name }

    /// The route and its kept name, shared by every copy: copying an `AnyRoute` copies one
    /// reference, whatever the size of the route it wraps.
    private let shared: Shared

    // MARK: - Creating

    /// Wraps a route, unwrapping it first if it already is an `AnyRoute`.
    ///
    /// - Parameter route: The route to wrap.
    public init<Route: RouteType>(_ route: Route) {
        if Route.self == AnyRoute.self {
            // The same type, compared without a dynamic cast (~150 instructions a wrap).
            self = unsafeBitCast(route, to: AnyRoute.self)
        } else {
            shared = Shared(box: Box.make(route))
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
        lhs.shared.box === rhs.shared.box || lhs.base.isEqual(to: rhs.base)
    }

    /// Hashes the wrapped route's Swift type and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension AnyRoute {
    /// What every copy of one `AnyRoute` shares, in one allocation: the wrapped route (the
    /// header) and, once read, its name (the one element: a set-once slot from swift-atomics,
    /// lock-free; the standard library's atomics and mutex need macOS 15 / iOS 18, and the
    /// package supports macOS 14 / iOS 17).
    ///
    /// A managed buffer cannot be `Sendable`; ``Shared`` holds it and vouches for it.
    private final class Box: ManagedBuffer<any RouteType, UnsafeAtomicLazyReference<KeptRouteName>.Storage> {
        /// A box holding `base` and an empty slot.
        static func make(_ base: any RouteType) -> Box {
            let buffer = create(minimumCapacity: 1) { _ in base }
            buffer.withUnsafeMutablePointerToElements { $0.initialize(to: .init()) }
            // `create` called on a subclass makes an instance of that subclass.
            return unsafeDowncast(buffer, to: Box.self)
        }

        deinit {
            withUnsafeMutablePointerToElements { slot in
                slot.pointee.dispose()
                _ = slot.deinitialize(count: 1)
            }
        }

        var base: any RouteType { header }

        /// The kept name; the first read asks the route and keeps what it says.
        var name: String {
            withUnsafeMutablePointerToElements { pointer in
                let slot = UnsafeAtomicLazyReference(at: pointer)
                if let kept = slot.load() {
                    return kept.name
                }
                return slot.storeIfNilThenLoad(KeptRouteName(header.routeName)).name
            }
        }
    }
}

extension AnyRoute {
    /// A ``Box`` that crosses threads: its header (the route) is set when it is made and never
    /// changed, and its slot is only read and set atomically.
    private struct Shared: @unchecked Sendable {
        let box: Box
    }
}

/// A route name kept by ``AnyRoute`` once read (a class, so that the set-once slot can hold it).
private final class KeptRouteName: Sendable {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

extension AnyRoute: CustomReflectable {
    /// The wrapped route, as `dump` and test failures show an `AnyRoute`.
    public var customMirror: Mirror {
        Mirror(self, children: ["base": base], displayStyle: .struct)
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
