import Foundation
import Testing

/// Issue 42, items 1, 3 and 4: a recording, its name or an output's name never puts code or
/// lines nobody recorded into an exported test or script; replay compares everything it
/// recorded; the built binaries refuse to replace what they should not.
@Suite("Hostile recordings, exports and writers")
struct HostileRecordingTests {
    /// Runs `script` with `--record`, returning the recording's path.
    private func record(_ script: String, in scratch: Scratch, name: String = "S.jsonl") throws -> String {
        let path = scratch.path("script.shop")
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let recording = scratch.path(name)
        let run = try ShopBinary.run(
            ["run", "Configs/shop.yaml", "--script", path, "--no-state", "--record", recording], tool: "wayfinder",
            scratch: scratch)
        #expect(run.status == 0, "\(run.errors)")
        return recording
    }

    /// The recording at `path` with `edit` applied to its JSON objects, one per line.
    private func edit(_ path: String, _ edit: (Int, inout [String: Any]) -> Void) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        var text = ""
        for (index, line) in lines.enumerated() {
            var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            edit(index + 1, &object)
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            text += String(decoding: data, as: UTF8.self) + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The scalars no generated file may hold raw: controls (line ends aside), bidi and other
    /// format characters, line and paragraph separators.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n") || (0x7F..<0xA0).contains(scalar.value)
            || scalar.properties.generalCategory == .format || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    // MARK: - Item 1: export writes only what was recorded

    /// A command whose comment holds a line break: replayed, it is `tab cart`; written raw into a
    /// `// Step` comment, the rest would compile as Swift.
    static let injections = [
        "tab cart # x\r        #warning(\"injected\")",
        "tab cart # x\n        #warning(\"injected\")",
        "tab cart # x\r\n        #warning(\"injected\")",
        "tab cart # x\u{2028}        #warning(\"injected\")",
        "tab cart # x\u{2029}        #warning(\"injected\")",
    ]

    @Test(arguments: injections.indices)
    func aRecordedCommandWithALineBreak_isRefused_andNothingIsExported(_ index: Int) throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        try edit(recording) { line, object in
            if line == 3 { object["command"] = Self.injections[index] }
        }
        let swift = scratch.path("Out.swift")
        let script = scratch.path("out.shop")
        for (kind, output) in [("--swift", swift), ("--script", script)] {
            let export = try ShopBinary.run(
                ["export-test", recording, kind, output], tool: "wayfinder", scratch: scratch)
            #expect(export.status == 1, "\(kind)")
            #expect(export.errors.hasPrefix("\(recording):3: error: "), "\(export.errors)")
            #expect(export.errors.contains("a command is one line"), "\(export.errors)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):3: error: "), "\(replay.errors)")
    }

    /// Bidi controls, a zero-width joiner, NUL and a line separator in a command's comment, in
    /// the recording's name and in the output's name.
    @Test func bidiAndInvisibleCharacters_neverAppearRawInAnExport() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch, name: "S\u{202E}txt.jsonl\u{2066}")
        try edit(recording) { line, object in
            if line == 3 { object["command"] = "tab cart # \u{202E}\u{2066}evil\u{2069}\u{200D}\u{0}\"\"\" \\( */" }
        }
        let swift = scratch.path("Out\u{202E}\u{200B}.swift")
        let export = try ShopBinary.run(
            ["export-test", recording, "--swift", swift], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        let text = try String(contentsOfFile: swift, encoding: .utf8)
        #expect(!text.unicodeScalars.contains(where: Self.isHidden), "\(text)")
        #expect(text.contains("\\u{202E}"))
        // No comment line quotes a recorded text.
        for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            #expect(!line.contains("evil") && !line.contains("jsonl") && !line.contains("Out"), "\(line)")
        }
        let script = scratch.path("out\u{2066}.shop")
        let scriptExport = try ShopBinary.run(
            ["export-test", recording, "--script", script], tool: "wayfinder", scratch: scratch)
        // The script language has no escapes: a command holding hidden characters cannot be
        // written visibly, so it is refused, and its name is never written raw.
        #expect(scriptExport.status == 1)
        #expect(scriptExport.errors.contains("step 1"), "\(scriptExport.errors)")
        #expect(!FileManager.default.fileExists(atPath: script))
    }

    @Test func anExportedScript_namesItsRecordingEscaped_andHasOneLinePerCommand() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\ntab search\n", in: scratch, name: "a\nlogin eve\u{202E}.jsonl")
        let script = scratch.path("out.shop")
        let export = try ShopBinary.run(
            ["export-test", recording, "--script", script], tool: "wayfinder", scratch: scratch)
        #expect(export.status == 0, "\(export.errors)")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(!text.unicodeScalars.contains(where: Self.isHidden))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let commands = lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(commands == ["tab cart", "tab search"], "\(text)")
    }

    // MARK: - Item 3: replay compares everything it recorded

    @Test func anOkRelabelledError_failsTheReplay() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\ntab search\n", in: scratch)
        try edit(recording) { line, object in
            if line == 4 { object["outcome"] = "error" }
        }
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):4: error: step 2"), "\(replay.errors)")
        #expect(replay.errors.contains("outcome"), "\(replay.errors)")
    }

    @Test func anEditedSetValue_failsTheReplay() throws {
        let scratch = try Scratch()
        let recording = try record("tab search\nset query shoes\ntab home\n", in: scratch)
        try edit(recording) { line, object in
            if line == 4 { object["command"] = "set query other" }
        }
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):4: error: step 2"), "\(replay.errors)")
        #expect(replay.errors.contains("shoes"), "\(replay.errors)")
    }

    @Test func aLineOverTheLimit_isRefused_atItsLine() throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        let handle = try #require(FileHandle(forWritingAtPath: recording))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"kind\":\"step\",\"pad\":\"".utf8))
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 5 * 1024 * 1024))
        try handle.write(contentsOf: Data("\"}\n".utf8))
        try handle.close()
        let replay = try ShopBinary.run(["replay", recording], tool: "wayfinder", scratch: scratch)
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):4: error: "), "\(replay.errors)")
        #expect(replay.errors.contains("MiB"), "\(replay.errors)")
    }

    @Test(arguments: ["/proc/self/environ", "/dev/zero", "/etc/passwd", "FIFO", "Configs"])
    func aManifestThatIsNoRegularYAMLFile_isRefused_withoutQuotingIt(_ manifest: String) throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        var path = manifest
        if manifest == "FIFO" {
            path = scratch.path("m.yaml")
            #expect(mkfifo(path, 0o600) == 0)
        }
        try edit(recording) { line, object in
            if line == 1 { object["manifest"] = path }
        }
        let replay = try ShopBinary.run(
            ["replay", recording], tool: "wayfinder", scratch: scratch, environment: ["SECRET_MARK": "hunter2"])
        #expect(replay.status == 1)
        #expect(replay.errors.hasPrefix("\(recording):1: error: "), "\(replay.errors)")
        #expect(!replay.errors.contains("hunter2") && !replay.errors.contains("root:"), "\(replay.errors)")
    }

    // MARK: - Item 4: writers keep their promises

    /// A FIFO, a device node, a folder and a symbolic link where the output goes. The device is
    /// one the test makes (a null device of its own, as root), never the system's: a writer
    /// with the bug this tests would replace it with a file.
    static let badOutputs = ["FIFO", "DEVICE", "FOLDER", "LINK"]

    /// The path of a `kind` node made in `scratch`, or `nil` when it cannot be made here.
    private func badOutput(_ kind: String, in scratch: Scratch, name: String) throws -> String? {
        let path = scratch.path(name)
        switch kind {
        case "FIFO": #expect(mkfifo(path, 0o600) == 0)
        case "DEVICE":
            // Linux's null device, 1:3; only root may make one.
            guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else { return nil }
        case "FOLDER": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case "LINK":
            try "keep".write(toFile: scratch.path("target"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: scratch.path("target"))
        default: return nil
        }
        return path
    }

    private func type(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    @Test(arguments: badOutputs)
    func everyWriter_refusesAnOutputThatIsNoRegularFile(_ kind: String) throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        let script = scratch.path("script.shop")
        let commands: [(String, [String])] = [
            ("out.swift", ["generate", "Configs/shop.yaml", "--output"]),
            ("rec.jsonl", ["run", "Configs/shop.yaml", "--script", script, "--no-state", "--record"]),
            ("T.swift", ["export-test", recording, "--swift"]),
            ("t.shop", ["export-test", recording, "--script"]),
        ]
        for (name, arguments) in commands {
            guard let path = try badOutput(kind, in: scratch, name: name) else { return }
            let before = type(path)
            let run = try ShopBinary.run(arguments + [path], tool: "wayfinder", scratch: scratch)
            #expect(run.status != 0, "\(arguments) \(kind)")
            #expect(run.errors.contains("\(path): error: "), "\(arguments) \(kind): \(run.errors)")
            #expect(type(path) == before, "\(arguments) \(kind)")
            if kind == "LINK" {
                #expect(try String(contentsOfFile: scratch.path("target"), encoding: .utf8) == "keep")
                try FileManager.default.removeItem(atPath: path)
            }
        }
    }

    /// Every command that prints, with standard output on a full device.
    static let printing: [[String]] = [
        ["generate", "Configs/shop.yaml"],
        ["run", "Configs/shop.yaml", "--script", "Configs/scenarios/tour.shop", "--no-state"],
        ["validate", "Configs/shop.yaml"],
        ["graph", "Configs/shop.yaml", "--format", "mermaid"],
        ["state", "show", "--state", "STATE"],
        ["replay", "RECORDING"],
        ["--help"],
    ]

    @Test(arguments: printing.indices)
    func aFailedWriteToStandardOutput_isAnError(_ index: Int) throws {
        let scratch = try Scratch()
        let recording = try record("tab cart\n", in: scratch)
        let state = scratch.path("state.sqlite")
        _ = try ShopBinary.run(
            ["run", "--script", scratch.path("script.shop"), "--state", state], tool: "shop", scratch: scratch)
        let arguments = Self.printing[index].map { $0 == "RECORDING" ? recording : $0 == "STATE" ? state : $0 }
        let tool = arguments.first == "state" ? "shop" : "wayfinder"
        let run = try ShopBinary.run(arguments, tool: tool, scratch: scratch, standardOutput: "/dev/full")
        #expect(run.status == 1, "\(arguments): \(run.errors)")
        #expect(run.errors.contains("standard output"), "\(arguments): \(run.errors)")
    }
}
