/// Why the analytics plugin could not write its lines.
public enum AnalyticsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output file could not be created or opened for appending.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - reason: What the system said.
    case cannotOpen(path: String, reason: String)
    /// Writing to the output failed; the lines of that write are lost.
    ///
    /// - Parameters:
    ///   - output: The output (`stdout`, `stderr` or a path).
    ///   - reason: What the system said.
    case cannotWrite(output: String, reason: String)
    /// An event could not be encoded as JSON; its line is left out.
    ///
    /// - Parameters:
    ///   - sequence: The event's sequence number.
    ///   - reason: The encoding error.
    case unencodable(sequence: UInt64, reason: String)

    /// The error as one sentence.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            "analytics: cannot open '\(path)' for appending: \(reason)"
        case .cannotWrite(let output, let reason):
            "analytics: cannot write to \(output): \(reason)"
        case .unencodable(let sequence, let reason):
            "analytics: event #\(sequence) cannot be encoded: \(reason)"
        }
    }
}
