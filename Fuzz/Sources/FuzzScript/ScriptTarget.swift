import FuzzSupport
import WayfinderConfig
import WayfinderScript

// script: bytes -> the shop's script reader and command parser.
//
// The bytes go through the same steps as a script file: UTF-8 validation (bad bytes are
// refused with a line and column inside the input), line splitting, then every line is parsed.
// Beyond never crashing, it checks that
// - a refusal of bad UTF-8 names a place inside the input, and valid input is never refused;
// - the same text with CRLF line ends gives the same lines as with LF;
// - parsing is deterministic, and a line parses the same with trailing spaces;
// - a parsed command's words are made of the line's characters (no invented text), route
//   parameters are each named once;
// - every error message, once escaped for the terminal, holds no control character.

/// The fuzz target: one input, checked.
func fuzzScript(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let text: String
    do {
        text = try SourceLines.decode(bytes)
    } catch {
        check(String(validating: bytes, as: UTF8.self) == nil, "valid UTF-8 was refused: \(error)")
        check(error.offset < bytes.count && error.line >= 1 && error.column >= 1, "refusal outside the input: \(error)")
        let lineBreaks = bytes[..<error.offset].filter { $0 == UInt8(ascii: "\n") }.count
        check(error.line == lineBreaks + 1, "refusal on line \(error.line), but \(lineBreaks) line breaks precede it")
        checkEscaped(error.description)
        return 0
    }
    let script = ScriptSource(name: "fuzz.shop", text: text)
    let crlf = ScriptSource(name: "fuzz.shop", text: text.replacing("\n", with: "\r\n"))
    check(
        crlf.lines == script.lines || text.unicodeScalars.contains("\r"),
        "CRLF line ends give other lines: \(script.lines) vs \(crlf.lines)")
    for line in script.lines {
        check(!line.contains("\n"), "a line holds a line break: \(line.debugDescription)")
        let outcome = parse(line)
        check(outcome == parse(line), "parsing \(line.debugDescription) twice differs")
        if !line.hasSuffix("\\"), !line.contains("\"") {
            check(outcome == parse(line + "  "), "trailing spaces change \(line.debugDescription)")
        }
        switch outcome {
        case .success(let command?): checkCommand(command, from: line)
        case .success(nil): break
        case .failure(let error): checkEscaped(error.description)
        }
    }
    return 0
}

private func parse(_ line: String) -> Result<ScriptCommand?, ScriptSyntaxError> {
    do {
        return .success(try ScriptCommand.parse(line))
    } catch {
        return .failure(error)
    }
}

/// The words a command holds come from its line.
private func checkCommand(_ command: ScriptCommand, from line: String) {
    let characters = Set(line)
    func fromLine(_ word: String) {
        check(word.allSatisfy(characters.contains), "\(word.debugDescription) is not made of \(line.debugDescription)")
    }
    switch command {
    case .push(let route, let parameters), .present(let route, let parameters, _):
        fromLine(route)
        check(Set(parameters.map(\.name)).count == parameters.count, "a parameter is repeated in \(line)")
        for parameter in parameters {
            check(!parameter.name.isEmpty, "an empty parameter name from \(line.debugDescription)")
            fromLine(parameter.name)
            fromLine(parameter.value)
        }
    case .tap(let number, let slot):
        check(number > 0, "tap \(number) from \(line.debugDescription)")
        if let slot { fromLine(slot) }
    case .flow(let word), .tab(let word), .open(let word), .login(let word):
        fromLine(word)
    case .badge(let tab, let value):
        fromLine(tab)
        if let value { fromLine(value) }
    default:
        break
    }
}

/// Escaped for the terminal, a message holds no control character.
private func checkEscaped(_ message: String) {
    let escaped = TerminalText.escape(message)
    check(!escaped.unicodeScalars.contains(where: TerminalText.needsEscaping), "escaping left a control character")
}
