import Foundation
import Testing

/// Every `swift` block of every DocC article and landing page, and of the README, is compiled as
/// the reader sees it: it appears, line for line and with its indentation, in one of the sample
/// files this target builds and runs, or in the notes example, which Scripts/examples.sh builds
/// and tests (the README's first example is the notes example's `Taste` executable, run there).
///
/// - A block that declares something (a type, a function, an attribute first) appears at file
///   scope, so no type or attribute the reader cannot see (a `@MainActor @Suite`, say) changes
///   what it means. A block that shows a member of a type says so on its first line,
///   `// In NotesApp:` (or `// In NotesTests, a ...:`), and appears inside that type.
/// - A block of statements is, as printed, the whole body of a function declared at file scope,
///   whose only inputs are its parameters (`func backChain(context: EntryContext, drawer: Drawer)`),
///   which the sample's test calls with real values; the article names each parameter in code voice
///   (`` `context` ``) in the prose of the block's section before it, so the reader sees what is in
///   scope. A block that declares everything it uses is the body of a function with none.
/// - Blocks not compiled here say so on their first line, which the reader sees: `// Before:`
///   (another library's code, to compare with) or `// Not compiled here: REASON` (SwiftUI and
///   UIKit, which exist on Apple's systems only, and lines of a `Package.swift`). Swift shown in
///   a `text` block must be a marked `swift` block instead.
@Suite struct ArticleCodeTests {
    /// The folders whose Swift files are compiled and run: this target's, and the notes example's
    /// (built and tested by Scripts/examples.sh), which the article "A Swift-only app" walks.
    static let sampleFolders = [
        "Tests/DocumentationTests", "Examples/Notes/Sources/Notes", "Examples/Notes/Sources/Taste",
        "Examples/Notes/Tests/NotesTests",
    ]

    /// One line of code: its indentation and its text.
    struct Line: Equatable {
        var indent: Int
        var text: String
    }

