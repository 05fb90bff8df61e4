/// One finding about a configuration: where it is, which value it concerns, and what is wrong.
///
/// The parser and ``YAMLDecoder`` report their errors as diagnostics; later layers (the app
/// manifest's graph validator) build their own from the marks they captured with ``Marked`` so
/// every finding reads the same:
///
/// ```swift
/// let finding = ConfigDiagnostic(
///     at: route.mark, keyPath: route.keyPath,
///     message: "route 'detail' is never reachable from a tab")
/// throw ConfigError([finding])
/// ```
///
/// The text form is described in ``description``.
public struct ConfigDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, CaseIterable {
        /// The configuration cannot be used.
        case error
        /// The configuration works but is probably not what was meant.
        case warning
        /// Extra information attached to another finding.
        case note
    }

    /// How serious the finding is.
    public var severity: Severity
    /// Where the finding is; `nil` for findings about no particular place.
    public var mark: SourceMark?
    /// The value concerned, from the document's root.
    public var keyPath: ConfigKeyPath
    /// What is wrong, as one line of text, ending with the ``suggestion``'s
    /// `; did you mean 'x'?` when there is one (searched each time it is read). Setting it
    /// replaces the whole text and drops the suggestion.
    public var message: String {
        get { suggestion.map { statement + $0.candidates.hint(for: $0.word) } ?? statement }
        set {
            statement = newValue
            suggestion = nil
        }
    }

    /// The message without the suggestion.
    public private(set) var statement: String

    /// A "did you mean" still to search for: a misspelled word and the names it may be one of.
    public struct Suggestion: Sendable {
        /// The word as written.
        public var word: String
        /// The names to suggest from.
        public var candidates: SuggestionCandidates

        /// Creates a suggestion to search for.
        ///
        /// - Parameters:
        ///   - word: The word as written.
        ///   - candidates: The names to suggest from.
        public init(for word: String, among candidates: SuggestionCandidates) {
            self.word = word
            self.candidates = candidates
        }
    }

    /// The suggestion the message ends with, searched only when ``message`` (or
    /// ``description``) is read: a manifest with thousands of findings pays only for the
    /// findings printed.
    public private(set) var suggestion: Suggestion?

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - severity: How serious the finding is; errors by default.
    ///   - mark: Where the finding is. Marks from ``YAMLParser``, ``YAMLNode`` and ``Marked``
    ///     remember their source text, so the rendering quotes the line.
    ///   - keyPath: The value concerned.
    ///   - message: What is wrong, as one line.
    ///   - suggestion: A "did you mean" to add after `message` when it is read; none by default.
    public init(
        _ severity: Severity = .error, at mark: SourceMark?, keyPath: ConfigKeyPath = .root, message: String,
        suggestion: Suggestion? = nil
    ) {
        self.severity = severity
        self.mark = mark
        self.keyPath = keyPath
        self.statement = message
        self.suggestion = suggestion
    }

    /// Whether two findings are at the same place and read the same.
    public static func == (lhs: ConfigDiagnostic, rhs: ConfigDiagnostic) -> Bool {
        lhs.severity == rhs.severity && lhs.mark == rhs.mark && lhs.keyPath == rhs.keyPath
            && lhs.message == rhs.message
    }

    /// Hashes the severity, place and value (equal findings have equal ones).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(mark)
        hasher.combine(keyPath)
    }

    // MARK: - Rendering

    /// The finding in compiler style, followed by the source line and a caret under the column
    /// when the mark knows its source text:
    ///
    /// ```
    /// Configs/shop.yaml:12:14: error: coordinators.home.routes[2].style: expected one of push, sheet, found "sheeet"
    ///     style: sheeet
    ///            ^
    /// ```
    ///
    /// Control characters in the line and the message are shown escaped (``TerminalText``). The
    /// source line is indented by four spaces and quoted as is (tabs before the column are
    /// repeated in the caret line so the caret stays aligned); a line longer than 120 characters
    /// is cut around the column with `...`. The `KEYPATH: ` part is left out at the root and the
    /// `SOURCE:LINE:COL: ` part when there is no mark, the source and caret lines when the mark
    /// knows no text or points at an empty line (the end of the input).
    public var description: String {
        var header = ""
        if let mark { header += "\(mark): " }
        header += "\(severity.rawValue): "
        if !keyPath.isRoot { header += "\(keyPath): " }
        header += message
        header = TerminalText.escape(header)
        guard let mark, let line = mark.sourceLine, !line.isEmpty else { return header }
        let excerpt = Self.excerpt(of: line, column: mark.column)
        return header + "\n    " + excerpt.text + "\n    " + excerpt.caretIndent + "^"
    }

    /// Renders findings in order of position (findings without a mark last), one after another.
    ///
    /// - Parameter diagnostics: The findings to render.
    /// - Returns: Their ``description``s joined by line breaks.
    public static func render(_ diagnostics: [ConfigDiagnostic]) -> String {
        sortedByPosition(diagnostics).map(\.description).joined(separator: "\n")
    }

    /// Sorts findings by mark (source, line, column), keeping the given order for equal marks
    /// and putting findings without a mark last.
    ///
    /// - Parameter diagnostics: The findings to sort.
    /// - Returns: The same findings in order of position.
    public static func sortedByPosition(_ diagnostics: [ConfigDiagnostic]) -> [ConfigDiagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            switch (lhs.element.mark, rhs.element.mark) {
            case let (left?, right?) where left != right: left < right
            case (.some, nil): true
            case (nil, .some): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }

    private static let excerptWidth = 120

    /// The part of a source line to show and the indentation that puts a caret under `column`.
    private static func excerpt(of line: String, column: Int) -> (text: String, caretIndent: String) {
        let characters = Array(line)
        // Columns count Unicode scalars (libyaml's unit); a combining mark is a scalar of its own
        // but part of the character before it.
        var caretOffset = characters.count
        var scalars = 0
        for (offset, character) in characters.enumerated() {
            if scalars >= column - 1 {
                caretOffset = offset
                break
            }
            scalars += character.unicodeScalars.count
        }
        var start = 0
        var end = characters.count
        if characters.count > excerptWidth {
            start = max(0, min(caretOffset - excerptWidth / 2, characters.count - excerptWidth))
            end = min(characters.count, start + excerptWidth)
        }
        let prefix = start > 0 ? "..." : ""
        let suffix = end < characters.count ? "..." : ""
        // Control characters are shown escaped (TerminalText), so the caret moves past the
        // escaped text before the column, counted as the quoted line is: a combining mark after
        // an escape joins its `}`.
        let text = prefix + TerminalText.escape(String(characters[start..<end])) + suffix
        let before = TerminalText.escape(String(characters[start..<caretOffset]))
        let indent = String(repeating: " ", count: prefix.count) + String(before.map { $0 == "\t" ? "\t" : " " })
        return (text, indent)
    }
}
