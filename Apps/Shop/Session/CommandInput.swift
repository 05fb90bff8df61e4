import Foundation

/// Where commands come from: a script file, or standard input (a terminal or a pipe).
final class CommandInput {
    /// The name errors show before the line number: the script's path or `<stdin>`.
    let name: String
    /// Whether a person types the commands (standard input is a terminal).
    let isInteractive: Bool
    private var lines: [Substring]?
    private var number = 0

    /// Reads the script at `scriptPath`, or prepares to read standard input.
    ///
    /// - Throws: ``InputError`` when the script cannot be read.
    init(scriptPath: String?) throws(InputError) {
        if let scriptPath {
            guard let data = FileManager.default.contents(atPath: scriptPath),
                let text = String(data: data, encoding: .utf8)
            else {
                throw .unreadableScript(scriptPath)
            }
            name = scriptPath
            isInteractive = false
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.last?.isEmpty == true { lines.removeLast() }
            self.lines = lines
        } else {
            name = "<stdin>"
            isInteractive = Console.inputIsTerminal
        }
    }

    /// The next line and its number, or `nil` at the end.
    func next() -> (Int, String)? {
        let line: String?
        if let lines {
            line = number < lines.count ? String(lines[number]) : nil
        } else {
            line = readLine(strippingNewline: true)
        }
        guard var line else { return nil }
        number += 1
        if line.hasSuffix("\r") { line.removeLast() }
        return (number, line)
    }
}

/// Why commands cannot be read.
enum InputError: Error, CustomStringConvertible {
    /// The script file cannot be read as UTF-8 text.
    case unreadableScript(String)

    var description: String {
        switch self {
        case .unreadableScript(let path): "cannot read the script '\(path)'"
        }
    }
}
