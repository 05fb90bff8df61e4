import Foundation
import Testing

/// The map of `docs/architecture.md` follows one request along the calls the code makes: every
/// function it names must be declared, with the same argument labels, in the file named on its
/// line, so the map cannot drift from the code unnoticed (issue 39).
@Suite struct ArchitectureMapTests {
    /// A function the map names, and the file it names for it.
    struct Named: CustomStringConvertible {
        let line: Int
        let function: String
        let labels: [String]
        let file: String

        var description: String {
            "docs/architecture.md, map line \(line): \(function)(\(labels.map { "\($0):" }.joined())) in \(file)"
        }
    }

    /// The map: the first code block under the heading of the request's walk.
    static func map() throws -> [String] {
        let text = try Articles.text("docs/architecture.md")
        guard let heading = text.range(of: "## One request, from a router call to the renderer"),
            let open = text.range(of: "```\n", range: heading.upperBound..<text.endIndex),
            let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
        else { return [] }
        return text[open.upperBound..<close.lowerBound].components(separatedBy: "\n")
    }

    /// The files and functions the map names.
    static func named() throws -> (files: [(line: Int, path: String)], functions: [Named]) {
        var files: [(Int, String)] = []
        var functions: [Named] = []
        for (index, line) in try map().enumerated() {
            let paths = line.matches(of: /Modules\/[\w+\/.-]+\.swift/).map { String($0.output) }
            for path in paths { files.append((index + 1, path)) }
            guard let file = paths.last else { continue }
            for match in line.matches(of: /(\w+)\(((?:\w+:)*)\)/) {
                let labels = match.output.2.split(separator: ":").map(String.init)
                functions.append(Named(line: index + 1, function: String(match.output.1), labels: labels, file: file))
            }
        }
        return (files, functions)
    }

    /// The external labels of each declaration of `function` in `text` (`_` for none).
    static func declarations(of function: String, in text: String) -> [[String]] {
        var found: [[String]] = []
        var rest = text[...]
        while let start = rest.range(of: "func \(function)") {
            var index = start.upperBound
            // Generic parameters, then the parameter list.
            if index < rest.endIndex, rest[index] == "<" {
                guard let close = Self.closing(rest[index...]) else { break }
                index = rest.index(after: close.end)
            }
            guard index < rest.endIndex, rest[index] == "(", let list = Self.closing(rest[index...]) else {
                rest = rest[start.upperBound...]
                continue
            }
            let end = list.end
            found.append(
                list.inside.split(separator: "\u{0}").compactMap { parameter in
                    parameter.trimmingCharacters(in: .whitespacesAndNewlines).split(whereSeparator: {
                        $0 == " " || $0 == ":"
                    })
                    .first.map(String.init)
                })
            rest = rest[end...]
        }
        return found
    }

    /// Where the bracket opening `text` closes, and what it holds with its top-level commas
    /// written as NUL; `->` is an arrow, not a bracket.
    static func closing(_ text: Substring) -> (end: String.Index, inside: String)? {
        var depth = 0
        var inside = ""
        var previous: Character = " "
        for position in text.indices {
            let character = text[position]
            defer { previous = character }
            if "([<".contains(character) { depth += 1 }
            if ")]".contains(character) || (character == ">" && previous != "-") { depth -= 1 }
            if depth == 0 { return (position, String(inside.dropFirst())) }
            inside.append(depth == 1 && character == "," ? "\u{0}" : character)
        }
        return nil
    }

    @Test func theMapNamesAFileOnEveryStepAndEveryFileExists() throws {
        let (files, functions) = try Self.named()
        #expect(files.count >= 20, "the map names \(files.count) files")
        #expect(functions.count >= 20, "the map names \(functions.count) functions")
        for (line, path) in files {
            #expect(
                FileManager.default.fileExists(atPath: Articles.root.appendingPathComponent(path).path),
                "docs/architecture.md, map line \(line): \(path) does not exist")
        }
    }

    @Test func everyFunctionTheMapNamesIsDeclaredInItsFileWithTheSameLabels() throws {
        for named in try Self.named().functions {
            guard let text = try? Articles.text(named.file) else { continue }  // reported by the test above
            let declared = Self.declarations(of: named.function, in: text)
            #expect(!declared.isEmpty, "\(named): no such function in that file")
            guard !declared.isEmpty else { continue }
            #expect(
                declared.contains(named.labels),
                "\(named): declared with the labels \(declared.map { $0.joined(separator: ":") })")
        }
    }

    @Test func theMapStartsAtTheRoutersCallAndShowsStacksPlanner() throws {
        let functions = try Self.named().functions
        #expect(functions.first?.function == "navigate")
        #expect(functions.first?.labels.first == "toRoute")
        #expect(functions.contains { $0.file == "Modules/Stacks/Steps/StepPlanner.swift" && $0.function == "steps" })
    }

    @Test func aDeclarationsLabelsAreRead() {
        let text = """
            func perform(
                path operation: PathOperation<AnyRoute>, in container: ContainerID, scope: ScopeID?
            ) async {}
            static func steps<Route, Start: Sequence<Entry<Route>>>(from start: Start, to end: [Int]) {}
            func commit(_ transaction: OpenTransaction) {}
            func reapCoordinators() {}
            """
        #expect(Self.declarations(of: "perform", in: text) == [["path", "in", "scope"]])
        #expect(Self.declarations(of: "steps", in: text) == [["from", "to"]])
        #expect(Self.declarations(of: "commit", in: text) == [["_"]])
        #expect(Self.declarations(of: "reapCoordinators", in: text) == [[]])
    }
}
