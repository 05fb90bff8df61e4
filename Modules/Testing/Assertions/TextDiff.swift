/// A line-by-line difference between an expected and an actual text, for failure messages.
///
/// Lines are matched by a longest-common-subsequence, so one wrong line shows as one `-` and
/// one `+` among unchanged context, rather than everything after it looking different.
///
/// ```
/// - expected
/// + actual
///   coordinators
///     c0 HomeCoordinator (coordinator, root)
///   stack c0.stack
///     #0 actionList
/// -   #1 detail(1)
/// +   #1 detail(2)
/// ```
public struct TextDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of the diff.
    public enum Line: Hashable, Sendable {
        /// In both texts.
        case same(String)
        /// Only in the expected text.
        case expectedOnly(String)
        /// Only in the actual text.
        case actualOnly(String)
    }

    /// The lines, in order.
    public let lines: [Line]

    /// Compares two texts line by line.
    ///
    /// - Parameters:
    ///   - expected: What the test expects.
    ///   - actual: What it got.
    public init(expected: String, actual: String) {
        lines = Self.diff(Self.split(expected), Self.split(actual))
    }

    /// Whether the texts are equal.
    public var isEmpty: Bool {
        lines.allSatisfy { if case .same = $0 { true } else { false } }
    }

    /// The diff with a two-line legend; unchanged lines are indented by two spaces.
    public var description: String {
        (["- expected", "+ actual"]
            + lines.map { line in
                switch line {
                case .same(let text): "  " + text
                case .expectedOnly(let text): "- " + text
                case .actualOnly(let text): "+ " + text
                }
            }).joined(separator: "\n")
    }

    // MARK: - Computing

    private static func split(_ text: String) -> [String] {
        text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Longest common subsequence by dynamic programming; texts here are short (trees, traces).
    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        let rows = old.count + 1
        let columns = new.count + 1
        var common = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    old[i] == new[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[(i + 1) * columns + j] >= common[i * columns + j + 1] {
                lines.append(.expectedOnly(old[i]))
                i += 1
            } else {
                lines.append(.actualOnly(new[j]))
                j += 1
            }
        }
        return lines
    }
}
