// An AnyRoute is stored as {"type": <registered name>, "value": <route>}: the registered name,
// never a Swift type name, is what survives a rename of the Swift type.

extension CodingUserInfoKey {
    /// The key under which a decoder's `userInfo` holds the ``RouteRegistry`` that
    /// ``AnyRoute`` decodes through.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.userInfo[.routeRegistry] = registry
    /// let route = try decoder.decode(AnyRoute.self, from: data)
    /// ```
    public static let routeRegistry: CodingUserInfoKey = userInfoKey("wayfinder.routeRegistry")

    private static func userInfoKey(_ rawValue: String) -> CodingUserInfoKey {
        // `init?(rawValue:)` is failable only to satisfy RawRepresentable; it accepts every string.
        guard let key = CodingUserInfoKey(rawValue: rawValue) else {
            preconditionFailure("CodingUserInfoKey refused the constant key '\(rawValue)'")
        }
        return key
    }
}

extension AnyRoute {
    private enum CodingKeys: String, CodingKey {
        case type, value
    }

    /// Decodes `{"type": <registered name>, "value": <route>}` through the registry in
    /// `decoder.userInfo[.routeRegistry]`.
    ///
    /// - Parameter decoder: A decoder whose `userInfo` holds a ``RouteRegistry`` under
    ///   ``Swift/CodingUserInfoKey/routeRegistry``.
    /// - Throws: ``RouteRegistryError/missingRegistry`` when the decoder carries no registry,
    ///   ``RouteRegistryError/unknownName(_:registered:)`` when the registered name is unknown,
    ///   and the decoding errors of the route itself.
    public init(from decoder: any Decoder) throws {
        guard let registry = decoder.userInfo[.routeRegistry] as? RouteRegistry else {
            throw RouteRegistryError.missingRegistry
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        self = try registry.decodeRoute(named: name, from: container.superDecoder(forKey: .value))
    }

    /// Encodes `{"type": <registered name>, "value": <route>}`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoding errors of the wrapped route.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(registeredTypeName, forKey: .type)
        try base.encode(forKey: .value, in: &container)
    }
}

extension RouteType {
    /// Encodes the route through `container` (rather than a super-encoder) so the encoder sees
    /// its concrete type; called on an existential, it opens it.
    fileprivate func encode<Key: CodingKey>(forKey key: Key, in container: inout KeyedEncodingContainer<Key>) throws {
        try container.encode(self, forKey: key)
    }
}
