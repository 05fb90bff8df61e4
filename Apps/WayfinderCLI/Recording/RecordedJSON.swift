import Foundation

/// A JSON value as a recording holds it (a tree, saved state): typed, so a recording is never
/// `Any`, and compared exactly, so the first place two trees part can be named.
enum RecordedJSON: Hashable, Sendable, Codable {
    case null
    case bool(Bool)
    case integer(Int)
    /// An integer above `Int.max` (a change id is a `UInt64`): exact, not a rounded double.
    case unsigned(UInt64)
    case number(Double)
    case string(String)
    case array([RecordedJSON])
    case object([String: RecordedJSON])

    /// What `encodable` encodes to, with `userInfo` on the encoder.
    init(encoding encodable: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws {
        let encoder = JSONEncoder()
        for (key, value) in userInfo { encoder.userInfo[key] = value }
        self = try JSONDecoder().decode(RecordedJSON.self, from: try encoder.encode(encodable))
    }

    /// The value as one line of JSON with sorted keys.
    func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The value as compact JSON text with sorted keys.
    var text: String {
        guard let data = try? data() else { return "\(self)" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads any JSON value: `true` and `false` only as booleans, a number without a fraction
    /// or exponent that fits as an integer (or, above `Int.max`, as a `UInt64`), any other as a
    /// double.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsigned(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let values = try? container.decode([RecordedJSON].self) {
            self = .array(values)
        } else {
            self = .object(try container.decode([String: RecordedJSON].self))
        }
    }

    /// Writes the value as the JSON it is.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .object(let values): try container.encode(values)
        }
    }

    /// The object's member `key`, or `nil`.
    subscript(key: String) -> RecordedJSON? {
        guard case .object(let values) = self else { return nil }
        return values[key]
    }

    /// The first place where the recorded value and the replayed one differ
    /// (`tree.root.entries[2].route.type: recorded "login", replayed "checkout-address"`), or
    /// `nil` when they are equal.
    static func difference(recorded: RecordedJSON, replayed: RecordedJSON, at path: String = "tree") -> String? {
        switch (recorded, replayed) {
        case (.object(let left), .object(let right)):
            for key in Set(left.keys).union(right.keys).sorted() {
                guard let leftValue = left[key] else { return "\(path).\(key): absent in the recording" }
                guard let rightValue = right[key] else { return "\(path).\(key): absent in the replay" }
                if let found = difference(recorded: leftValue, replayed: rightValue, at: "\(path).\(key)") {
                    return found
                }
            }
            return nil
        case (.array(let left), .array(let right)):
            for (index, (leftValue, rightValue)) in zip(left, right).enumerated() {
                if let found = difference(recorded: leftValue, replayed: rightValue, at: "\(path)[\(index)]") {
                    return found
                }
            }
            return left.count == right.count ? nil : "\(path): \(left.count) items recorded, \(right.count) replayed"
        case (.integer(let left), .number(let right)), (.number(let right), .integer(let left)):
            return Double(left) == right ? nil : "\(path): recorded \(recorded.text), replayed \(replayed.text)"
        default:
            return recorded == replayed ? nil : "\(path): recorded \(recorded.text), replayed \(replayed.text)"
        }
    }
}
