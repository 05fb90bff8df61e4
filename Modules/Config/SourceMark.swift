/// A place in a configuration source: the source's name and a 1-based line and column.
public struct SourceMark: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name of the source, normally the file path as given.
    public var source: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1.
    public var column: Int

    /// Creates a mark.
    public init(source: String, line: Int, column: Int) {
        self.source = source
        self.line = line
        self.column = column
    }

    /// `SOURCE:LINE:COL`, the prefix of a compiler-style diagnostic.
    public var description: String { "\(source):\(line):\(column)" }

    /// Orders by source, then line, then column.
    public static func < (lhs: SourceMark, rhs: SourceMark) -> Bool {
        (lhs.source, lhs.line, lhs.column) < (rhs.source, rhs.line, rhs.column)
    }
}
