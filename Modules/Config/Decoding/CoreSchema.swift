/// The YAML 1.2 core schema: how a plain scalar's text resolves to null, a boolean, an integer,
/// a float or (otherwise) a string. Quoted and block scalars are always strings.
///
/// Every check looks at the length and first byte before comparing text: most scalars of a
/// configuration are names, and they must be ruled out in a few instructions.
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
        let utf8 = text.utf8
        switch utf8.count {
        case 0: return true
        case 1: return utf8.first == UInt8(ascii: "~")
        case 4:
            guard let first = utf8.first, first == UInt8(ascii: "n") || first == UInt8(ascii: "N") else { return false }
            return text == "null" || text == "Null" || text == "NULL"
        default: return false
        }
    }

    /// `true`, `True`, `TRUE`, `false`, `False`, `FALSE`; `nil` for anything else (`yes`, `on`...).
    static func bool(_ text: String) -> Bool? {
        let utf8 = text.utf8
        guard let first = utf8.first else { return nil }
        switch utf8.count {
        case 4 where first == UInt8(ascii: "t") || first == UInt8(ascii: "T"):
            return text == "true" || text == "True" || text == "TRUE" ? true : nil
        case 5 where first == UInt8(ascii: "f") || first == UInt8(ascii: "F"):
            return text == "false" || text == "False" || text == "FALSE" ? false : nil
        default:
            return nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    static func isInteger(_ text: String) -> Bool {
        integerParts(text) != nil
    }

    /// The sign, digits and radix of an integer scalar, or `nil` when the text is none.
    static func integerParts(_ text: String) -> (negative: Bool, digits: Substring, radix: Int)? {
        let utf8 = text.utf8
        guard let first = utf8.first, isDigit(first) || first == UInt8(ascii: "-") || first == UInt8(ascii: "+") else {
            return nil
        }
        if first == UInt8(ascii: "0"), utf8.count > 2 {
            let second = utf8[utf8.index(after: utf8.startIndex)]
            if second == UInt8(ascii: "x") || second == UInt8(ascii: "o") {
                let isHex = second == UInt8(ascii: "x")
                let digits = text.dropFirst(2)
                guard digits.utf8.allSatisfy({ isHex ? isHexDigit($0) : ($0 >= 0x30 && $0 <= 0x37) }) else {
                    return nil
                }
                return (false, digits, isHex ? 16 : 8)
            }
        }
        let hasSign = !isDigit(first)
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
        let utf8 = text.utf8
        guard let first = utf8.first,
            isDigit(first) || first == UInt8(ascii: ".") || first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
        else { return nil }
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        var index = utf8.startIndex
        func peek() -> UInt8? { index < utf8.endIndex ? utf8[index] : nil }
        func skipDigits() -> Int {
            var count = 0
            while let byte = peek(), isDigit(byte) {
                index = utf8.index(after: index)
                count += 1
            }
            return count
        }
        if let byte = peek(), byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
            index = utf8.index(after: index)
        }
        var digitCount = skipDigits()
        if peek() == UInt8(ascii: ".") {
            index = utf8.index(after: index)
            digitCount += skipDigits()
        }
        guard digitCount > 0 else { return nil }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            index = utf8.index(after: index)
            if let sign = peek(), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                index = utf8.index(after: index)
            }
            guard skipDigits() > 0 else { return nil }
        }
        guard index == utf8.endIndex else { return nil }
        return Double(text)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}
