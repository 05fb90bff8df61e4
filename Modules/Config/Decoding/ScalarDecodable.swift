import Foundation

/// A type decoded straight from a scalar node, without going through `init(from:)`.
protocol ScalarDecodable: Decodable {
    /// Decodes a value from a node, throwing a type mismatch recorded in the session.
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> Self
    /// What a mismatch message says was expected, e.g. "an integer".
    static var expectation: String { get }
    /// A valid scalar of this type, which stands in for a wrong one so decoding can go on.
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { get }
}

extension String: ScalarDecodable {
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> String {
        let scalar = try decoder.scalar(node, at: location, for: String.self)
        guard scalar.resolved != .null else { throw decoder.mismatch(node, at: location, for: String.self) }
        return scalar.text
    }

    static var expectation: String { "a string" }
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { ("", .doubleQuoted) }
}

extension Bool: ScalarDecodable {
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> Bool {
        let scalar = try decoder.scalar(node, at: location, for: Bool.self)
        guard case .bool(let value) = scalar.resolved else {
            var hint = ""
            if scalar.resolved == .string, scalar.text.utf8.count <= 3,
                ["yes", "no", "on", "off", "y", "n"].contains(scalar.text.lowercased())
            {
                hint = "; YAML 1.2 reads '\(scalar.text)' as a string"
            }
            throw decoder.mismatch(node, at: location, for: Bool.self, hint: hint)
        }
        return value
    }

    static var expectation: String { "a boolean (true or false)" }
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { ("false", .plain) }
}

/// Integers of every width decode the core schema's decimal, `0o` octal and `0x` hex forms,
/// with a range check.
protocol IntegerScalar: ScalarDecodable, FixedWidthInteger {}

extension IntegerScalar {
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> Self {
        let scalar = try decoder.scalar(node, at: location, for: Self.self)
        guard scalar.resolved == .integer, let parts = CoreSchema.integerParts(scalar.text) else {
            throw decoder.mismatch(node, at: location, for: Self.self)
        }
        let value = parts.radix == 10 ? Self(scalar.text) : Self(parts.digits, radix: parts.radix)
        guard let value else {
            throw decoder.mismatch(
                node, at: location, for: Self.self, expectation: "an integer from \(Self.min) to \(Self.max)")
        }
        return value
    }

    static var expectation: String { "an integer" }
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { ("0", .plain) }
}

extension Int: IntegerScalar {}
extension Int8: IntegerScalar {}
extension Int16: IntegerScalar {}
extension Int32: IntegerScalar {}
extension Int64: IntegerScalar {}
extension UInt: IntegerScalar {}
extension UInt8: IntegerScalar {}
extension UInt16: IntegerScalar {}
extension UInt32: IntegerScalar {}
extension UInt64: IntegerScalar {}

/// Floating-point numbers decode integers, floats, `.inf` and `.nan`.
protocol FloatScalar: ScalarDecodable, BinaryFloatingPoint {}

extension FloatScalar {
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> Self {
        let scalar = try decoder.scalar(node, at: location, for: Self.self)
        guard scalar.resolved == .integer || scalar.resolved == .float, let double = decoder.number(scalar.text) else {
            throw decoder.mismatch(node, at: location, for: Self.self)
        }
        let value = Self(double)
        if value.isInfinite, double.isFinite {
            throw decoder.mismatch(
                node, at: location, for: Self.self, expectation: "a number that fits in \(Self.self)")
        }
        return value
    }

    static var expectation: String { "a number" }
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { ("0", .plain) }
}

extension Double: FloatScalar {}
extension Float: FloatScalar {}

extension URL: ScalarDecodable {
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> URL {
        let scalar = try decoder.scalar(node, at: location, for: URL.self)
        guard scalar.resolved != .null, let url = URL(string: scalar.text) else {
            throw decoder.mismatch(node, at: location, for: URL.self)
        }
        return url
    }

    static var expectation: String { "a URL" }
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { ("about:blank", .doubleQuoted) }
}

extension Decimal: ScalarDecodable {
    static func decodeScalar(from decoder: NodeDecoder, node: Int32, at location: Location) throws -> Decimal {
        let scalar = try decoder.scalar(node, at: location, for: Decimal.self)
        guard scalar.resolved == .integer || scalar.resolved == .float,
            let value = Decimal(string: scalar.text, locale: nil)
        else {
            throw decoder.mismatch(node, at: location, for: Decimal.self)
        }
        return value
    }

    static var expectation: String { "a decimal number" }
    static var placeholder: (text: String, style: YAMLNode.ScalarStyle) { ("0", .plain) }
}
