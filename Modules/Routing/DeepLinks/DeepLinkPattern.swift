/// A parsed deep-link template such as `shop://item/:id:int` or `shop://search?q!&page:int`.
///
/// ## Grammar
///
/// ```
/// template  = scheme "://" host *( "/" segment ) [ "?" query ]
/// scheme    = letter *( letter / digit / "+" / "-" / "." )        ; case-insensitive
/// host      = 1*( letter / digit / "-" / "." / "_" / "~" ) [ ":" 1*digit ]   ; case-insensitive
/// segment   = literal / parameter
/// literal   = 1*char, not starting with ":"                     ; case-sensitive
/// parameter = ":" name [ ":" type ]                               ; type defaults to string
/// query     = item *( "&" item )
/// item      = name [ ":" type ] [ "!" ]                           ; "!" makes it required
/// name      = ( letter / "_" ) *( letter / digit / "_" )
/// type      = "string" / "int" / "uuid" / "oneOf(" option *( "|" option ) ")"
/// ```
///
/// - A literal or option may hold any character except `/ ? #`, spaces and control
///   characters (options also exclude `| ) &`); write those as percent escapes (`%2F`). Escapes
///   are decoded before comparing, so `caf%C3%A9` and `café` are the same literal.
/// - Query parameters are optional unless marked `!`; an optional one that is absent is simply
///   missing from the match's parameters. Parameter names are unique across path and query.
/// - The host is not a segment of the path but is counted as segment 1 in rejection messages,
///   so in `shop://item/:id` the `:id` parameter is segment 2.
///
/// ```swift
/// let pattern = try DeepLinkPattern("shop://tabs/:tab:oneOf(home|cart)/orders/:orderID:int?q")
/// pattern.parameterNames   // ["tab", "orderID", "q"]
/// ```
///
/// A pattern encodes as its template string and decodes by parsing one.
public struct DeepLinkPattern: Hashable, Sendable {
    /// One path segment of a template.
    public enum Segment: Hashable, Sendable {
        /// Text that must appear as is (percent-decoded).
        case literal(String)
        /// A named, typed parameter.
        case parameter(name: String, type: DeepLinkParameterType)
    }

    /// A query parameter a template declares.
    public struct QueryParameter: Hashable, Sendable {
        /// The parameter's name, as it appears in URLs.
        public var name: String
        /// The type its value must have.
        public var type: DeepLinkParameterType
        /// Whether a URL without it is rejected (`!` in the template).
        public var isRequired: Bool

        /// Creates a query parameter declaration.
        ///
        /// - Parameters:
        ///   - name: The parameter's name.
        ///   - type: The type its value must have.
        ///   - isRequired: Whether a URL without it is rejected.
        public init(name: String, type: DeepLinkParameterType = .string, isRequired: Bool = false) {
            self.name = name
            self.type = type
            self.isRequired = isRequired
        }
    }

    /// The template as written.
    public let template: String
    /// The scheme, lowercased (`shop`).
    public let scheme: String
    /// The host, lowercased, with its port if any (`item`, `example.com:8443`).
    public let host: String
    /// The path segments after the host.
    public let segments: [Segment]
    /// The declared query parameters, in template order.
    public let queryParameters: [QueryParameter]

    // MARK: - Parsing

    /// Parses a template.
    ///
    /// - Parameter template: A template such as `shop://item/:id:int` (see the grammar above).
    /// - Throws: ``DeepLinkPatternError`` with the column of the first problem.
    public init(_ template: String) throws(DeepLinkPatternError) {
        var parser = DeepLinkTemplateParser(template)
        do {
            try parser.parse()
        } catch {
            throw DeepLinkPatternError(
                template: template,
                column: DeepLinkBytes.column(of: error.offset, in: parser.bytes),
                problem: error.problem
            )
        }
        self.template = template
        scheme = parser.scheme
        host = parser.host
        segments = parser.segments
        queryParameters = parser.queryParameters
    }

    // MARK: - Reading

    /// The names of the path parameters, in order.
    public var pathParameterNames: [String] {
        segments.compactMap { segment in
            if case .parameter(let name, _) = segment { name } else { nil }
        }
    }

    /// The names of all parameters: path parameters in order, then query parameters.
    public var parameterNames: [String] {
        pathParameterNames + queryParameters.map(\.name)
    }
}

extension DeepLinkPattern: CustomStringConvertible {
    /// The template as written.
    public var description: String { template }
}

extension DeepLinkPattern: Codable {
    /// Decodes a pattern from its template string.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: ``DeepLinkPatternError`` for a malformed template (not wrapped in a
    ///   `DecodingError`, so its message and column survive), and decoding errors for a
    ///   non-string value.
    public init(from decoder: any Decoder) throws {
        try self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the template string.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's errors.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(template)
    }
}
