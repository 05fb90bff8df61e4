/// A place in a configuration source: the source's name and a 1-based line and column.
///
/// Marks made by ``YAMLParser`` also remember the text they point into, so a diagnostic built
/// from one can quote the source line (see ``sourceLine``). That text takes no part in equality,
/// hashing or ordering: two marks are equal when source, line and column are.
public struct SourceMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name of the source, normally the file path as given.
    public var source: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1, in characters (a tab counts as one).
    public var column: Int
    /// The whole text of the source, when the mark was made by the parser.
    let text: SourceText?

    /// Creates a mark that knows no source text; diagnostics at it show no source line.
    ///
    /// - Parameters:
    ///   - source: The source name, normally a file path.
    ///   - line: The line, counting from 1.
    ///   - column: The column, counting from 1.
    public init(source: String, line: Int, column: Int) {
        self.init(source: source, line: line, column: column, text: nil)
    }

    init(source: String, line: Int, column: Int, text: SourceText?) {
        self.source = source
        self.line = line
        self.column = column
        self.text = text
    }

    // MARK: - Source line

    /// The text of the line the mark points at, without its line break, when the mark knows its
    /// source text and the line exists.
    public var sourceLine: String? {
        text?.line(line)
    }

    // MARK: - Equality and order

    /// Compares source, line and column.
    public static func == (lhs: SourceMark, rhs: SourceMark) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.source == rhs.source
    }

    /// Hashes source, line and column.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// Orders by source, then line, then column.
    public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
        (lhs.source, lhs.line, lhs.column) < (rhs.source, rhs.line, rhs.column)
    }

    // MARK: - Text

    /// `SOURCE:LINE:COL`, the prefix of a compiler-style diagnostic.
    public var description: String { "\(source):\(line):\(column)" }
}
