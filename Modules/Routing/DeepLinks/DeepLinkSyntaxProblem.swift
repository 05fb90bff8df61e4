/// What is wrong at one place in a deep-link template or URL.
///
/// Templates can have every problem; URLs are read leniently and can only be missing their
/// scheme, `://` or host, have an empty segment between two slashes, a bad percent escape, or a
/// query item without a name.
public enum DeepLinkSyntaxProblem: Hashable, Sendable, CustomStringConvertible {
    /// Nothing comes before `://`.
    case missingScheme
    /// The scheme has a character other than a letter (first) or letters, digits, `+`, `-`, `.`.
    case invalidSchemeCharacter(Character)
    /// The scheme is not followed by `://`.
    case missingSchemeSeparator
    /// Nothing comes between `://` and the path.
    case missingHost
    /// The template's host is a `:parameter`; only path segments and queries take parameters.
    case parameterInHost
    /// The template's host has a character other than letters, digits, `-`, `.`, `_`, `~`.
    case invalidHostCharacter(Character)
    /// The template's host has a `:` not followed by a port number.
    case invalidPort
    /// A `/` is followed by another `/`, a `?` or the end (templates), or by another `/` (URLs).
    case emptySegment
    /// The template has a character that cannot appear there (a space, a control character, `#`).
    case invalidCharacter(Character)
    /// A `%` is not followed by two hex digits; the associated text is what follows it.
    case invalidPercentEscape(String)
    /// Percent escapes decode to bytes that are not UTF-8 text.
    case invalidUTF8
    /// A `:` (or `?`, `&`, `=` in a query) is not followed by a parameter name.
    case missingParameterName
    /// A parameter name does not start with a letter or `_`.
    case invalidParameterName(String)
    /// The same parameter name is declared twice in one template.
    case duplicateParameterName(String)
    /// A second `:` is not followed by a parameter type.
    case missingParameterType
    /// The word after a parameter's second `:` is not a type.
    case unknownParameterType(String)
    /// `oneOf` is not followed by `(`.
    case missingOneOfOptions
    /// `oneOf(` is not closed by `)` before the segment or parameter ends.
    case unterminatedOneOf
    /// `oneOf(...)` has an empty option.
    case emptyOneOfOption
    /// `oneOf(...)` lists an option twice.
    case duplicateOneOfOption(String)
    /// A character appears where the grammar expects something else.
    ///
    /// - Parameters:
    ///   - character: The character found.
    ///   - expected: What may appear there, as text.
    case unexpectedCharacter(Character, expected: String)
    /// A path segment written `{name}` or `{name:type}`, which would be literal text.
    case bracedParameter(String)

    /// The problem as a phrase.
    public var description: String {
        switch self {
        case .missingScheme: "expected a scheme before '://'"
        case .invalidSchemeCharacter(let character):
            "'\(character)' cannot appear in a scheme (a letter, then letters, digits, '+', '-' or '.')"
        case .missingSchemeSeparator: "expected '://' after the scheme"
        case .missingHost: "expected a host after '://'"
        case .parameterInHost: "the host cannot be a parameter; parameters go in path segments and the query"
        case .invalidHostCharacter(let character):
            "'\(character)' cannot appear in a host (letters, digits, '-', '.', '_', '~', then an optional ':port')"
        case .invalidPort: "expected a port number after ':'"
        case .emptySegment: "empty path segment (each '/' must be followed by a segment)"
        case .invalidCharacter(let character): "'\(character.debugEscaped)' cannot appear in a pattern"
        case .invalidPercentEscape(let text): "'%\(text)' is not a percent escape ('%' and two hex digits)"
        case .invalidUTF8: "percent escapes do not decode to UTF-8 text"
        case .missingParameterName: "expected a parameter name (a letter or '_', then letters, digits or '_')"
        case .invalidParameterName(let name):
            "'\(name)' is not a parameter name (a letter or '_', then letters, digits or '_')"
        case .duplicateParameterName(let name): "parameter '\(name)' is declared twice"
        case .missingParameterType: "expected a parameter type after ':' (string, int, uuid or oneOf(a|b))"
        case .unknownParameterType(let word):
            "unknown parameter type '\(word)'; expected string, int, uuid or oneOf(a|b)"
        case .missingOneOfOptions: "expected '(' after oneOf, as in oneOf(a|b)"
        case .unterminatedOneOf: "expected '|' or ')' to continue or close oneOf("
        case .emptyOneOfOption: "oneOf(...) has an empty option"
        case .duplicateOneOfOption(let option): "oneOf(...) lists '\(option)' twice"
        case .unexpectedCharacter(let character, let expected):
            "unexpected '\(character.debugEscaped)'; expected \(expected)"
        case .bracedParameter(let inner):
            "'{\(inner)}' would be literal text; did you mean ':\(inner)'? (parameters are written ':name' or "
                + "':name:type')"
        }
    }
}

extension Character {
    /// The character, with whitespace and control characters spelled as escapes (`\t`, `\u{7F}`).
    var debugEscaped: String {
        let text = String(self)
        guard unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.generalCategory == .control })
        else {
            return text
        }
        return text == " " ? " " : String(text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())
    }
}
