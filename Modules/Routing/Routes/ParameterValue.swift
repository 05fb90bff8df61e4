/// A scalar parameter of a route, deep link or effect: the values YAML and URLs can carry.
public enum ParameterValue: Hashable, Sendable {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A boolean.
    case bool(Bool)
}

extension ParameterValue: Codable {
    /// Decodes the most specific scalar: a boolean, then a whole number, then a number, then text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Encodes the bare scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        }
    }
}

extension ParameterValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
    /// Creates a `.string` value.
    public init(stringLiteral value: String) { self = .string(value) }
    /// Creates an `.int` value.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// Creates a `.double` value.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// Creates a `.bool` value.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension ParameterValue: CustomStringConvertible {
    /// The bare value as text (`3`, `true`, `shoes`).
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        }
    }
}
