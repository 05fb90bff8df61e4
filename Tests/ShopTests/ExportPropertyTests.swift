import Foundation
import PropertyBased
import SwiftParser
import SwiftSyntax
import Testing

@testable import WayfinderCLI

/// Issue 42, item 1: whatever a recording's commands, messages, screens and names hold, the
/// Swift test `export-test --swift` writes parses without an error (swift-syntax's parser, not
/// an eye) and runs exactly the recorded steps, each with the command recorded.
@Suite("Exported tests hold only what was recorded")
struct ExportPropertyTests {
    /// How many random recordings are exported and parsed: the figure in docs/reliability.md.
    static let cases = 2_000
    static let seed: UInt64 = 0x5EED_0042

    /// Pieces of text from every class a hostile recording may hold.
    static let pieces: [String] = [
        "tab cart", "set query shoes", "a", "Z9", " ", "\t", "\"", "\"\"\"", "\"#", "#\"", "##", "#", "\\", "\\(x)",
        "\\#(x)", "\\n", "\\u{41}", "*/", "/*", "//", "// Step 1", "#warning(\"injected\")", "#if", "}", "{", ")",
        "\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{202A}", "\u{202B}",
        "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200B}", "\u{200D}",
        "\u{FEFF}", "\u{E0041}", "\u{301}", "e\u{301}", "\u{20DD}", "👩‍👩‍👧", "🇫🇷", "日本", "ß", "\u{10FFFF}",
        "\u{FFFD}", "'", "`", "$0", "@Test", "import Foundation", "\"\"\"#", "#\"\"\"",
    ]

    static func text(_ random: inout Xoshiro, maxPieces: Int = 6) -> String {
        let count = Int.random(in: 0...maxPieces, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    static func writer(_ random: inout Xoshiro) -> SwiftTestWriter {
        let steps = (0..<Int.random(in: 0...5, using: &random)).map { index in
            let outcome = ["ok", "note", "error"].randomElement(using: &random) ?? "ok"
            return SwiftTestWriter.Step(
                number: index + 1, command: text(&random), outcome: outcome,
                message: outcome == "ok" || Bool.random(using: &random) ? nil : text(&random),
                after: SwiftTestWriter.Texts(screen: text(&random, maxPieces: 12), tree: text(&random, maxPieces: 12)))
        }
        return SwiftTestWriter(
            tool: "wayfinder", recordingName: text(&random) + ".jsonl", fileName: text(&random) + ".swift",
            app: text(&random), manifest: "../" + text(&random),
            start: SwiftTestWriter.Texts(screen: text(&random), tree: text(&random)), steps: steps)
    }

    /// The literal arguments of the `session.run(…)` calls, in the order they appear.
    final class RunCalls: SyntaxVisitor {
        var commands: [String?] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.trimmedDescription == "session.run" {
                let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self)
                commands.append(literal?.representedLiteralValue)
            }
            return .visitChildren
        }
    }

    @Test func randomRecordings_exportToSwiftThatParses_withExactlyTheRecordedSteps() {
        var random = Xoshiro(seed: (Self.seed, 0x9E37_79B9_7F4A_7C15, 42, 1))
        var failures = 0
        for index in 0..<Self.cases where failures < 5 {
            let writer = Self.writer(&random)
            let text = writer.text
            let tree = Parser.parse(source: text)
            let calls = RunCalls(viewMode: .sourceAccurate)
            calls.walk(tree)
            let hidden = text.unicodeScalars.first { HostileRecordingTests.isHidden($0) }
            let ok =
                !tree.hasError && calls.commands == writer.steps.map(\.command) && hidden == nil
                && text.unicodeScalars.allSatisfy { $0 != "\r" }
            if !ok {
                failures += 1
                Issue.record(
                    """
                    case \(index) of seed \(Self.seed): parse errors \(tree.hasError), \
                    \(calls.commands.count) run calls for \(writer.steps.count) steps, \
                    hidden \(hidden.map { String($0.value, radix: 16) } ?? "none"):
                    \(text)
                    """)
            }
        }
    }

    @Test func everyComment_isOneTheWriterWrites_withNoRecordedText() {
        var random = Xoshiro(seed: (Self.seed ^ 1, 0x9E37_79B9_7F4A_7C15, 42, 1))
        for _ in 0..<200 {
            let writer = Self.writer(&random)
            let tree = Parser.parse(source: writer.text)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                for piece in token.leadingTrivia + token.trailingTrivia {
                    switch piece {
                    case .lineComment(let comment):
                        let isStep =
                            comment.hasPrefix("// Step ") && comment.dropFirst(8).allSatisfy(\.isASCII)
                            && Int(comment.dropFirst(8)) != nil
                        #expect(isStep || SwiftTestWriter.headerComments.contains(comment), "\(comment)")
                    case .docLineComment(let comment):
                        #expect(SwiftTestWriter.headerComments.contains(comment), "\(comment)")
                    case .blockComment(let comment), .docBlockComment(let comment):
                        Issue.record("a block comment: \(comment)")
                    default:
                        break
                    }
                }
            }
        }
    }
}
