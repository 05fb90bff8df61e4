/// "Did you mean" suggestions for misspelled names.
enum NameSuggestion {
    /// The candidate closest to `word` — at most one edit per three characters (at least one),
    /// a swap of neighbours counting as one edit, case differences as none — or `nil`.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        let lowered = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let distance = self.distance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` or the empty string.
    static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Insertions, deletions, substitutions and swaps of adjacent characters needed to turn one
    /// word into the other.
    static func distance(_ source: [Character], _ target: [Character]) -> Int {
        if source.isEmpty { return target.count }
        if target.isEmpty { return source.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: target.count + 1), count: source.count + 1)
        for row in 0...source.count { rows[row][0] = row }
        for column in 0...target.count { rows[0][column] = column }
        for row in 1...source.count {
            for column in 1...target.count {
                let cost = source[row - 1] == target[column - 1] ? 0 : 1
                var value = min(rows[row - 1][column] + 1, rows[row][column - 1] + 1, rows[row - 1][column - 1] + cost)
                if row > 1, column > 1, source[row - 1] == target[column - 2], source[row - 2] == target[column - 1] {
                    value = min(value, rows[row - 2][column - 2] + 1)
                }
                rows[row][column] = value
            }
        }
        return rows[source.count][target.count]
    }
}
