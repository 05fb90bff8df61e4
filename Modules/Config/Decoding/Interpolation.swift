/// Environment interpolation in scalar values: `${NAME}`, `${NAME:-default}` and `$$`.
enum Interpolation {
    /// Why a scalar could not be interpolated, as a diagnostic message.
    struct Problem: Error {
        let message: String
    }

    /// Expands `${NAME}` to the variable's value, `${NAME:-default}` to the value or — when the
    /// variable is unset or empty — the default, and `$$` to `$`. Any other `$` stays as is.
    static func expand(_ text: String, environment: [String: String]) throws(Problem) -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            if afterDollar < rest.endIndex, rest[afterDollar] == "$" {
                result += "$"
                rest = rest[rest.index(after: afterDollar)...]
            } else if afterDollar < rest.endIndex, rest[afterDollar] == "{" {
                let bodyStart = rest.index(after: afterDollar)
                guard let close = rest[bodyStart...].firstIndex(of: "}") else {
                    throw Problem(message: "'${' without a closing '}'; write '$$' for a literal '$'")
                }
                result += try value(of: rest[bodyStart..<close], environment: environment)
                rest = rest[rest.index(after: close)...]
            } else {
                result += "$"
                rest = rest[afterDollar...]
            }
        }
        result += rest
        return result
    }

    private static func value(of body: Substring, environment: [String: String]) throws(Problem) -> String {
        var name = body
        var fallback: Substring?
        if let separator = body.firstRange(of: ":-") {
            name = body[..<separator.lowerBound]
            fallback = body[separator.upperBound...]
        }
        guard isVariableName(name) else {
            throw Problem(message: "'${\(body)}' does not name an environment variable (letters, digits and '_')")
        }
        if let value = environment[String(name)], !(value.isEmpty && fallback != nil) {
            return value
        }
        guard let fallback else {
            throw Problem(
                message: "environment variable '\(name)' is not set; write '${\(name):-default}' to give a default")
        }
        return String(fallback)
    }

    private static func isVariableName(_ name: Substring) -> Bool {
        guard let first = name.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_")
        }
    }
}
