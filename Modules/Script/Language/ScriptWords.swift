/// Splitting lines into words, and suggesting names.
enum ScriptWords {
    /// The words of `line`: separated by spaces and tabs, `"double quoted"` words may hold
    /// spaces, a word starting with `#` starts a comment, and a `{...}` flow mapping stays one
    /// word with its spaces (`present filters {detents: [medium, large]}`).
    ///
    /// - Throws: ``ScriptSyntaxError/unterminatedQuote`` for an open quote,
    ///   ``ScriptSyntaxError/unclosedBracket`` for a `{` or `[` never closed.
    static func split(_ line: String) throws(ScriptSyntaxError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        var depth = 0
        for character in line {
            if quoted {
                if character == "\"" { quoted = false } else { current.append(character) }
                continue
            }
            switch character {
            case "\"":
                quoted = true
                inWord = true
            case " " where depth == 0, "\t" where depth == 0:
                if inWord { words.append(current) }
                current = ""
                inWord = false
            case "#" where !inWord:
                return words
            default:
                if character == "{" || character == "[" { depth += 1 }
                if character == "}" || character == "]" { depth = max(0, depth - 1) }
                current.append(character)
                inWord = true
            }
        }
        if quoted { throw .unterminatedQuote }
        // An open bracket would swallow the rest of the line, trailing spaces included.
        if depth > 0 { throw .unclosedBracket }
        if inWord { words.append(current) }
        return words
    }

    /// Whether `word` is a `key=value` parameter.
    static func isAssignment(_ word: String) -> Bool {
        guard let equals = word.firstIndex(of: "=") else { return false }
        return equals != word.startIndex && !word.hasPrefix("{")
    }

    /// The name among `names` closest to `word` (at most two edits away, fewer for short words).
    static func closest(to word: String, among names: [String]) -> String? {
        let limit = word.count <= 3 ? 1 : 2
        return
            names
            .map { (name: $0, distance: distance(word, $0)) }
            .filter { $0.distance <= limit }
            .min { $0.distance < $1.distance }?.name
    }

    /// The Levenshtein distance between two words.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, l) in left.enumerated() {
            var current = [i + 1]
            for (j, r) in right.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (l == r ? 0 : 1)))
            }
            previous = current
        }
        return previous[right.count]
    }
}