    static func samples() throws -> [(name: String, lines: [Line])] {
        try sampleFolders.flatMap { path in
            let folder = Articles.root.appendingPathComponent(path)
            return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
                .sorted().map { name in
                    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    return (
                        "\(path)/\(name)",
                        normalized(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                    )
                }
        }
    }

    /// The lines with their indentation (less the block's least), trailing spaces dropped; blank
    /// lines and imports dropped (a sample file imports what all its blocks need at its top).
    static func normalized(_ lines: [String]) -> [Line] {
        let kept = lines.map { line -> Line in
            let text = line.trimmingCharacters(in: .whitespaces)
            return Line(indent: line.prefix { $0 == " " }.count, text: text)
        }.filter { !$0.text.isEmpty && !$0.text.hasPrefix("import ") }
        let least = kept.map(\.indent).min() ?? 0
        return kept.map { Line(indent: $0.indent - least, text: $0.text) }
    }

    /// Where `needle` appears in `haystack` with its own indentation, shifted as a whole: the
    /// shift of each place found.
    static func places(of needle: [Line], in haystack: [Line]) -> [(start: Int, shift: Int)] {
        guard !needle.isEmpty, needle.count <= haystack.count else { return [] }
        var found: [(Int, Int)] = []
        for start in 0...(haystack.count - needle.count) where haystack[start].text == needle[0].text {
            let shift = haystack[start].indent - needle[0].indent
            let matches = needle.indices.allSatisfy {
                haystack[start + $0].text == needle[$0].text && haystack[start + $0].indent == needle[$0].indent + shift
            }
            if matches { found.append((start, shift)) }
        }
        return found
    }

    /// What a block is, from its first line of code.
    enum Kind: Equatable {
        /// A declaration: at file scope.
        case declaration
        /// A member of the named type: inside it.
        case member(of: String)
        /// Statements: in a function's body.
        case statements
    }

    static let declarationStarts = [
        "@", "enum ", "struct ", "class ", "final class ", "actor ", "extension ", "protocol ", "func ",
        "public ", "private ", "fileprivate ", "internal ", "open ", "nonisolated ", "typealias ",
    ]

    static func kind(of lines: [Line]) -> Kind {
        if let first = lines.first?.text, first.hasPrefix("// In "), first.hasSuffix(":") {
            return .member(
                of: String(first.dropFirst("// In ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        guard let code = lines.first(where: { !$0.text.hasPrefix("//") }) else { return .statements }
        return declarationStarts.contains { code.text.hasPrefix($0) } ? .declaration : .statements
    }

    /// Whether the place found in `sample` suits a block of `kind`.
    static func suits(_ place: (start: Int, shift: Int), _ kind: Kind, in sample: [Line]) -> Bool {
        switch kind {
        case .declaration:
            return place.shift == 0
        case .statements:
            return false  // see enclosingFunction(_:count:in:)
        case .member(let type):
            // The nearest line above, less indented, opens the type (or an extension of it).
            guard let opener = sample[..<place.start].last(where: { $0.indent < place.shift }) else { return false }
            let words = opener.text.split(whereSeparator: { " :<{".contains($0) }).map(String.init)
            return words.contains(type)
                && words.contains { ["class", "struct", "enum", "actor", "extension"].contains($0) }
        }
    }

    /// The article's `swift` blocks, less the marked ones, and the README's.
    static func pages() throws -> [String] {
        try Articles.all() + ["README.md"]
    }

    static let markers = ["// Before:", "// Not compiled here:"]

    @Test func everySwiftBlock_isCompiledAsPrinted() throws {
        let samples = try Self.samples()
        var checked = 0
        var statements = 0
        for page in try Self.pages() {
            let text = try Articles.text(page)
            for block in Articles.blocks(in: text, language: "swift") {
                let first = block.lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
                if let marker = Self.markers.first(where: { first.hasPrefix($0) }) {
                    #expect(
                        first.count > marker.count + 3,
                        "\(page):\(block.line): say why the block is not compiled: \(first)")
                    continue
                }
                var lines = Self.normalized(block.lines)
                let kind = Self.kind(of: lines)
                if case .member = kind { lines.removeFirst() }
                checked += 1
                if kind == .statements {
                    statements += 1
                    Self.checkStatements(lines, block: block, page: page, text: text, samples: samples)
                    continue
                }
                let found = samples.contains { sample in
                    Self.places(of: lines, in: sample.lines).contains { Self.suits($0, kind, in: sample.lines) }
                }
                #expect(
                    found,
                    "\(page):\(block.line): this swift block (\(kind)) is in no sample file as printed, so it is not compiled as the reader sees it:\n\(block.text)"
                )
            }
        }
        #expect(checked >= 40, "only \(checked) swift blocks were checked")
        #expect(statements >= 30, "only \(statements) blocks of statements were checked")
    }

    /// A block of statements is the whole body of a file-scope function, and the prose before it
    /// names every parameter of that function.
    static func checkStatements(
        _ lines: [Line], block: Articles.Block, page: String, text: String, samples: [(name: String, lines: [Line])]
    ) {
        let functions = samples.flatMap { sample in
            places(of: lines, in: sample.lines).compactMap {
                enclosingFunction($0, count: lines.count, in: sample.lines).map { (sample.name, $0) }
            }
        }
        guard !functions.isEmpty else {
            Issue.record(
                "\(page):\(block.line): this block of statements is the whole body of no function declared at file scope in a sample file, so what it uses is hidden from the reader; make it the body of a function whose parameters are the values it uses:\n\(block.text)"
            )
            return
        }
        let prose = Self.prose(before: block.line, in: text)
        let missing = functions.map { (file: $0.0, function: $0.1, names: unnamed($0.1, in: prose)) }
        guard !missing.contains(where: { $0.names.isEmpty }), let first = missing.first else { return }
        let names = first.names.map { "`\($0)`" }.joined(separator: ", ")
        Issue.record(
            "\(page):\(block.line): the prose of this block's section does not name \(names) in code voice before it; the block uses it, a parameter of \(first.function.name) in \(first.file):\n\(block.text)"
        )
    }

    /// Swift in a `text` block would be neither highlighted nor compiled, unmarked.
    @Test func noTextBlock_holdsSwift() throws {
        let swiftLines = ["func ", "import Swift", "import UIKit", "Task {", ".package(", "@MainActor"]
        for page in try Self.pages() {
            for block in Articles.blocks(in: try Articles.text(page), language: "text") {
                let swift = block.lines.first { line in
                    let text = line.trimmingCharacters(in: .whitespaces)
                    return swiftLines.contains { text.hasPrefix($0) || text.contains(" \($0)") }
                }
                #expect(
                    swift == nil,
                    "\(page):\(block.line): Swift in a text block; make it a swift block that is compiled, or one whose first line says `// Not compiled here: REASON`:\n\(block.text)"
                )
            }
        }
    }

    @Test func theRulesTellDeclarationsMembersAndStatementsApart() {
        let sample = Self.normalized([
            "@MainActor", "@Suite struct Wrapper {", "    @Test func inner() {", "        let x = 1", "    }", "}",
            "final class Notes {", "    func show() {}", "}",
        ])
        let test = Self.normalized(["@Test func inner() {", "    let x = 1", "}"])
        #expect(Self.kind(of: test) == .declaration)
        // Found only inside a suite the reader does not see: not as printed.
        #expect(!Self.places(of: test, in: sample).contains { Self.suits($0, .declaration, in: sample) })
        let member = Self.normalized(["// In Notes:", "func show() {}"])
        #expect(Self.kind(of: member) == .member(of: "Notes"))
        let method = Array(member.dropFirst())
        #expect(Self.places(of: method, in: sample).contains { Self.suits($0, .member(of: "Notes"), in: sample) })
        #expect(!Self.places(of: method, in: sample).contains { Self.suits($0, .member(of: "Wrapper"), in: sample) })
        let statement = Self.normalized(["let x = 1"])
        #expect(Self.kind(of: statement) == .statements)
    }

    /// Where a block of statements is, for each of `samples`: the function it is the whole body of.
    static func enclosing(_ block: [String], in sample: [String]) -> [Enclosing] {
        let lines = normalized(block)
        let sample = normalized(sample)
        return places(of: lines, in: sample).compactMap { enclosingFunction($0, count: lines.count, in: sample) }
    }

    @Test func statements_inATestOfASuite_areRefused() {
        let suite = [
            "@MainActor", "@Suite struct BackTests {", "    @Test func chain() {",
            "        let navigator = Navigator()",
            "        navigator.handle(.back)", "    }", "}",
        ]
        #expect(Self.enclosing(["navigator.handle(.back)"], in: suite).isEmpty)
        // Nor in a file-scope function that sets up, out of sight, what the block uses.
        let hidden = ["func chain() {", "    let navigator = Navigator()", "    navigator.handle(.back)", "}"]
        #expect(Self.enclosing(["navigator.handle(.back)"], in: hidden).isEmpty)
        // Nor in a function nested in another.
        let nested = ["func outer() {", "    func inner() {", "        navigator.handle(.back)", "    }", "}"]
        #expect(Self.enclosing(["navigator.handle(.back)"], in: nested).isEmpty)
    }

    @Test func statements_inAFileScopeFunction_needTheirParametersNamed() throws {
        let sample = [
            "@MainActor func backChain(", "    context: EntryContext, drawer: Drawer, in navigator: Navigator,",
            "    _ form: @escaping (Int, String) -> Void = { _, _ in }", ") {",
            "    let handler = context.onBack { drawer.close() }",
            "    handler.isEnabled = drawer.isOpen", "}",
        ]
        let block = ["let handler = context.onBack { drawer.close() }", "handler.isEnabled = drawer.isOpen"]
        let function = try #require(Self.enclosing(block, in: sample).first)
        #expect(function == Enclosing(name: "backChain", parameters: ["context", "drawer", "navigator", "form"]))
        let article = """
            ## The chain

            Give the screen's `context` a handler that closes the `drawer`, from `navigator` and `form`:

            ```swift
            let handler = context.onBack { drawer.close() }
            ```
            """
        #expect(Self.unnamed(function, in: Self.prose(before: 5, in: article)).isEmpty)
        // A value named only in another section, or only inside a block, is not named.
        let elsewhere = """
            The `drawer` and `form`.

            ## The chain

            ```swift
            let navigator = Navigator()  // `context`
            ```

            With `navigator`:

            ```swift
            let handler = context.onBack { drawer.close() }
            ```
            """
        #expect(Self.unnamed(function, in: Self.prose(before: 11, in: elsewhere)) == ["context", "drawer", "form"])
        // A block that declares everything it uses is the body of a function with no parameters.
        let whole = ["func notes() async throws {", "    let navigator = Navigator()", "}"]
        #expect(
            Self.enclosing(["let navigator = Navigator()"], in: whole) == [Enclosing(name: "notes", parameters: [])])
    }
}
