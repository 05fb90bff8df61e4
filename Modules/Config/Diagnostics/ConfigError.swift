/// The error every configuration layer throws: one or more ``ConfigDiagnostic``s, in order of
/// position.
///
/// Parsing stops at the first syntax error; decoding goes on past unknown keys, duplicate keys
/// and most wrong values, so one error usually lists every mistake of a file.
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The findings, sorted by position (see ``ConfigDiagnostic/sortedByPosition(_:)``).
    public let diagnostics: [ConfigDiagnostic]

    /// Creates an error from findings, sorting them by position.
    ///
    /// - Parameter diagnostics: The findings; at least one is expected.
    public init(_ diagnostics: [ConfigDiagnostic]) {
        self.diagnostics = ConfigDiagnostic.sortedByPosition(diagnostics)
    }

    /// Creates an error with a single finding.
    ///
    /// - Parameter diagnostic: The finding.
    public init(_ diagnostic: ConfigDiagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// Every finding rendered (see ``ConfigDiagnostic/description``), separated by line breaks.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
