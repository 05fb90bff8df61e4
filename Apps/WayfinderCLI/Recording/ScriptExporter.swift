import Foundation

/// `export-test --script`: a recorded session as a script of its commands and the transcript
/// `run` prints for it.
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
        guard let recording = SessionRecording.readForExport(path: recordingPath, complainingTo: console) else {
            return 1
        }
        let replay = await ReplayRunner(recordingPath: recordingPath, manifestPath: manifestPath, quiet: true).run()
        guard replay == 0 else {
            console.complain("\(recordingPath): error: the recording does not replay; nothing is exported")
            return 1
        }
        let manifest = manifestPath ?? recording.header.manifest
        let arguments =
            ["run"] + (manifestIsPositional ? [manifest] : ["--config", manifest]) + [
                "--script", scriptPath, "--no-state",
            ]
        let failing = recording.steps.contains { $0.outcome == "error" }
        var text = [
            "# exported from \(recordingPath) by `\(tool) export-test`: the recorded commands; the",
            "# transcript `\(tool) \(arguments.joined(separator: " "))` prints is in the .expected file.",
            "# run: \(arguments.joined(separator: " "))",
            "# exit: \(failing ? 1 : 0)",
            "",
        ]
        text += recording.steps.map(\.command)
        let expectedPath = (scriptPath as NSString).deletingPathExtension + ".expected"
        do {
            try (text.joined(separator: "\n") + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
            let transcript = try runTool(arguments)
            try transcript.write(toFile: expectedPath, atomically: true, encoding: .utf8)
        } catch {
            try? FileManager.default.removeItem(atPath: scriptPath)
            try? FileManager.default.removeItem(atPath: expectedPath)
            console.complain("\(scriptPath): error: cannot export: \(error)")
            return 1
        }
        console.say("wrote \(scriptPath) (\(recording.steps.count) commands) and \(expectedPath)")
        return 0
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
