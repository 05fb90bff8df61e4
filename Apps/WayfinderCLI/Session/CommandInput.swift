import Foundation
import WayfinderScript

/// Where commands come from: a script file, or standard input (a terminal or a pipe).
final class CommandInput {
    /// The name errors show before the line number: the script's path or `<stdin>`.
    let name: String
    /// Whether a person types the commands (standard input is a terminal).
    let isInteractive: Bool
    /// Line editing, history and completion, when a person types at a terminal that also
    /// shows the transcript; plain lines otherwise.
    var editor: LineEditor?
    private var lines: [String]?
    private var number = 0

    /// Reads the script at `scriptPath`, or prepares to read standard input.
    ///
    /// - Throws: ``ScriptReadError`` when the script cannot be read.
    init(scriptPath: String?) throws(ScriptReadError) {
        if let scriptPath {
            let script = try ScriptSource(contentsOf: scriptPath)
            name = scriptPath
            isInteractive = false
            lines = script.lines
        } else {
            name = "<stdin>"
            isInteractive = Console.inputIsTerminal
        }
    }

    /// Whether the lines are a script's, read already (no read blocks).
    var readsFromMemory: Bool { lines != nil }

    /// The next line and its number, or `nil` at the end. A line cancelled with Ctrl-C comes
    /// back empty (and is skipped like a blank line).
    ///
    /// - Parameter prompt: What the line editor shows before the line, if there is one.
    func next(prompt: String = "") -> (Int, String)? {
        let line: String?
        if let lines {
            line = number < lines.count ? lines[number] : nil
        } else if let editor {
            switch editor.readLine(prompt: prompt) {
            case .line(let text): line = text
            case .cancelled: line = ""
            case .end: line = nil
            }
        } else {
            line = readLine(strippingNewline: true)
        }
        guard var line else { return nil }
        number += 1
        if line.hasSuffix("\r") { line.removeLast() }
        return (number, line)
    }
}
