import Foundation

/// The rule for a block of statements: it is the whole body of a function declared at file
/// scope, whose only inputs are its parameters, and the article names each of them in code voice
/// (`` `navigator` ``) in the prose of the block's section before it, so the reader sees what is
/// in scope.
extension ArticleCodeTests {
    /// A function found around a block of statements: its name and the names its parameters have
    /// inside its body.
    struct Enclosing: Equatable {
        var name: String
        var parameters: [String]
    }

    /// The file-scope function whose whole body is the `count` lines found at `place` in
    /// `sample`, or nil when the lines are in a type's member, a nested function, or a body that
    /// has lines of its own before or after them (which the reader would not see).
    static func enclosingFunction(_ place: (start: Int, shift: Int), count: Int, in sample: [Line]) -> Enclosing? {
        let end = place.start + count
        guard place.shift > 0, place.start > 0, end < sample.count, sample[end] == Line(indent: 0, text: "}"),
            sample[place.start - 1].indent == 0, sample[place.start - 1].text.hasSuffix("{")
        else { return nil }
        // The signature: from the line at file scope that declares the function down to the line
        // that opens its body (a long parameter list is wrapped onto indented lines).
        var first = place.start - 1
        while first > 0, !declaresFunction(sample[first]) {
            first -= 1
            guard sample[first].indent > 0 || declaresFunction(sample[first]) else { return nil }
        }
        guard declaresFunction(sample[first]) else { return nil }
        let signature = sample[first..<place.start].map(\.text).joined(separator: " ")
        return parse(signature)
    }

    /// Whether `line` declares a function at file scope: attributes and modifiers, then `func`.
    static func declaresFunction(_ line: Line) -> Bool {
        guard line.indent == 0 else { return false }
        let modifiers: Set = ["private", "fileprivate", "internal", "public", "nonisolated"]
        for word in line.text.split(separator: " ") {
            if word == "func" { return true }
            if !word.hasPrefix("@") && !modifiers.contains(String(word)) { return false }
        }
        return false
    }

    /// The name and parameter names of the function declared by `signature`.
    static func parse(_ signature: String) -> Enclosing? {
        guard let funcWord = signature.range(of: "func ") else { return nil }
        let rest = signature[funcWord.upperBound...]
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard let open = rest.firstIndex(of: "(") else { return nil }
        // The parameter clause, split at its top-level commas.
        var depth = 0
        var parameters: [String] = []
        var current = ""
        var previous: Character = " "
        for character in rest[rest.index(after: open)...] {
            defer { previous = character }
            if "([<{".contains(character) { depth += 1 }
            if ")]}".contains(character) || (character == ">" && previous != "-") {
                if depth == 0 { break }
                depth -= 1
            }
            if character == ",", depth == 0 {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parameters.append(current)
        // `label name: Type` or `name: Type`: the name used inside the body is the last word
        // before the colon.
        let names = parameters.compactMap { parameter -> String? in
            guard let colon = parameter.firstIndex(of: ":") else { return nil }
            return parameter[..<colon].split(separator: " ").last.map(String.init)
        }
        return Enclosing(name: name, parameters: names)
    }

    /// The prose of the section that holds the block opened at `line` (1-based) of `text`, from
    /// its heading down to the block: code blocks left out.
    static func prose(before line: Int, in text: String) -> String {
        var kept: [Substring] = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(line - 1) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inBlock.toggle()
            } else if !inBlock {
                // A heading starts a new section.
                if line.hasPrefix("# ") || line.hasPrefix("##") { kept = [] }
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// The parameters of `function` that `prose` does not name in code voice.
    static func unnamed(_ function: Enclosing, in prose: String) -> [String] {
        function.parameters.filter { !prose.contains("`\($0)`") }
    }
}
