import Foundation
import Testing

@testable import WayfinderCLI

/// `export-test FILE --swift OUT.swift` (issue 30): a recorded session as a Swift Testing test
/// driving the app through WayfinderScript; the fixture in Examples/TypedShop/Recorded, which
/// Scripts/examples.sh compiles and runs, is what it writes today.
@Suite("Export a recorded session as a Swift test")
struct ExportSwiftTestTests {
    static let fixture = "Examples/TypedShop/Recorded"

    /// Runs `script` with `--record`, returning the recording's path.
    private func record(_ scriptPath: String, in scratch: Scratch, status: Int32) throws -> String {
        let recording = scratch.path("session.jsonl")
        let run = try ShopBinary.run(
            ["run", "Configs/shop.yaml", "--script", scriptPath, "--no-state", "--record", recording],
            tool: "wayfinder", scratch: scratch)
        #expect(run.status == status, "\(run.errors)")
        return recording
    }

    @Test func theFixturesExportedTest_isWhatExportTestWritesToday() throws {
        let scratch = try Scratch()
        // `dismiss` on the cart is refused: the run fails, the recording has it as an error step.
        let recording = try record("\(Self.fixture)/session.shop", in: scratch, status: 1)
        // A folder as deep below the package root as the fixture's, so the manifest's path
        // relative to the test file is the same.
        let parent = ShopBinary.packageRoot.appendingPathComponent(".build/export-golden-\(UUID().uuidString)")
        let folder = parent.appendingPathComponent("Recorded")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = folder.appendingPathComponent("RecordedShopTests.swift").path
        let export = try ShopBinary.run(
            ["export-test", recording, "--swift", output], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        #expect(export.output == "wrote \(output) (13 steps)\n")
        let exported = try String(contentsOfFile: output, encoding: .utf8)
        let fixture = try String(
            contentsOf: ShopBinary.packageRoot.appendingPathComponent("\(Self.fixture)/RecordedShopTests.swift"),
            encoding: .utf8)
        #expect(
            exported == fixture,
            """
            \(Self.fixture)/RecordedShopTests.swift is not what export-test writes today; export it again:
              wayfinder run Configs/shop.yaml --script \(Self.fixture)/session.shop --no-state --record session.jsonl
              wayfinder export-test session.jsonl --swift \(Self.fixture)/RecordedShopTests.swift
            """)
    }

    @Test func theExportedTest_assertsTheScreenAndTreeAfterEveryStep_andEachRefusal() throws {
        let scratch = try Scratch()
        let script = scratch.path("script.shop")
        try "tab cart\ntap 1\ntap 2\nback\n".write(toFile: script, atomically: true, encoding: .utf8)
        let recording = try record(script, in: scratch, status: 1)
        let output = scratch.path("cart-session.swift")
        let export = try ShopBinary.run(
            ["export-test", recording, "--swift", output], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains("@Suite struct CartSession {"))
        #expect(text.contains("import WayfinderScript\n"))
        #expect(text.contains("AppSession.compose(manifestAt: Self.manifest, stateRestoration: false)"))
        // The start and each of the four steps.
        #expect(text.components(separatedBy: "#expect(session.screen == ").count - 1 == 5)
        #expect(text.components(separatedBy: "#expect(session.tree == ").count - 1 == 5)
        #expect(text.contains("        // Step 1\n        try await session.run(#\"tab cart\"#)\n"))
        // `tap 1` on the cart: the guard redirects; `back` on its first screen is refused.
        #expect(
            text.contains(
                """
                        let error2 = await #expect(throws: CommandError.self) {
                            try await session.run(#"tap 1"#)
                        }
                        #expect(error2?.isRedirect == true)
                        #expect(error2?.description == #"flow checkout: redirected by auth-guard: log in to see 'checkout'"#)
                """))
        #expect(text.contains("        #expect(error4?.isRedirect == false)\n"))
        #expect(text.contains("            path: Cart ^ Log in (fullScreenCover)\n"))
    }

    @Test func exportSwift_ofABadRecording_writesNothing() throws {
        let scratch = try Scratch()
        let recording = scratch.path("S.jsonl")
        try "{\"kind\":\"header\"}\n".write(toFile: recording, atomically: true, encoding: .utf8)
        let output = scratch.path("Out.swift")
        let export = try ShopBinary.run(
            ["export-test", recording, "--swift", output], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 1)
        #expect(
            export.errors
                == "\(recording):1: error: not a session recording: the first line is no wayfinder-session header\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func exportTest_takesExactlyOneOfScriptAndSwift() throws {
        let scratch = try Scratch()
        for options in [[], ["--script", scratch.path("a.shop"), "--swift", scratch.path("A.swift")]] {
            let export = try ShopBinary.run(
                ["export-test", scratch.path("S.jsonl")] + options, tool: "wayfinder", scratch: scratch)
            #expect(export.status == 64)
            #expect(export.errors.contains("give one of --script OUT.shop and --swift OUT.swift"), "\(export.errors)")
        }
    }

    @Test func literals_areRawWithEnoughHashes_multiLineIndented_andEscapedWithControlCharacters() {
        #expect(ExportText.swift("tab cart") == ##"#"tab cart"#"##)
        #expect(ExportText.swift("say \"#hi\" \\#(x)") == ###"##"say "#hi" \#(x)"##"###)
        #expect(ExportText.swift("a\n\nb", indent: "  ") == "#\"\"\"\n  a\n\n  b\n  \"\"\"#")
        #expect(ExportText.swift("a\nb") == #""a\nb""#)
        #expect(ExportText.swift("bell\u{7}\nnext", indent: "  ") == #""bell\u{7}\nnext""#)
        #expect(ExportText.swift("rtl\u{202E}") == #""rtl\u{202E}""#)
        #expect(ExportText.swift("ls\u{2028}nul\u{0}e\u{301}") == #""ls\u{2028}nul\u{0}e\u{301}""#)
    }

    @Test func theSuitesName_comesFromTheFileName() {
        #expect(SwiftTestWriter.identifier("RecordedShopTests.swift") == "RecordedShopTests")
        #expect(SwiftTestWriter.identifier("cart-session.swift") == "CartSession")
        #expect(SwiftTestWriter.identifier("1st run.swift") == "_1stRun")
        #expect(SwiftTestWriter.identifier("---.swift") == "RecordedSession")
    }
}
