import Foundation
import Testing

/// Every `swift` block of every DocC article and landing page is compiled: it appears, line for
/// line (indentation aside), in one of this target's sample files, which the suite builds and
/// runs, or in the notes example, which Scripts/examples.sh builds and tests. Blocks that show another library's code, to compare with, start with `// Before:` and
/// are the only ones left out.
@Suite struct ArticleCodeTests {
    /// The sample sources, each as its lines without indentation.
    /// The folders whose Swift files are compiled and run: this target's, and the notes example's
    /// (built and tested by Scripts/examples.sh), which the article "A Swift-only app" walks.
    static let sampleFolders = [
        "Tests/DocumentationTests", "Examples/Notes/Sources/Notes", "Examples/Notes/Tests/NotesTests",
    ]

    static func samples() throws -> [(name: String, lines: [String])] {
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

    /// Lines without indentation or trailing spaces; blank lines and imports dropped (a sample
    /// file imports what all its blocks need at its top).
    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<(start + needle.count)]) == needle { return true }
        }
        return false
    }

    @Test func everySwiftBlockOfEveryArticle_isCompiledInASampleFile() throws {
        let samples = try Self.samples()
        let articles = try Articles.all()
        #expect(articles.count >= 20, "found only \(articles.count) catalog pages")
        var checked = 0
        for article in articles {
            for block in Articles.blocks(in: try Articles.text(article), language: "swift") {
                if block.lines.first?.hasPrefix("// Before:") == true { continue }
                let lines = Self.normalized(block.lines)
                checked += 1
                #expect(
                    samples.contains { Self.contains($0.lines, lines) },
                    "\(article):\(block.line): this swift block is in no sample file of Tests/DocumentationTests, so it is not compiled:\n\(block.text)"
                )
            }
        }
        #expect(checked >= 10, "only \(checked) swift blocks were checked")
    }
}
