import WayfinderConfig

/// The lines of a script: read from a file (only a regular file of valid UTF-8) or given as
/// text, split at LF or CRLF line ends.
///
/// ```swift
/// let script = try ScriptSource(contentsOf: "Configs/scenarios/tour.shop")
/// for (number, line) in script.numberedLines { ... }
/// ```
public struct ScriptSource: Hashable, Sendable {
    /// The largest script read, in bytes.
    public static let byteLimit = 4 * 1024 * 1024

    /// The name errors show before a line number: the script's path.
    public let name: String
    /// The lines, without their line ends; a final line break ends the last line.
    public let lines: [String]

    /// Splits `text` into lines; a byte-order mark at its start (which some editors write) is
    /// skipped.
    ///
    /// - Parameters:
    ///   - name: The name errors show.
    ///   - text: The script, with LF or CRLF line ends.
    public init(name: String, text: String) {
        self.name = name
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" {
            text = String(text.unicodeScalars.dropFirst())
        }
        lines = text.isEmpty ? [] : SourceLines.split(text).map(String.init)
    }

    /// Reads the script at `path`.
    ///
    /// - Parameter path: The script file.
    /// - Throws: ``ScriptReadError`` naming the real problem: no such file, a folder, a FIFO or
    ///   a device, too large, or not UTF-8 (with the line and column).
    public init(contentsOf path: String) throws(ScriptReadError) {
        do {
            self.init(name: path, text: try TextFile.read(path, limit: Self.byteLimit))
        } catch {
            throw ScriptReadError(path: path, problem: error)
        }
    }

    /// The lines with their numbers, from 1.
    public var numberedLines: [(number: Int, line: String)] {
        lines.enumerated().map { (number: $0.offset + 1, line: $0.element) }
    }
}

/// Why a script file could not be read.
public struct ScriptReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The script's path.
    public let path: String
    /// What is wrong with it.
    public let problem: TextFile.Problem

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - path: The script's path.
    ///   - problem: What is wrong with it.
    public init(path: String, problem: TextFile.Problem) {
        self.path = path
        self.problem = problem
    }

    /// Where the problem is, `x.shop:2:14`, for text that is not UTF-8; `nil` otherwise.
    public var place: String? {
        problem.line.map { line in "\(path):\(line):\(problem.column ?? 1)" }
    }

    /// `cannot read the script 'x.shop': 'x.shop' is a named pipe (FIFO), not a regular file`.
    public var description: String {
        "cannot read the script '\(path)': \(problem)"
    }
}
