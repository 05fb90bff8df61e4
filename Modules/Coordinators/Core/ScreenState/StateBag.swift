import WayfinderRouting

/// One value of a ``StateBag``: text, a whole number, a number or a flag.
public enum StateValue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number.
    case double(Double)
    /// A flag.
    case bool(Bool)

    /// Decodes a JSON flag, whole number, number or string, in that order.
    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let whole = try? single.decode(Int.self) {
            self = .int(whole)
        } else if let number = try? single.decode(Double.self) {
            self = .double(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Encodes the value as a JSON scalar.
    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .string(let text): try single.encode(text)
        case .int(let whole): try single.encode(whole)
        case .double(let number): try single.encode(number)
        case .bool(let flag): try single.encode(flag)
        }
    }

    /// The value as a person writes it: `shoes`, `3`, `2.5`, `true`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .int(let whole): String(whole)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        }
    }

    /// The state value of a parameter value.
    public init(_ value: ParameterValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .int(let whole): self = .int(whole)
        case .double(let number): self = .double(number)
        case .bool(let flag): self = .bool(flag)
        }
    }
}

/// A screen's or a flow's saved state: a small key-value bag, kept in its context, saved with
/// the snapshot and restored with its owner.
///
/// Encoded as a JSON object whose keys are sorted, so equal bags give equal text.
public struct StateBag: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The values, by key.
    public private(set) var values: [String: StateValue]

    /// A bag holding `values`.
    public init(_ values: [String: StateValue] = [:]) {
        self.values = values
    }

    /// The value under `key`, or `nil`; setting `nil` removes it.
    public subscript(key: String) -> StateValue? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// Whether the bag holds no value.
    public var isEmpty: Bool { values.isEmpty }

    /// The keys, sorted.
    public var keys: [String] { values.keys.sorted() }

    /// Decodes a JSON object of scalars.
    public init(from decoder: any Decoder) throws {
        values = try [String: StateValue](from: decoder)
    }

    /// Encodes a JSON object of scalars.
    public func encode(to encoder: any Encoder) throws {
        try values.encode(to: encoder)
    }

    /// `query=shoes, sort=price`, keys sorted.
    public var description: String {
        keys.map { "\($0)=\(values[$0]?.description ?? "")" }.joined(separator: ", ")
    }
}
