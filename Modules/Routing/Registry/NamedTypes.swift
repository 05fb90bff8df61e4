/// Types registered under a name each, the one home of registering by name: the route registry
/// (``RouteRegistry``, by ``RouteType/registeredName``) and the plugin registry (by plugin id)
/// both keep their types here and turn a refusal into their own typed error.
///
/// Registering the same type under its name again does nothing; another type under a taken
/// name is refused and the table is unchanged.
package struct NamedTypes<Kind> {
    private var types: [String: (type: Kind, identity: ObjectIdentifier)] = [:]

    /// Creates an empty table.
    package init() {}

    /// Registers `type`, whose identity is `identity` (the type's object identifier), under `name`.
    ///
    /// - Returns: `nil` when `type` is registered under `name` (now or already); otherwise the
    ///   other type registered under it, and nothing changes.
    package mutating func register(_ type: Kind, identity: ObjectIdentifier, as name: String) -> Kind? {
        if let existing = types[name] {
            return existing.identity == identity ? nil : existing.type
        }
        types[name] = (type, identity)
        return nil
    }

    /// The registered names, sorted.
    package var names: [String] { types.keys.sorted() }

    /// Whether a type is registered under `name`.
    package func contains(_ name: String) -> Bool { types[name] != nil }

    /// The type registered under `name`, or `nil`.
    package subscript(name: String) -> Kind? { types[name]?.type }
}

extension NamedTypes: Sendable where Kind: Sendable {}
