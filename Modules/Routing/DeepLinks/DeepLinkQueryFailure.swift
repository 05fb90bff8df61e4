/// Why a pattern that accepted a URL's path refused its query.
enum DeepLinkQueryFailure: Error {
    case missing(String)
    case invalid(String, value: String, expected: DeepLinkParameterType)
    case repeated(String)
    case unknown(String)

    /// Checks `query` against the parameters `pattern` declares.
    ///
    /// Items are checked in URL order, then required parameters that never appeared.
    ///
    /// - Returns: The typed values of the declared parameters present, or the first failure.
    static func check(
        _ query: [(name: String, value: String)],
        against pattern: DeepLinkPattern,
        unknown: DeepLinkMatcher.UnknownQueryParameters
    ) -> Result<[String: ParameterValue], DeepLinkQueryFailure> {
        var values: [String: ParameterValue] = [:]
        for (name, text) in query {
            guard let declared = pattern.queryParameters.first(where: { $0.name == name }) else {
                if unknown == .reject { return .failure(.unknown(name)) }
                continue
            }
            if values[name] != nil { return .failure(.repeated(name)) }
            guard let value = declared.type.value(for: text) else {
                return .failure(.invalid(name, value: text, expected: declared.type))
            }
            values[name] = value
        }
        if let missing = pattern.queryParameters.first(where: { $0.isRequired && values[$0.name] == nil }) {
            return .failure(.missing(missing.name))
        }
        return .success(values)
    }

    /// The rejection reason naming `pattern`.
    func reason(pattern: DeepLinkPattern) -> DeepLinkRejection.Reason {
        switch self {
        case .missing(let name):
            .missingQueryParameter(name, pattern: pattern)
        case .invalid(let name, let value, let expected):
            .invalidQueryParameter(name, value: value, expected: expected, pattern: pattern)
        case .repeated(let name):
            .repeatedQueryParameter(name, pattern: pattern)
        case .unknown(let name):
            .unknownQueryParameter(name, pattern: pattern)
        }
    }
}
