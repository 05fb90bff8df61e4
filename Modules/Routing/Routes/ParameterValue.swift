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
    ///
    /// A container that says what kind of scalar it holds (``/WayfinderRouting/ScalarKindProviding``,
    /// such as WayfinderConfig's YAML decoder) is asked once; other decoders are probed kind by
    /// kind. Both ways give the same value and, for a value that is none of these, the same error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        switch (container as? any ScalarKindProviding)?.scalarKind {
        case .bool?:
            self = .bool(try container.decode(Bool.self))
        case .integer?:
            // A whole number too large for `Int` is still a number.
            if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else {
                self = try Self.decodeNumberOrText(container)
            }
        case .float?:
            self = try Self.decodeNumberOrText(container)
        case .string?, .null?:
            self = .string(try container.decode(String.self))
        case nil:
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else if let value = try? container.decode(Int.self) {
                self = .int(value)
            } else {
                self = try Self.decodeNumberOrText(container)
            }
        }
    }

    /// The end of the probing order: a number, else text (whose error is the one to report).
    private static func decodeNumberOrText(_ container: any SingleValueDecodingContainer) throws -> ParameterValue {
        if let value = try? container.decode(Double.self) { return .double(value) }
        return .string(try container.decode(String.self))
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
    /// The bare value as text (`3`, `2.5`, `true`, `shoes`). A whole double prints without a
    /// fraction (`2`, not `2.0`), so a value reads the same whether it came from a manifest
    /// (where YAML reads `2` as a whole number) or from a script or URL.
    public var description: String {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): Self.text(of: value)
        case .bool(let value): String(value)
        }
    }

    /// `value` as text: whole values up to 2^53 without a fraction, others as Swift prints them.
    static func text(of value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// Whether the value can be saved and printed: every value but a double that is not a
    /// finite number (`nan`, `inf`, or `1e400`, which reads as infinity).
    public var isFinite: Bool {
        if case .double(let value) = self { return value.isFinite }
        return true
    }
}
