/// The route types an app knows, by registered name.
///
/// Persistence and deep links store a route as its type's ``RouteType/registeredName`` plus its
/// `Codable` form; the registry turns that name back into a Swift type. Renaming a Swift type is
/// therefore harmless as long as its registered name stays.
///
/// ```swift
/// var registry = RouteRegistry()
/// try registry.register(HomeRoute.self)   // "home"
/// try registry.register(ShopRoute.self)   // "shop"
///
/// let decoder = JSONDecoder()
/// decoder.userInfo[.routeRegistry] = registry
/// let route = try decoder.decode(AnyRoute.self, from: data)
/// ```
///
/// The registry is a value: registering into a copy leaves the original unchanged.
public struct RouteRegistry: Sendable {
    private var types = NamedTypes<any RouteType.Type>()

    // MARK: - Creating

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry holding `types`.
    ///
    /// - Parameter types: The route types to register, in order.
    /// - Throws: ``RouteRegistryError`` for the first type that cannot be registered.
    public init(_ types: [any RouteType.Type]) throws(RouteRegistryError) {
        for type in types {
            try register(type)
        }
    }

    // MARK: - Registering

    /// Registers a route type under its ``RouteType/registeredName``.
    ///
    /// Registering the same type again does nothing.
    ///
    /// - Parameter type: The route type to register.
    /// - Throws: ``RouteRegistryError/emptyName(type:)`` for an empty name,
    ///   ``RouteRegistryError/reservedName(_:type:)`` for ``AnyRoute``'s placeholder name, and
    ///   ``RouteRegistryError/duplicateName(_:registeredType:rejectedType:)`` when another Swift
    ///   type already uses the name. The registry is unchanged when it throws.
    public mutating func register<Route: RouteType>(_ type: Route.Type) throws(RouteRegistryError) {
        let name = Route.registeredName
        if name.isEmpty {
            throw .emptyName(type: String(reflecting: type))
        }
        if name == AnyRoute.registeredName {
            throw .reservedName(name, type: String(reflecting: type))
        }
        if let existing = types.register(type, identity: ObjectIdentifier(type), as: name) {
            throw .duplicateName(
                name, registeredType: String(reflecting: existing), rejectedType: String(reflecting: type))
        }
    }

    // MARK: - Looking up

    /// The registered names, sorted.
    public var names: [String] {
        types.names
    }

    /// Whether a route type is registered under `name`.
    ///
    /// - Parameter name: A registered name.
    /// - Returns: `true` when `name` is registered.
    public func contains(_ name: String) -> Bool {
        types.contains(name)
    }

    /// The route type registered under `name`.
    ///
    /// - Parameter name: A registered name.
    /// - Returns: The route type.
    /// - Throws: ``RouteRegistryError/unknownName(_:registered:)`` listing the registered names.
    public func type(named name: String) throws(RouteRegistryError) -> any RouteType.Type {
        guard let type = types[name] else {
            throw .unknownName(name, registered: names)
        }
        return type
    }

    // MARK: - Decoding

    /// Decodes a route of the type registered under `name`.
    ///
    /// - Parameters:
    ///   - name: The registered name read alongside the route.
    ///   - decoder: A decoder positioned at the route's own `Codable` form.
    /// - Returns: The decoded route, type-erased.
    /// - Throws: ``RouteRegistryError/unknownName(_:registered:)`` when `name` is not registered,
    ///   and the decoding errors of the route type.
    public func decodeRoute(named name: String, from decoder: any Decoder) throws -> AnyRoute {
        let type = try type(named: name)
        return AnyRoute(try type.init(from: decoder))
    }
}
