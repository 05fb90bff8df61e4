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
    /// returns the kept name. Threads racing on the first read may each ask; all get the same
    /// name, and one of them keeps it. A route type named by `@RouteNames` (WayfinderMacros) or by a
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
    public init(_ route: some RouteType) {
        if type(of: route) == AnyRoute.self {
            // The same type, compared without a dynamic cast (~150 instructions a wrap).
            self = unsafeBitCast(route, to: AnyRoute.self)
        } else {
            shared = Shared(box: Box.make(route))
        }
    }

    // MARK: - Reading the wrapped route

    /// The registered name of the wrapped route's type (`shop` for a `ShopRoute`).
    public var registeredTypeName: String {
        shared.box.withRoute { type, _ in type.registeredName }
    }

    /// The wrapped route as `type`, or `nil` when it is a route of another type.
    ///
    /// - Parameter type: The route type expected.
    /// - Returns: The wrapped route, or `nil`.
    public func base<Route: RouteType>(as type: Route.Type) -> Route? {
        shared.box.withRoute { stored, route in stored.route(at: route, as: type) }
    }

    /// Whether the wrapped route's type declares screen rules (``RouteType/declaresScreenRules``),
    /// read from its type without copying the route out.
    public var baseDeclaresScreenRules: Bool {
        shared.box.withRoute { type, _ in type.declaresScreenRules }
    }

    // MARK: - RouteType

    /// The wrapped route.
    public var baseRoute: any RouteType { base }

    /// The wrapped route's presentation style.
    public var presentationStyle: PresentationStyle {
        shared.box.withRoute { type, route in type.presentationStyle(at: route) }
    }

    // MARK: - Hashable

    /// Whether both wrap routes of the same Swift type that are equal.
    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.shared.box === rhs.shared.box
            || lhs.shared.box.withRoute { type, left in
                rhs.shared.box.withRoute { otherType, right in type.isRoute(at: left, equalTo: right, of: otherType) }
            }
    }

    /// Hashes the wrapped route's Swift type and value.
    public func hash(into hasher: inout Hasher) {
        shared.box.withRoute { type, route in type.hashRoute(at: route, into: &hasher) }
    }
}

extension AnyRoute {
    /// What every copy of one `AnyRoute` shares, in one allocation: the wrapped route, stored
    /// in the box's own bytes whatever its size (an existential would box a route larger than
    /// three words a second time), its type, and once read its name.
    ///
    /// The name is kept in the header and guarded by a one-byte state from swift-atomics
    /// (lock-free; the standard library's atomics and mutex need macOS 15 / iOS 18, and the
    /// package supports macOS 14 / iOS 17): *empty*, *being kept* by the one thread that won the
    /// right to write it, *kept* (written, released to readers, never written again). Keeping a
    /// name allocates nothing.
    ///
    /// The route is reached through its type (``RouteType``'s static helpers below), so reading
    /// its style, name, equality or hash opens no existential. A managed buffer cannot be
    /// `Sendable`; ``Shared`` holds it and vouches for it.
    private final class Box: ManagedBuffer<Box.Header, UInt8> {
        struct Header {
            /// Whether ``name`` is kept (``kept``), being written (``keeping``) or not yet
            /// (``empty``); first, so that the header's address is the state's.
            var state: UnsafeAtomic<UInt8>.Storage
            /// The wrapped route's type.
            let type: any RouteType.Type
            /// Where the route starts in the elements (aligned for its type).
            var offset: Int
            /// The kept name; read only once ``state`` says ``kept``.
            var name: String
        }

        static let empty: UInt8 = 0
        static let keeping: UInt8 = 1
        static let kept: UInt8 = 2

