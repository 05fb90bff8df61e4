/// Why a URL matched no deep-link pattern.
///
/// Reads as `no route for '<url>': <reason>`, for example:
///
/// ```
/// no route for 'shop://item/abc': segment 2 'abc' is not an int (pattern shop://item/:id:int)
/// ```
///
/// Segments are numbered from 1 after `://`, the host being segment 1.
public struct DeepLinkRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The URL as given.
    public let url: String
    /// Why it matched nothing.
    public let reason: Reason

    /// Creates a rejection.
    ///
    /// - Parameters:
    ///   - url: The URL as given.
    ///   - reason: Why it matched nothing.
    public init(url: String, reason: Reason) {
        self.url = url
        self.reason = reason
    }

    /// The rejection as one line.
    public var description: String {
        "no route for '\(url)': \(reason)"
    }
}

extension DeepLinkRejection {
    /// What a path segment had to be.
    public enum Expectation: Hashable, Sendable, CustomStringConvertible {
        /// Exactly this text.
        case literal(String)
        /// A value of this type.
        case parameter(DeepLinkParameterType)

        /// `'new'`, `an int`, `one of (home|cart)`.
        public var description: String {
            switch self {
            case .literal(let text): "'\(text)'"
            case .parameter(let type): type.phrase
            }
        }
    }

    /// Why a URL matched nothing: the deepest failure found.
    public enum Reason: Hashable, Sendable, CustomStringConvertible {
        /// The text is not a URL the matcher can read.
        ///
        /// - Parameters:
        ///   - column: The 1-based column, in characters, of the problem.
        ///   - problem: What is wrong there.
        case malformedURL(column: Int, problem: DeepLinkSyntaxProblem)
        /// No pattern uses the URL's scheme.
        case unknownScheme(String, known: [String])
        /// Patterns use the scheme, but none with the URL's host.
        case unknownHost(String, scheme: String, known: [String])
        /// No pattern accepts this segment where the URL has it.
        ///
        /// - Parameters:
        ///   - segment: The segment's number (the host is 1).
        ///   - value: The segment, percent-decoded.
        ///   - expected: What the patterns accept there, in the order they are tried.
        ///   - patterns: One pattern for each expectation.
        case segmentMismatch(segment: Int, value: String, expected: [Expectation], patterns: [DeepLinkPattern])
        /// The URL ends where every pattern still expects a segment.
        case missingSegment(segment: Int, expected: [Expectation], patterns: [DeepLinkPattern])
        /// The URL has a segment past the end of the only pattern that got this far.
        case unexpectedSegment(segment: Int, value: String, pattern: DeepLinkPattern)
        /// The pattern accepting the path requires a query parameter the URL lacks.
        case missingQueryParameter(String, pattern: DeepLinkPattern)
        /// A query parameter's value is not of the type the pattern declares.
        case invalidQueryParameter(String, value: String, expected: DeepLinkParameterType, pattern: DeepLinkPattern)
        /// A declared query parameter appears more than once.
        case repeatedQueryParameter(String, pattern: DeepLinkPattern)
        /// The URL has a query parameter the pattern does not declare, and the matcher rejects
        /// unknown query parameters.
        case unknownQueryParameter(String, pattern: DeepLinkPattern)

        /// The reason as a clause.
        public var description: String {
            switch self {
            case .malformedURL(let column, let problem):
                "malformed URL at column \(column): \(problem)"
            case .unknownScheme(let scheme, let known):
                "unknown scheme '\(scheme)'; known schemes: \(Self.list(known))"
            case .unknownHost(let host, let scheme, let known):
                "unknown host '\(host)' for scheme '\(scheme)'; known hosts: \(Self.list(known))"
            case .segmentMismatch(let segment, let value, let expected, let patterns):
                "segment \(segment) '\(value)' is not \(Self.alternatives(expected)) \(Self.patterns(patterns))"
            case .missingSegment(let segment, let expected, let patterns):
                "segment \(segment) is missing; expected \(Self.alternatives(expected)) \(Self.patterns(patterns))"
            case .unexpectedSegment(let segment, let value, let pattern):
                "segment \(segment) '\(value)' is past the end of pattern \(pattern)"
            case .missingQueryParameter(let name, let pattern):
                "missing required query parameter '\(name)' (pattern \(pattern))"
            case .invalidQueryParameter(let name, let value, let expected, let pattern):
                "query parameter '\(name)' value '\(value)' is not \(expected.phrase) (pattern \(pattern))"
            case .repeatedQueryParameter(let name, let pattern):
                "query parameter '\(name)' is given more than once (pattern \(pattern))"
            case .unknownQueryParameter(let name, let pattern):
                "unknown query parameter '\(name)' (pattern \(pattern) accepts \(Self.list(pattern.queryParameters.map(\.name))))"
            }
        }

        private static func list(_ names: [String]) -> String {
            names.isEmpty ? "none" : names.joined(separator: ", ")
        }

        /// `a`, `a or b`, `a, b or c`.
        private static func alternatives(_ expected: [Expectation]) -> String {
            let phrases = expected.map(\.description)
            guard let last = phrases.last else { return "anything" }
            return phrases.count == 1 ? last : "\(phrases.dropLast().joined(separator: ", ")) or \(last)"
        }

        private static func patterns(_ patterns: [DeepLinkPattern]) -> String {
            let list = patterns.map(\.template).joined(separator: ", ")
            return patterns.count == 1 ? "(pattern \(list))" : "(patterns \(list))"
        }
    }
}
