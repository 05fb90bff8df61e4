/// Why a deep-link template could not be parsed, and where.
///
/// ```
/// invalid deep link pattern 'shop://item/:id:integer' at column 17: unknown parameter type 'integer'; expected string, int, uuid or oneOf(a|b)
/// ```
public struct DeepLinkPatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template as given.
    public let template: String
    /// The 1-based column (in characters) of the problem; one past the end when the template
    /// ends too early.
    public let column: Int
    /// What is wrong there.
    public let problem: DeepLinkSyntaxProblem

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - template: The template as given.
    ///   - column: The 1-based column of the problem.
    ///   - problem: What is wrong there.
    public init(template: String, column: Int, problem: DeepLinkSyntaxProblem) {
        self.template = template
        self.column = column
        self.problem = problem
    }

    /// The error as one line.
    public var description: String {
        "invalid deep link pattern '\(template)' at column \(column): \(problem)"
    }
}