        /// A box holding `route` and no name.
        static func make<Route: RouteType>(_ route: Route) -> Box {
            let alignment = MemoryLayout<Route>.alignment
            let buffer = create(minimumCapacity: MemoryLayout<Route>.size + alignment) { _ in
                Header(state: .init(empty), type: Route.self, offset: 0, name: "")
            }
            buffer.withUnsafeMutablePointers { header, bytes in
                let start = UnsafeMutableRawPointer(bytes)
                let aligned = start.alignedUp(toMultipleOf: alignment)
                header.pointee.offset = aligned - start
                aligned.initializeMemory(as: Route.self, repeating: route, count: 1)
            }
            // `create` called on a subclass makes an instance of that subclass.
            return unsafeDowncast(buffer, to: Box.self)
        }

        deinit {
            // The header (the kept name with it) is destroyed by the buffer; the route is not.
            withUnsafeMutablePointers { header, bytes in
                header.pointee.type.destroyRoute(at: UnsafeMutableRawPointer(bytes) + header.pointee.offset)
            }
        }

        /// Runs `body` with the route's type and address.
        @inline(__always) func withRoute<Result>(
            _ body: (any RouteType.Type, UnsafeRawPointer) -> Result
        ) -> Result {
            withUnsafeMutablePointers { header, bytes in
                body(header.pointee.type, UnsafeRawPointer(bytes) + header.pointee.offset)
            }
        }

        var base: any RouteType { withRoute { type, route in type.route(at: route) } }

        /// The kept name; the first read asks the route and keeps what it says.
        ///
        /// A reader that finds the name being kept by another thread asks the route itself
        /// rather than wait: both get the same name.
        var name: String {
            withUnsafeMutablePointers { header, bytes in
                let state = UnsafeAtomic<UInt8>(
                    at: UnsafeMutableRawPointer(header).assumingMemoryBound(to: UnsafeAtomic<UInt8>.Storage.self))
                if state.load(ordering: .acquiring) == Box.kept {
                    return header.pointee.name
                }
                let name = header.pointee.type.routeName(at: UnsafeRawPointer(bytes) + header.pointee.offset)
                if state.compareExchange(expected: Box.empty, desired: Box.keeping, ordering: .acquiring).exchanged {
                    header.pointee.name = name
                    state.store(Box.kept, ordering: .releasing)
                }
                return name
            }
        }
    }
}

extension RouteType {
    // What `AnyRoute`'s box asks of the route stored in its bytes; called on the route's type.

    fileprivate static func route(at address: UnsafeRawPointer) -> any RouteType {
        address.assumingMemoryBound(to: Self.self).pointee
    }

    fileprivate static func routeName(at address: UnsafeRawPointer) -> String {
        address.assumingMemoryBound(to: Self.self).pointee.routeName
    }

    fileprivate static func presentationStyle(at address: UnsafeRawPointer) -> PresentationStyle {
        address.assumingMemoryBound(to: Self.self).pointee.presentationStyle
    }

    fileprivate static func route<Wanted>(at address: UnsafeRawPointer, as wanted: Wanted.Type) -> Wanted? {
        address.assumingMemoryBound(to: Self.self).pointee as? Wanted
    }

    fileprivate static func isRoute(
        at address: UnsafeRawPointer, equalTo other: UnsafeRawPointer, of type: any RouteType.Type
    ) -> Bool {
        guard type == Self.self else { return false }
        return address.assumingMemoryBound(to: Self.self).pointee == other.assumingMemoryBound(to: Self.self).pointee
    }

    fileprivate static func hashRoute(at address: UnsafeRawPointer, into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Self.self))
        address.assumingMemoryBound(to: Self.self).pointee.hash(into: &hasher)
    }

    fileprivate static func destroyRoute(at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: Self.self).deinitialize(count: 1)
    }
}

extension AnyRoute {
    // `@unchecked Sendable`: a box crosses threads safely because its route and type are set
    // when it is made and never changed, and its name is written once, by the one thread its
    // atomic state lets in, and read only after that state says the write is done.
    /// A ``Box`` that crosses threads (see the comment above).
    // Unchecked Sendable: immutable box, name published once through its atomic state; saves a lock per read.
    private struct Shared: @unchecked Sendable {
        let box: Box
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
