import WayfinderRouting

/// The plugin types a host app offers, by id. The manifest then selects, orders and configures
/// them.
///
/// ```swift
/// var registry = PluginRegistry()
/// try registry.register(AnalyticsPlugin.self)
/// try registry.register(AuthGuardPlugin.self)
/// ```
///
/// The registry is a value: registering into a copy leaves the original unchanged.
@MainActor
public struct PluginRegistry {
    private var types = NamedTypes<any WayfinderPlugin.Type>()
    /// The route loaders the host app provides for manifests' `load:` keys.
    public var loaders = ProvidedLoaders()

    // MARK: - Creating

    /// Creates an empty registry.
    public init() {}

    /// Creates a registry holding `types`.
    ///
    /// - Parameter types: The plugin types, registered in order.
    /// - Throws: ``PluginRegistryError`` for the first type that cannot be registered.
    public init(_ types: [any WayfinderPlugin.Type]) throws(PluginRegistryError) {
        for type in types {
            try register(type)
        }
    }

    // MARK: - Registering

    /// Registers a plugin type under its ``WayfinderPlugin/id``.
    ///
    /// Registering the same type again does nothing.
    ///
    /// - Parameter type: The plugin type.
    /// - Throws: ``PluginRegistryError/invalidID(_:type:)`` for an id that is not
    ///   `[a-z0-9-]+`, ``PluginRegistryError/duplicateID(_:registeredType:rejectedType:)`` when
    ///   another type has the id. The registry is unchanged when it throws.
    public mutating func register<Plugin: WayfinderPlugin>(_ type: Plugin.Type) throws(PluginRegistryError) {
        let id = Plugin.id
        guard Self.isValidID(id) else { throw .invalidID(id, type: String(reflecting: type)) }
        if let existing = types.register(type, identity: ObjectIdentifier(type), as: id) {
            throw .duplicateID(id, registeredType: String(reflecting: existing), rejectedType: String(reflecting: type))
        }
    }

    // MARK: - Looking up

    /// The registered ids, sorted.
    public var ids: [String] { types.names }

    /// Whether a plugin type is registered under `id`.
    ///
    /// - Parameter id: A plugin id.
    /// - Returns: `true` when registered.
    public func contains(_ id: String) -> Bool { types.contains(id) }

    /// The plugin type registered under `id`.
    ///
    /// - Parameter id: A plugin id.
    /// - Returns: The type, or `nil`.
    public func type(for id: String) -> (any WayfinderPlugin.Type)? { types[id] }

    /// Whether `id` is `[a-z0-9-]+`.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }
}

/// Why a ``PluginRegistry`` refused a plugin type.
public enum PluginRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another type is registered under the id.
    ///
    /// - Parameters:
    ///   - id: The id both types claim.
    ///   - registeredType: The fully qualified name of the type registered first.
    ///   - rejectedType: The fully qualified name of the type refused.
    case duplicateID(String, registeredType: String, rejectedType: String)
    /// The id is not `[a-z0-9-]+`.
    case invalidID(String, type: String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .duplicateID(let id, let registeredType, let rejectedType):
            "plugin id '\(id)' is already registered by \(registeredType); cannot also register \(rejectedType)"
        case .invalidID(let id, let type):
            "plugin id '\(id)' of \(type) must be [a-z0-9-]+"
        }
    }
}
