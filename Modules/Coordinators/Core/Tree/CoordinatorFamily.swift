/// The family a coordinator belongs to: which API it is built with.
///
/// The set grows with every family defined outside this module, so it is a struct with named
/// values rather than an enum; compare with `==` against ``coordinator``, ``tabs``, ... or a
/// family's own `CoordinatorFamily("wizard")`. Encoded as its name.
public struct CoordinatorFamily: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The family's name, as encoded and shown.
    public let name: String

    /// Creates the kind of the family named `name`.
    ///
    /// - Parameter name: A family name such as `wizard`.
    public init(_ name: String) {
        self.name = name
    }

    /// ``Coordinator`` with its ``Router``.
    public static let coordinator = CoordinatorFamily("coordinator")
    /// ``TabCoordinator``.
    public static let tabs = CoordinatorFamily("tabs")
    /// ``NavigationCoordinatable`` (key-path routes).
    public static let navigation = CoordinatorFamily("navigation")
    /// ``ChildCoordinatable``.
    public static let child = CoordinatorFamily("child")
    /// ``BaseCoordinator``.
    public static let base = CoordinatorFamily("base")

    /// The family's name.
    public var description: String { name }

    /// Decodes the kind from its name.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the kind as its name.
    ///
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
