/// Why a ``DeepLinkMatcher`` refused a pattern.
public enum DeepLinkMatcherError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template could not be parsed.
    case invalidPattern(DeepLinkPatternError)
    /// The route name is empty.
    case emptyRouteName(DeepLinkPattern)
    /// A pattern with the same shape (same literals and parameter types at the same positions)
    /// was added before, so no URL could tell the two apart.
    ///
    /// - Parameters:
    ///   - pattern: The pattern refused.
    ///   - route: The route it was to lead to.
    ///   - existing: The pattern added before.
    ///   - existingRoute: The route that one leads to.
    case ambiguous(DeepLinkPattern, route: String, existing: DeepLinkPattern, existingRoute: String)

    /// The error as one line.
    public var description: String {
        switch self {
        case .invalidPattern(let error):
            error.description
        case .emptyRouteName(let pattern):
            "deep link pattern '\(pattern)' has an empty route name"
        case .ambiguous(let pattern, let route, let existing, let existingRoute):
            "deep link pattern '\(pattern)' (route \(route)) has the same shape as '\(existing)' (route \(existingRoute)); "
                + "no URL could tell them apart"
        }
    }
}
