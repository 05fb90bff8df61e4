/// The name of a scope: a region of a ``RoutePath`` that a child flow navigates in.
///
/// A scope id is unique among the scopes active in one path; once a scope has ended its id may
/// be used again.
public struct ScopeID: Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name itself.
    public let rawValue: String

    /// Creates a scope id.
    ///
    /// - Parameter rawValue: The name, such as `checkout` or `checkout.2`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a scope id from a literal.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// Decodes the bare name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the bare name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name in quotes: `'checkout'`.
    public var description: String { "'\(rawValue)'" }
}
