/// Parses YAML text with libyaml into a tree of ``YAMLNode``s that remember where each node was
/// written.
///
/// Anchors and aliases are resolved, merge keys (`<<`) applied and `!include` tags replaced by
/// the included file's root (see ``YAMLDecoder`` for the syntax). A stream holds one document;
/// an empty one parses as a null scalar at 1:1.
///
/// ```swift
/// let root = try YAMLParser.parse("tabs: [home, cart]", sourceName: "inline.yaml")
/// root["tabs"]?.elements.count  // 2
/// ```
public enum YAMLParser {
    /// Parses YAML text.
    ///
    /// - Parameters:
    ///   - text: The YAML source.
    ///   - sourceName: The name marks and diagnostics use, normally the file's path. Relative
    ///     `!include` paths are resolved against its directory (the current directory if it has
    ///     none).
    ///   - limits: Bounds against hostile input.
    /// - Returns: The document's root node.
    /// - Throws: ``ConfigError`` for a syntax error, a limit exceeded, an unknown alias, a bad
    ///   merge or a failed include.
    public static func parse(
        _ text: String, sourceName: String, limits: YAMLLimits = YAMLLimits()
    ) throws(ConfigError) -> YAMLNode {
        try NodeTreeBuilder.parse(text, sourceName: sourceName, limits: limits)
    }

    /// Reads and parses a YAML file.
    ///
    /// - Parameters:
    ///   - path: The file's path; it becomes the source name of its marks.
    ///   - limits: Bounds against hostile input.
    /// - Returns: The document's root node.
    /// - Throws: ``ConfigError`` when the file cannot be read or is larger than
    ///   ``YAMLLimits/maxDocumentBytes``, and for everything ``parse(_:sourceName:limits:)`` reports.
    public static func parse(fileAtPath path: String, limits: YAMLLimits = YAMLLimits()) throws(ConfigError) -> YAMLNode
    {
        switch SourceReader.read(path, limit: limits.maxDocumentBytes) {
        case .success(let text):
            return try parse(text, sourceName: path, limits: limits)
        case .failure(let problem):
            let mark = problem.position.map { SourceMark(source: path, line: $0.line, column: $0.column) }
            throw ConfigError(ConfigDiagnostic(at: mark, message: "cannot read the configuration: \(problem)"))
        }
    }
}
