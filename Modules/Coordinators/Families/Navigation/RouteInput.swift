/// The input a key-path route was made with, as data: what ``KeyPathRoute`` stores so that the
/// route can be compared, persisted and shown without knowing the input's Swift type.
///
/// Any `Encodable` input becomes a `RouteInput` through its own `Encodable` form
/// (``init(encoding:)``): scalars stay scalars, arrays become ``list(_:)`` and keyed values
/// ``record(_:)``. It encodes back to that same shape, so a JSON store holds the input as the
/// input itself would have written it.
///
/// ```swift
/// try RouteInput(encoding: 3)                            // .int(3)
/// try RouteInput(encoding: Product(id: 3, name: "Hat"))  // .record(["id": .int(3), "name": .string("Hat")])
/// ```
public indirect enum RouteInput: Hashable, Sendable {
    /// No value (`nil`).
    case null
    /// A boolean.
    case bool(Bool)
    /// A whole number.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// Text.
    case string(String)
    /// An ordered list of values.
    case list([RouteInput])
    /// Values by key.
    case record([String: RouteInput])

    /// The data form of an input value.
    ///
    /// - Parameter value: The input.
    /// - Throws: What the value's own `encode(to:)` throws.
    public init(encoding value: some Encodable) throws {
        let slot = InputSlot()
        try value.encode(to: InputEncoder(slot: slot, codingPath: []))
        self = slot.resolved
    }
}

// MARK: - Codable

extension RouteInput: Codable {
    /// Decodes the most specific shape: nothing, a boolean, a whole number, a number, text, a
    /// list, then a record.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? container.decode(Int.self) {
                self = .int(value)
                return
            }
            if let value = try? container.decode(Double.self) {
                self = .double(value)
                return
            }
            if let value = try? container.decode(String.self) {
                self = .string(value)
                return
            }
        }
        if var list = try? decoder.unkeyedContainer() {
            var items: [RouteInput] = []
            while !list.isAtEnd {
                items.append(try list.decode(RouteInput.self))
            }
            self = .list(items)
            return
        }
        let record = try decoder.container(keyedBy: InputKey.self)
        var fields: [String: RouteInput] = [:]
        for key in record.allKeys {
            fields[key.stringValue] = try record.decode(RouteInput.self, forKey: key)
        }
        self = .record(fields)
    }

    /// Encodes the bare shape: a scalar, a list or a keyed record.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .int(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items {
                try container.encode(item)
            }
        case .record(let fields):
            var container = encoder.container(keyedBy: InputKey.self)
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                try container.encode(value, forKey: InputKey(key))
            }
        }
    }
}

extension RouteInput: CustomStringConvertible {
    /// The value as a person reads it: `3`, `"Hat"`, `[1, 2]`, `(id: 3, name: "Hat")`.
    public var description: String {
        switch self {
        case .null: "nil"
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): "\"\(value)\""
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .record: "(\(argumentText))"
        }
    }

    /// The value as call arguments: a record's fields without parentheses (`id: 3, name: "Hat"`),
    /// any other value as its ``description``.
    var argumentText: String {
        guard case .record(let fields) = self else { return description }
        return fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }
}

/// A coding key with any name or index.
struct InputKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(stringValue: String) {
        self.init(stringValue)
    }

    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
