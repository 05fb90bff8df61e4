/// The family a coordinator belongs to: which API it is built with.
///
/// Encoded as one string (`coordinator`, `tabs`, ...); a family defined outside this module is
/// ``custom(_:)`` with its own name.
public enum CoordinatorKind: Hashable, Sendable, Codable, CustomStringConvertible {
    /// ``Coordinator`` with its ``Router``.
    case coordinator
    /// ``TabCoordinator``.
    case tabs
    /// ``NavigationCoordinatable`` (key-path routes).
    case navigation
    /// ``ChildCoordinatable``.
    case child
    /// ``BaseCoordinator``.
    case base
    /// A family defined elsewhere, by name.
    case custom(String)

    /// The families defined in this module.
    public static let builtIn: [CoordinatorKind] = [.coordinator, .tabs, .navigation, .child, .base]

    /// Creates the kind named `name`: a built-in family, else ``custom(_:)``.
    ///
    /// - Parameter name: A family name such as `tabs`.
    public init(name: String) {
        self = Self.builtIn.first { $0.name == name } ?? .custom(name)
    }

    /// The family's name, as encoded and shown.
    public var name: String {
        switch self {
        case .coordinator: "coordinator"
        case .tabs: "tabs"
        case .navigation: "navigation"
        case .child: "child"
        case .base: "base"
        case .custom(let name): name
        }
    }

    /// The family's name.
    public var description: String { name }

    /// Decodes the kind from its name.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when the value is not a string.
    public init(from decoder: any Decoder) throws {
        self.init(name: try decoder.singleValueContainer().decode(String.self))
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
