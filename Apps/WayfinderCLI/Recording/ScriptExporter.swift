import Foundation

/// `export-test --script`: a recorded session as a script of its commands and the transcript
/// `run` prints for it.
///
/// Each recorded command is one line of the script, exactly as it was run: the recording
/// reader refuses a command holding a line break, and a command holding a character the script
/// could not show as it is (a control or format character: bidi controls, zero-width joiners)
/// is refused, since the script language has no escapes. The recording's and the manifest's
/// names are written only as ``ExportText`` literals, in comments.
@MainActor
struct ScriptExporter {
    let recordingPath: String
    let scriptPath: String
    let manifestPath: String?
    let tool: String
    /// Whether the tool takes the manifest as its first argument (`wayfinder`) rather than as
    /// `--config PATH` (`shop`).
    let manifestIsPositional: Bool
    let console = Console(transcript: .output)

    /// Checks that the recording replays, then writes the script and its transcript.
    ///
    /// - Returns: 0 when both are written; 1 when the recording cannot be used or does not
    ///   replay, or a file cannot be written (nothing is left behind then).
    func run() async -> Int32 {
        guard let header = RecordingReader.headerForExport(path: recordingPath, complainingTo: console) else {
            return 1
        }
        let expectedPath = (scriptPath as NSString).deletingPathExtension + ".expected"
        do {
            try OutputFile.check(scriptPath)
            try OutputFile.check(expectedPath)
        } catch {
            console.complain(error.description)
            return 1
        }
        let seen = Seen()
        var replay = ReplayRunner(recordingPath: recordingPath, manifestPath: manifestPath, quiet: true)
        replay.observe = { step, _, _ in
            if let step { seen.steps.append(step) }
        }
        guard await replay.run() == 0 else {
            console.complain("\(recordingPath): error: the recording does not replay; nothing is exported")
            return 1
        }
        let steps = seen.steps
        var commands: [String] = []
        for step in steps {
            guard case .command(let command) = step.action else {
                console.complain(
                    "\(recordingPath):\(step.line): error: step \(step.number) is \(step.uncommanded ?? "a command"), which a "
                        + "script cannot make; nothing is exported")
                return 1
            }
            if let hidden = command.unicodeScalars.first(where: { $0 != "\t" && ExportText.isHidden($0) }),
                !Self.isShown(hidden)
            {
                console.complain(
                    "\(recordingPath):\(step.line): error: step \(step.number)'s command holds "
                        + "U+\(String(hidden.value, radix: 16, uppercase: true)), which a script cannot show as it "
                        + "is; export it with --swift, which escapes it; nothing is exported")
                return 1
            }
            commands.append(command)
        }
        let manifest = manifestPath ?? header.manifest
        let arguments =
            ["run"] + (manifestIsPositional ? [manifest] : ["--config", manifest]) + [
                "--script", scriptPath, "--no-state",
            ]
        let failing = steps.contains { $0.outcome == .error }
        let text =
            [
                "# exported by `\(tool) export-test` from a recorded session: its commands, one a line; the",
                "# transcript `\(tool) run` prints for them is in the .expected file beside this one.",
                "# recording: \(ExportText.swift(recordingPath))",
                "# manifest: \(ExportText.swift(manifest))",
                "# exit: \(failing ? 1 : 0)",
                "",
            ] + commands
        do {
            try OutputFile.write(text.joined(separator: "\n") + "\n", to: scriptPath)
            let transcript = try runTool(arguments)
            try OutputFile.write(transcript, to: expectedPath)
        } catch {
            try? FileManager.default.removeItem(atPath: scriptPath)
            try? FileManager.default.removeItem(atPath: expectedPath)
            console.complain(
                (error as? OutputFile.Refusal)?.description ?? "\(scriptPath): error: cannot export: \(error)")
            return 1
        }
        console.say("wrote \(scriptPath) (\(steps.count) commands) and \(expectedPath)")
        return 0
    }

    /// Whether a scalar ``ExportText`` escapes in Swift is shown as it is in a script line: a
    /// combining mark or a private-use character is visible text, unlike a control or a format
    /// character.
    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .privateUse, .unassigned: true
        default: false
        }
    }

    /// The steps the replay went through, gathered as it goes.
    @MainActor
    private final class Seen {
        var steps: [SessionRecording.Step] = []
    }

    /// What this executable prints on standard output for `arguments`.
    private func runTool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
