/// Reading a text file a person named (a script, a manifest) safely: only a regular file, at
/// most a number of bytes, and only valid UTF-8.
public enum TextFile {
    /// Why a file could not be read, as a sentence naming the real problem.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// `'x.shop' is a named pipe...`, `'x.shop' is not UTF-8 text: line 2, column 5: ...`.
        public var description: String
        /// The line of the problem, for text that is not UTF-8.
        public var line: Int?
        /// The column of the problem, for text that is not UTF-8.
        public var column: Int?

        /// Creates a problem.
        ///
        /// - Parameters:
        ///   - description: The sentence.
        ///   - line: The line, for text that is not UTF-8.
        ///   - column: The column, for text that is not UTF-8.
        public init(description: String, line: Int? = nil, column: Int? = nil) {
            self.description = description
            self.line = line
            self.column = column
        }
    }

    /// The text of the file at `path`.
    ///
    /// A FIFO, a device or a folder is refused without being opened (opening a FIFO waits for
    /// a writer for ever), and so is a file larger than `limit` bytes.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The largest size accepted, in bytes.
    /// - Returns: Its text.
    /// - Throws: ``Problem``.
    public static func read(_ path: String, limit: Int) throws(Problem) -> String {
        switch SourceReader.read(path, limit: limit) {
        case .success(let text): return text
        case .failure(let problem):
            throw Problem(
                description: problem.description, line: problem.position?.line, column: problem.position?.column)
        }
    }
}
