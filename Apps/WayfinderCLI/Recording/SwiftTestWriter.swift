/// The text of a Swift Testing test that replays a recorded session through
/// `WayfinderScript`'s public API and asserts the screen and the whole tree after every step.
///
/// A pure function of what the replay saw, so the same recording always gives the same file.
struct SwiftTestWriter {
    /// What the session shows at one point: the transcript's screen and `show`'s tree.
    struct Texts: Equatable {
        var screen: String
        var tree: String
    }

    /// One recorded command and what followed it.
    struct Step: Equatable {
        var number: Int
        var command: String
        /// `ok`, `note` (a guard redirected) or `error`.
        var outcome: String
        /// The refusal's text, for `note` and `error`.
        var message: String?
        var after: Texts
    }

    /// The tool that exported it (`wayfinder`, `shop`).
    var tool: String
    /// The recording's file name, for the header.
    var recordingName: String
    /// The test file's name, for the header; its stem names the suite.
    var fileName: String
    /// The recorded app's id.
    var app: String
    /// The manifest's path relative to the test file's folder.
    var manifest: String
    var start: Texts
    var steps: [Step]
    /// Whether the test also checks `check`'s invariants after every step (a counterexample's
    /// test, which then fails at the step that breaks one); it imports WayfinderCheck.
    var watchesInvariants = false
    /// The conformance kit's renderer the session was recorded with (`--renderer`), as a Swift
    /// case name (`uikit`, `navigationStack`), and whether it held its transitions; `nil` for
    /// the headless renderer. The test then composes and runs through WayfinderCheck's
    /// `RendererTiming`.
    var renderer: (name: String, holding: Bool)?

    /// The comments a test file opens with: fixed text, so no recorded text or file name is
    /// ever written in a comment (those go into ``ExportText/swift(_:indent:)`` literals below).
    static let headerComments = [
        "// Exported by `export-test --swift`: a recorded session, replayed through WayfinderScript's",
        "// public API, with the screen (as `run` prints it) and the whole tree (as `show` prints it)",
        "// asserted after every step. Export it again rather than edit it.",
        "/// Where the session comes from: the recording, the test file and the app it was exported for.",
        "/// The manifest the session was recorded with, found from this file.",
    ]

    /// The test file's text.
    var text: String {
        let comments = Self.headerComments
        var lines =
            comments[0...2] + [
                "",
                "import Foundation",
                "import Testing",
            ]
        if watchesInvariants || renderer != nil { lines.append("import WayfinderCheck") }
        lines += [
            "import WayfinderScript",
            "",
            "@MainActor",
            "@Suite struct \(Self.identifier(fileName))" + " {",
            "    \(comments[3])",
            "    static let exported = (",
            "        tool: \(ExportText.swift(tool)), recording: \(ExportText.swift(recordingName)),",
            "        test: \(ExportText.swift(fileName)), app: \(ExportText.swift(app)))",
            "    \(comments[4])",
            "    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()",
            "        .appendingPathComponent(\(ExportText.swift(manifest))).standardized.path",
            "",
            "    @Test(\(ExportText.swift("\(recordingName): \(Self.count(steps.count, "step")) replay as recorded")))",
            "    func replay() async throws {",
        ]
        if let renderer {
            lines.append(
                "        let session = try await RendererTiming.compose(manifestAt: Self.manifest, renderer: "
                    + ".\(renderer.name), holding: \(renderer.holding))")
        } else {
            lines.append(
                "        let session = try await AppSession.compose(manifestAt: Self.manifest, stateRestoration: false)"
            )
        }
        if watchesInvariants {
            let watched = renderer.map { ", renderer: .\($0.name), holding: \($0.holding)" } ?? ""
            lines.append("        let invariants = await InvariantWatch(session, manifestAt: Self.manifest\(watched))")
            lines.append("        #expect(invariants.atStart == nil)")
        }
        lines += Self.assertions(start)
        for step in steps {
            lines.append("")
            lines.append("        // Step \(step.number)")
            let run =
                renderer == nil
                ? "try await session.run(\(ExportText.swift(step.command)))"
                : "try await RendererTiming.run(\(ExportText.swift(step.command)), on: session)"
            if step.outcome == "ok" {
                lines.append("        \(run)")
            } else {
                let error = "error\(step.number)"
                lines.append("        let \(error) = await #expect(throws: CommandError.self) {")
                lines.append("            \(run)")
                lines.append("        }")
                lines.append("        #expect(\(error)?.isRedirect == \(step.outcome == "note"))")
                if let message = step.message {
                    lines.append(
                        "        #expect(\(error)?.description == \(ExportText.swift(message, indent: "        ")))")
                }
            }
            lines += Self.assertions(step.after)
            if watchesInvariants {
                let refused = step.outcome == "error"
                lines.append(
                    "        #expect(await invariants.violation(after: \(ExportText.swift(step.command)), "
                        + "refused: \(refused)) == nil)")
            }
        }
        lines.append("")
        if renderer != nil { lines.append("        await RendererTiming.release(session)") }
        lines += ["        await session.app.stop()", "    }", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func assertions(_ texts: Texts) -> [String] {
        [
            "        #expect(session.screen == \(ExportText.swift(texts.screen, indent: "            ")))",
            "        #expect(session.tree == \(ExportText.swift(texts.tree, indent: "            ")))",
        ]
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    // MARK: - Swift text

    /// A type name from a file name: `recorded-shop.swift` → `RecordedShop`; a leading digit
    /// gets an underscore, and a name with no letter or digit becomes `RecordedSession`.
    static func identifier(_ fileName: String) -> String {
        let stem = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
        let words = stem.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return "RecordedSession" }
        return first.isNumber ? "_" + name : name
    }
}
