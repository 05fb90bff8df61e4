/// Why a URL could not be written from a deep-link pattern and parameter values.
///
/// ```swift
/// let pattern = try DeepLinkPattern("shop://category/:slug")
/// try pattern.url(with: ["slug": ""])   // throws .emptyPathValue("slug")
/// ```
public enum DeepLinkFormatError: Error, Hashable, Sendable {
    /// A path parameter or a required query parameter has no value.
    case missingParameter(String)
    /// A path parameter's value is empty: a path segment is never empty, so no URL carries it.
    case emptyPathValue(String)
    /// A value the parameter's type does not accept (a text for an `int`, an option a `oneOf`
    /// does not list, a malformed UUID).
    case wrongValue(String, value: ParameterValue, expected: DeepLinkParameterType)
    /// The template itself is malformed.
    case invalidPattern(DeepLinkPatternError)
}

extension DeepLinkFormatError: CustomStringConvertible {
    /// The problem as one line, naming the parameter.
    public var description: String {
        switch self {
        case .missingParameter(let name):
            "no value for parameter '\(name)'"
        case .emptyPathValue(let name):
            "path parameter '\(name)' cannot be empty: a URL has no empty path segment"
        case .wrongValue(let name, let value, let expected):
            "parameter '\(name)' must be \(expected.phrase), not '\(value)'"
        case .invalidPattern(let error):
            error.description
        }
    }
}
