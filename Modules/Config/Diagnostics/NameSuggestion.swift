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

/// Names to suggest from, each lowered once, shared by every finding that may suggest one of
/// them.
///
/// A finding carries its suggestion unsearched (``ConfigDiagnostic/suggestion``): the search
/// runs when the finding's message is read, so a manifest with thousands of findings pays only
/// for the ones printed (`validate` prints 50), and validation stays linear in the manifest
/// whatever the number of findings.
public final class SuggestionCandidates: Sendable {
    /// The candidates, in order.
    public let names: [String]
    private let lowered: [[Character]]

    /// Prepares `names` for look-ups.
    ///
    /// - Parameter names: The names a suggestion may be.
    public init(_ names: [String]) {
        self.names = names
        lowered = names.map { Array($0.lowercased()) }
    }

    /// ``NameSuggestion/closest(to:among:)`` over the candidates.
    ///
    /// - Parameter word: The misspelled name.
    /// - Returns: The closest candidate, or `nil`.
    public func closest(to word: String) -> String? {
        NameSuggestion.closest(to: word, among: names, lowered: lowered)
    }

    /// ``NameSuggestion/hint(for:among:)`` over the candidates.
    ///
    /// - Parameter word: The misspelled name.
    /// - Returns: `; did you mean 'x'?` or the empty string.
    public func hint(for word: String) -> String {
        closest(to: word).map { "; did you mean '\($0)'?" } ?? ""
    }
}
