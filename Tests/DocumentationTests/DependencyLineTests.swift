import Foundation
import Testing

/// The dependency lines that Getting Started and the README print for an app that uses only the
/// engine are the ones Examples/Notes/Package.swift uses (Scripts/examples.sh builds it), with
/// two differences the articles explain: the path (`../Wayfinder` there, `../..` here) and the
/// package's identity, which SwiftPM takes from the folder's name, lowercased (`"wayfinder"` for
/// a clone in `../Wayfinder`; the example reads it from its checkout's folder, whatever its name).
@Suite struct DependencyLineTests {
    /// The package and product declarations of `text` (`.package(...)`, `.product(...)`), without
    /// comments or spaces, in order.
    static func declarations(in text: String) -> [String] {
        text.split(separator: "\n").flatMap { line -> [String] in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let squeezed = String(code.filter { !$0.isWhitespace })
            return squeezed.matches(of: /\.(package|product)\([^()]*\)/).map { String($0.output.0) }
        }
    }

    /// The example's lines as an app in a sibling folder `Wayfinder` writes them.
    static func exampleLines() throws -> Set<String> {
        let manifest = try Articles.text("Examples/Notes/Package.swift")
        return Set(
            declarations(in: manifest).map {
                $0.replacingOccurrences(of: "path:\"../..\"", with: "path:\"../Wayfinder\"")
                    .replacingOccurrences(of: "package:wayfinder)", with: "package:\"wayfinder\")")
            })
    }

    @Test(arguments: ["Modules/Wayfinder/Wayfinder.docc/GettingStartedInCode.md", "README.md"])
    func theEngineOnlyLines_areTheNotesExamples(_ page: String) throws {
        let example = try Self.exampleLines()
        let blocks = Articles.blocks(in: try Articles.text(page), language: "swift").filter {
            $0.text.contains("traits: [])")
        }
        try #require(blocks.count == 1, "\(page): one swift block gives the engine-only dependency lines")
        let lines = Self.declarations(in: blocks[0].text)
        let engineOnly = lines.drop { !$0.contains("traits:[]") }
        #expect(engineOnly.count == 2)
        for line in engineOnly {
            #expect(example.contains(line), "\(page): \(line) is not a line of Examples/Notes/Package.swift")
        }
    }
}
