/// The type of a deep-link parameter: what text it accepts and the value it yields.
///
/// | Template         | Accepts                                      | Value                      |
/// |------------------|----------------------------------------------|----------------------------|
/// | `string` (or none) | any text (a path segment is never empty)   | `.string` as decoded       |
/// | `int`            | an optional `-` then ASCII digits, fitting `Int` | `.int`                 |
/// | `uuid`           | `8-4-4-4-12` hex digits, either case         | `.string`, lowercased      |
/// | `oneOf(a\|b\|c)` | exactly one of the options, case-sensitive   | `.string`                  |
public enum DeepLinkParameterType: Hashable, Sendable {
    /// Any text.
    case string
    /// A whole number such as `42` or `-7` (no `+`, no spaces).
    case int
    /// A UUID such as `0f8fad5b-d9cb-469f-a165-70867728950e`, in either case.
    case uuid
    /// Exactly one of the options, in the order the template lists them.
    case oneOf([String])

    // MARK: - Converting

    /// The value `text` stands for, or `nil` when `text` is not of this type.
    ///
    /// - Parameter text: Percent-decoded text from a path segment or query value.
    /// - Returns: `.int` for ``int``, `.string` otherwise (UUIDs lowercased), or `nil`.
    public func value(for text: String) -> ParameterValue? {
        switch self {
        case .string:
            return .string(text)
        case .int:
            guard text.utf8.first != UInt8(ascii: "+"), let number = Int(text) else { return nil }
            return .int(number)
        case .uuid:
            return Self.isUUID(text) ? .string(text.lowercased()) : nil
        case .oneOf(let options):
            return options.contains(text) ? .string(text) : nil
        }
    }

    private static func isUUID(_ text: String) -> Bool {
        var count = 0
        for byte in text.utf8 {
            let isDashPosition = count == 8 || count == 13 || count == 18 || count == 23
            if isDashPosition ? byte != UInt8(ascii: "-") : !byte.isHexDigit { return false }
            count += 1
            if count > 36 { return false }
        }
        return count == 36
    }
}

extension DeepLinkParameterType: CustomStringConvertible {
    /// The type as a template spells it: `string`, `int`, `uuid`, `oneOf(home|cart)`.
    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .uuid: "uuid"
        case .oneOf(let options): "oneOf(\(options.joined(separator: "|")))"
        }
    }

    /// The type as a noun phrase for messages: `a string`, `an int`, `a UUID`, `one of (home|cart)`.
    var phrase: String {
        switch self {
        case .string: "a string"
        case .int: "an int"
        case .uuid: "a UUID"
        case .oneOf(let options): "one of (\(options.joined(separator: "|")))"
        }
    }
}

extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
