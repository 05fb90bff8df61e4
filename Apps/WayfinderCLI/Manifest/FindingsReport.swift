import WayfinderConfig

/// How a command prints a manifest's findings: the first ``shown`` of them, then how many
/// more there are, as compilers stop after a count (clang after 20); `validate --all-findings`
/// prints them all.
enum FindingsReport {
    /// The findings printed before the count of the others.
    static let shown = 50

    /// `error`'s findings, the first ``shown`` of them unless `all`, then
    /// `and N more findings (validate --all-findings prints them all)`.
    ///
    /// - Parameters:
    ///   - error: The findings.
    ///   - all: Whether to print every finding.
    /// - Returns: The text, one finding after another.
    static func text(_ error: ConfigError, all: Bool = false) -> String {
        let diagnostics = error.diagnostics
        guard !all, diagnostics.count > shown else { return error.description }
        let more = diagnostics.count - shown
        return diagnostics.prefix(shown).map(\.description).joined(separator: "\n")
            + "\nand \(more) more finding\(more == 1 ? "" : "s") (validate --all-findings prints them all)"
    }
}
