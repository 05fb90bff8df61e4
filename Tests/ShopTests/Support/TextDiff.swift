/// A line diff for failure messages: lines only expected start with `-`, lines only
/// printed with `+`, around the first difference.
enum TextDiff {
    static func lines(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        guard
            let first = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
                ?? (left.count == right.count ? nil : min(left.count, right.count))
        else { return "(no difference)" }
        let start = max(0, first - 3)
        var lines = ["first difference at line \(first + 1):"]
        lines += left[start..<first].map { "  \($0)" }
        lines += left[first..<min(left.count, first + 8)].map { "- \($0)" }
        lines += right[first..<min(right.count, first + 8)].map { "+ \($0)" }
        return lines.joined(separator: "\n")
    }
}
