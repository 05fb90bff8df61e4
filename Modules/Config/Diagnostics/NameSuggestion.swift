/// "Did you mean" suggestions for misspelled keys, values and names: the one edit distance of
/// the package, used by the decoder's diagnostics and the manifest validator alike.
public enum NameSuggestion {
    /// The candidate closest to `word` — at most one edit per three characters (at least one),
    /// a swap of neighbours counting as one edit, case differences as none — or `nil`.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        closest(to: word, among: candidates, lowered: candidates.map { Array($0.lowercased()) })
    }

    /// ``closest(to:among:)`` with the candidates already lowered (`lowered[i]` is
    /// `candidates[i]`'s).
    public static func closest(to word: String, among candidates: [String], lowered: [[Character]]) -> String? {
        let limit = max(1, word.count / 3)
        let source = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for (candidate, target) in zip(candidates, lowered) where candidate != word {
            // The distance is at least the difference in length.
            guard abs(target.count - source.count) <= min(limit, (best?.distance ?? Int.max) - 1) else { continue }
            let distance = self.distance(source, target)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or the empty string.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Insertions, deletions, substitutions and swaps of adjacent characters needed to turn one
    /// word into the other.
    public static func distance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        // Three rows of the table are enough: a swap looks two rows back.
        var twoBack = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for row in 1...source.count {
            current[0] = row
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var value = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                    value = min(value, twoBack[column - 2] + 1)
                }
                current[column] = value
            }
            swap(&twoBack, &previous)
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}

/// Names to suggest from, prepared once for many look-ups: each candidate lowered once, and
/// each word's answer kept, so that a manifest referring to the same undefined name from every
/// screen pays for one search (validation stays linear in the manifest's size).
///
/// The searches of one index compare at most ``comparisonBudget`` candidates in all: a manifest
/// with thousands of routes and thousands of distinct undefined names would otherwise compare
/// each name with every route (4,000 of each: 19.9 s). Past the budget, a finding comes without
/// a suggestion, and validation stays linear in the number of findings.
public struct NameIndex {
    /// The most candidates all searches of one index compare together.
    public static let comparisonBudget = 2_000_000

    /// The candidates, in order.
    public let candidates: [String]
    private let lowered: [[Character]]
    private var answers: [String: String?] = [:]
    private var budget = comparisonBudget

    /// Prepares `candidates` for look-ups.
    public init(_ candidates: [String]) {
        self.candidates = candidates
        lowered = candidates.map { Array($0.lowercased()) }
    }

    /// ``NameSuggestion/closest(to:among:)`` over the candidates.
    public mutating func closest(to word: String) -> String? {
        if let known = answers[word] { return known }
        guard budget >= candidates.count else { return nil }
        budget -= candidates.count
        let answer = NameSuggestion.closest(to: word, among: candidates, lowered: lowered)
        answers[word] = answer
        return answer
    }

    /// ``NameSuggestion/hint(for:among:)`` over the candidates.
    public mutating func hint(for word: String) -> String {
        closest(to: word).map { "; did you mean '\($0)'?" } ?? ""
    }
}
