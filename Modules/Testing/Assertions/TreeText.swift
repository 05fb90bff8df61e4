/// Helpers over rendered trees (`NavigationTree.rendered`) for comparisons that must not depend
/// on history.
public enum TreeText {
    // MARK: - Renumbering

    /// Renumbers entry ids (`#7`, `#1.7`) and coordinator ids (`c3`, also in `c3.stack` and
    /// `[c3]`) in order of first appearance, from `#0` and `c0`.
    ///
    /// Ids are never reused, so the same screens reached through different histories get
    /// different ids. Renumbering keeps everything ids express inside one tree (which entry
    /// belongs to which scope, which container belongs to which coordinator, their order) and
    /// drops only how many were issued before.
    ///
    /// - Parameter text: A rendered tree (or trace).
    /// - Returns: The same text with ids renumbered.
    public static func renumberingIDs(_ text: String) -> String {
        var entries: [Substring: Int] = [:]
        var coordinators: [Substring: Int] = [:]
        let withEntries = text.replacing(#/#\d+(\.\d+)?/#) { match in
            let number = entries[match.output.0] ?? entries.count
            entries[match.output.0] = number
            return "#\(number)"
        }
        return withEntries.replacing(#/\bc\d+\b/#) { match in
            let number = coordinators[match.output] ?? coordinators.count
            coordinators[match.output] = number
            return "c\(number)"
        }
    }

    // MARK: - Subtrees

    /// The first line whose text (after its indentation) starts with `prefix`, and every
    /// following line indented deeper, with the common indentation removed.
    ///
    /// - Parameters:
    ///   - text: A rendered tree.
    ///   - prefix: The start of the subtree's first line, such as `tabs c3` or `#5 tabs`.
    /// - Returns: The subtree, or `nil` when no line starts with `prefix`.
    public static func subtree(of text: String, at prefix: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let range = subtreeRange(in: lines, at: prefix) else { return nil }
        let depth = indentation(lines[range.lowerBound])
        return lines[range].map { $0.dropFirst(depth) }.joined(separator: "\n")
    }

    /// The text without the subtree ``subtree(of:at:)`` would return: what stayed around it.
    ///
    /// - Parameters:
    ///   - text: A rendered tree.
    ///   - prefix: The start of the subtree's first line.
    /// - Returns: The remaining lines, or `nil` when no line starts with `prefix`.
    public static func removingSubtree(of text: String, at prefix: String) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let range = subtreeRange(in: lines, at: prefix) else { return nil }
        lines.removeSubrange(range)
        return lines.joined(separator: "\n")
    }

    private static func subtreeRange(in lines: [Substring], at prefix: String) -> Range<Int>? {
        guard let start = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(prefix) }) else { return nil }
        let depth = indentation(lines[start])
        var end = start + 1
        while end < lines.count, indentation(lines[end]) > depth {
            end += 1
        }
        return start..<end
    }

    private static func indentation(_ line: Substring) -> Int {
        line.prefix { $0 == " " }.count
    }
}
