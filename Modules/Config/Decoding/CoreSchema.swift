/// The YAML 1.2 core schema: how a plain scalar's text resolves to null, a boolean, an integer,
/// a float or (otherwise) a string. Quoted and block scalars are always strings.
enum CoreSchema {
    /// What a scalar resolves to.
    enum Resolved: Equatable {
        case null
        case bool(Bool)
        /// An integer; the text is kept so the caller parses it at the width it needs.
        case integer
        case float
        case string
    }

    /// Resolves a plain scalar's text.
    static func resolve(_ text: String) -> Resolved {
        if isNull(text) { return .null }
        if let bool = bool(text) { return .bool(bool) }
        if isInteger(text) { return .integer }
        if isFloat(text) { return .float }
        return .string
    }

    /// `null`, `Null`, `NULL`, `~` or the empty scalar.
    static func isNull(_ text: String) -> Bool {
        switch text {
        case "", "~", "null", "Null", "NULL": true
        default: false
        }
    }

    /// `true`, `True`, `TRUE`, `false`, `False`, `FALSE`; `nil` for anything else (`yes`, `on`...).
    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    static func isInteger(_ text: String) -> Bool {
        integerParts(text) != nil
    }

    /// The sign, digits and radix of an integer scalar, or `nil` when the text is none.
    static func integerParts(_ text: String) -> (negative: Bool, digits: Substring, radix: Int)? {
        let utf8 = text.utf8
        guard let first = utf8.first else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0o") {
            let digits = text.dropFirst(2)
            let isHex = text.hasPrefix("0x")
            guard !digits.isEmpty,
                digits.utf8.allSatisfy({ isHex ? isHexDigit($0) : ($0 >= 0x30 && $0 <= 0x37) })
            else { return nil }
            return (false, digits, isHex ? 16 : 8)
        }
        let hasSign = first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        let digits = hasSign ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy(isDigit) else { return nil }
        return (first == UInt8(ascii: "-"), digits, 10)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` (any case form of
    /// `inf`, `Inf`, `INF`) or `.nan`, `.NaN`, `.NAN`.
    static func isFloat(_ text: String) -> Bool {
        float(text) != nil
    }

    /// The value of a float scalar, or `nil` when the text is none.
    static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let bytes = Array(text.utf8)
        var index = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        var digitCount = index - integerStart
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            digitCount += index - fractionStart
        }
        guard digitCount > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}
