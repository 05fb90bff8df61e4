/// Where the analytics plugin writes its JSON lines: `stdout`, `stderr`, or a file path.
///
/// ```yaml
/// options: {output: stderr}
/// options: {output: ".wayfinder/events.jsonl"}   # appended to; folders created
/// ```
public enum AnalyticsOutput: Hashable, Sendable, Decodable, CustomStringConvertible {
    /// The process's standard output, a line at a time.
    case standardOutput
    /// The process's standard error, a line at a time.
    case standardError
    /// A file, appended to (created with its folders when missing), relative paths against the
    /// working directory.
    case file(String)

    /// Decodes `stdout`, `stderr` or a non-empty path.
    ///
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for an empty string or a value that is not a string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch text {
        case "stdout": self = .standardOutput
        case "stderr": self = .standardError
        case "":
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "output must be stdout, stderr or a file path")
        default: self = .file(text)
        }
    }

    /// `stdout`, `stderr`, or the path.
    public var description: String {
        switch self {
        case .standardOutput: "stdout"
        case .standardError: "stderr"
        case .file(let path): path
        }
    }
}
