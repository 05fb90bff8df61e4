import WayfinderConfig
import WayfinderRouting

/// The type of a route parameter, as a manifest declares it: `string`, `int`, `double`, `bool`,
/// `uuid` or `oneOf(a|b|c)`.
///
/// ```yaml
/// parameters: {id: int, sort: "oneOf(price|name)"}
/// ```
public enum ParameterType: Hashable, Sendable {
    /// Any text.
    case string
    /// A whole number.
    case int
    /// A number; whole numbers are accepted too.
    case double
    /// `true` or `false`.
    case bool
    /// A UUID in its `8-4-4-4-12` text form, as a string.
    case uuid
    /// Exactly one of the options, as a string.
    case oneOf([String])

    // MARK: - Parsing

    /// Parses a type as a manifest writes it.
    ///
    /// - Parameter text: `string`, `int`, `double`, `bool`, `uuid` or `oneOf(a|b)`.
    /// - Returns: The type, or `nil` when the text names none.
    public init?(parsing text: String) {
        switch text {
        case "string": self = .string
        case "int": self = .int
        case "double": self = .double
        case "bool": self = .bool
        case "uuid": self = .uuid
        default:
            guard text.hasPrefix("oneOf("), text.hasSuffix(")") else { return nil }
            let options = text.dropFirst("oneOf(".count).dropLast().split(
                separator: "|", omittingEmptySubsequences: false)
            guard !options.isEmpty, options.allSatisfy({ !$0.isEmpty }) else { return nil }
            self = .oneOf(options.map(String.init))
        }
    }

    /// The names a manifest may write, for messages and suggestions.
    static let keywords = ["string", "int", "double", "bool", "uuid"]

    // MARK: - Checking values

    /// Whether `value` is a value of this type; `nan` and infinities are no doubles (they cannot
    /// be saved).
    ///
    /// - Parameter value: A parameter value from a manifest, a URL or code.
    /// - Returns: `true` when the value fits.
    public func accepts(_ value: ParameterValue) -> Bool {
        switch (self, value) {
        case (.double, .double(let number)):
            number.isFinite
        case (.string, .string), (.int, .int), (.double, .int), (.bool, .bool):
            true
        case (.uuid, .string(let text)):
            DeepLinkParameterType.uuid.value(for: text) != nil
        case (.oneOf(let options), .string(let text)):
            options.contains(text)
        default:
            false
        }
    }

    /// Whether every value of `other` is a value of this type (a `uuid` is a `string`, an `int`
    /// a `double`, `oneOf(a)` a `oneOf(a|b)`).
    ///
    /// - Parameter other: The type of the values offered.
    /// - Returns: `true` when all of them fit.
    public func accepts(valuesOf other: ParameterType) -> Bool {
        switch (self, other) {
        case (.string, .string), (.string, .uuid), (.string, .oneOf), (.int, .int), (.double, .double), (.double, .int),
            (.bool, .bool), (.uuid, .uuid):
            true
        case (.oneOf(let options), .oneOf(let offered)):
            Set(offered).isSubset(of: options)
        default:
            false
        }
    }

    /// The type of the values a deep-link parameter of `type` yields.
    ///
    /// - Parameter type: A deep-link parameter type.
    public init(_ type: DeepLinkParameterType) {
        switch type {
        case .string: self = .string
        case .int: self = .int
        case .uuid: self = .uuid
        case .oneOf(let options): self = .oneOf(options)
        }
    }

    /// A value of this type, for checking templates such as `open: "shop://item/{id}"`.
    var sample: ParameterValue {
        switch self {
        case .string: "sample"
        case .int: 1
        case .double: 1.5
        case .bool: true
        case .uuid: "00000000-0000-0000-0000-000000000000"
        case .oneOf(let options): .string(options.first ?? "")
        }
    }

    /// The type as a noun phrase: `a string`, `an int`, `one of (a|b)`.
    var phrase: String {
        switch self {
        case .string: "a string"
        case .int: "an int"
        case .double: "a double"
        case .bool: "a bool"
        case .uuid: "a UUID"
        case .oneOf(let options): "one of (\(options.joined(separator: "|")))"
        }
    }
}

extension ParameterType: CustomStringConvertible {
    /// The type as a manifest writes it.
    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .oneOf(let options): "oneOf(\(options.joined(separator: "|")))"
        }
    }
}

extension ParameterType: Decodable {
    /// Decodes a type from its text.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` naming the valid types for unknown text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let type = ParameterType(parsing: text) else {
            var message = "unknown parameter type '\(text)'; expected string, int, double, bool, uuid or oneOf(a|b)"
            if let suggestion = NameSuggestion.closest(to: text, among: Self.keywords) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: message)
        }
        self = type
    }
}
