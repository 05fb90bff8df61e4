import CLibEdit
import Foundation
import WayfinderConfig

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive mode's line editor, through libedit: emacs-style editing (arrows, Home,
/// End, Ctrl-A/E/K/W...), history on Up and Down kept in a file across runs, Tab completion
/// from a ``CompletionVocabulary``, and Ctrl-C cancelling the line being typed, not the process.
///
/// Ctrl-C reaches the editor as a character: while a line is edited the terminal does not
/// turn it into a signal (`-isig`), and between lines SIGINT is ignored, so a person can never
/// stop the session by accident (Ctrl-D or `quit` end it).
final class LineEditor {
    /// What one call to ``readLine(prompt:)`` got.
    enum Input: Equatable {
        /// A line, without its line break.
        case line(String)
        /// Ctrl-C: the line was dropped.
        case cancelled
        /// Ctrl-D on an empty line, or the terminal closed.
        case end
    }

    /// The words Tab completes; the runner refreshes them before each prompt.
    var vocabulary: CompletionVocabulary

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let historyPath: String?
    private let output: Console.Stream
    private var prompt: UnsafeMutablePointer<CChar>?
    private var cancelled = false
    private let previousInterruptHandler: __sighandler_t?

    /// How many lines the history keeps.
    static let historySize: Int32 = 500

    /// Sets up editing on standard input, echoing to `output`.
    ///
    /// - Parameters:
    ///   - program: The program's name (libedit's, for its settings).
    ///   - output: Where the prompt and the edited line are drawn: the transcript's stream.
    ///   - historyPath: The file the history is read from and written to after each line, or
    ///     `nil` to keep it for this run only.
    ///   - vocabulary: The words Tab completes at first.
    /// - Returns: `nil` when libedit cannot be set up (the caller reads plain lines then).
    init?(program: String, output: Console.Stream, historyPath: String?, vocabulary: CompletionVocabulary) {
        guard let input = fdopen(STDIN_FILENO, "r"), let drawing = fdopen(output.descriptor, "w"),
            let errors = fdopen(STDERR_FILENO, "w"), let editLine = el_init(program, input, drawing, errors)
        else { return nil }
        guard let history = wf_history_init(Self.historySize) else {
            el_end(editLine)
            return nil
        }
        self.editLine = editLine
        self.history = history
        self.historyPath = historyPath
        self.output = output
        self.vocabulary = vocabulary
        previousInterruptHandler = signal(SIGINT, SIG_IGN)
        wf_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        wf_el_set_editor(editLine, "emacs")
        wf_el_set_prompt(editLine, lineEditorPrompt)
        wf_el_set_read_function(editLine, lineEditorRead)
        wf_el_set_edit_mode_flag(editLine, "-isig")
        wf_el_add_function(editLine, "wayfinder-complete", "Complete a command, route or tab name", lineEditorComplete)
        wf_el_bind(editLine, "^I", "wayfinder-complete")
        wf_el_set_history(editLine, history)
        if let historyPath, FileManager.default.fileExists(atPath: historyPath) {
            _ = wf_history_load(history, historyPath)
        }
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(prompt)
        signal(SIGINT, previousInterruptHandler)
    }

    /// Shows `prompt` and lets the person edit a line.
    ///
    /// - Parameter prompt: The prompt (`shop> `).
    /// - Returns: The line (added to the history when it is not blank), a cancelled line, or
    ///   the end of input.
    func readLine(prompt: String) -> Input {
        free(self.prompt)
        self.prompt = strdup(TerminalText.escapeLines(prompt))
        cancelled = false
        wf_el_prepare_terminal(editLine)
        var count: Int32 = 0
        let text = el_gets(editLine, &count)
        if cancelled { return .cancelled }
        guard let text, count > 0 else { return .end }
        var line = String(cString: text)
        if line.hasSuffix("\n") { line.removeLast() }
        if !line.allSatisfy(\.isWhitespace) { remember(line) }
        return .line(line)
    }

    /// Adds `line` to the history and writes the history file.
    private func remember(_ line: String) {
        _ = wf_history_enter(history, line)
        guard let historyPath else { return }
        let directory = (historyPath as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        _ = wf_history_save(history, historyPath)
    }

    // MARK: - Called by libedit

    /// The editor `editLine` belongs to.
    fileprivate static func of(_ editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = wf_el_client_data(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    /// The current prompt.
    fileprivate var promptText: UnsafeMutablePointer<CChar>? { prompt }

    /// Reads one character from standard input as UTF-8; Ctrl-C ends the line as cancelled.
    ///
    /// - Returns: 1 with a character, 0 at the end of input, -1 on a read error.
    fileprivate func read(into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        var byte: UInt8 = 0
        func next() -> Int {
            while true {
                let count = Foundation.read(STDIN_FILENO, &byte, 1)
                if count < 0, errno == EINTR { continue }
                return count
            }
        }
        let first = next()
        guard first > 0 else { return Int32(first) }
        if byte == 0x03 {
            cancelled = true
            character.pointee = wchar_t(UInt8(ascii: "\n"))
            return 1
        }
        let (extra, initial): (Int, UInt8) =
            switch byte {
            case 0xF0...0xF7: (3, byte & 0x07)
            case 0xE0...0xEF: (2, byte & 0x0F)
            case 0xC0...0xDF: (1, byte & 0x1F)
            default: (0, byte)
            }
        var scalar = UInt32(byte >= 0x80 && extra == 0 ? 0xFFFD : UInt32(initial))
        for _ in 0..<extra {
            guard next() == 1, byte & 0xC0 == 0x80 else {
                scalar = 0xFFFD
                break
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        character.pointee = wchar_t(bitPattern: scalar)
        return 1
    }

    /// Completes the word before the cursor, or lists the choices.
    fileprivate func complete() -> UInt8 {
        guard let info = el_line(editLine), let buffer = info.pointee.buffer, let cursor = info.pointee.cursor else {
            return UInt8(CC_ERROR)
        }
        let before = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
        let completion = Completion.of(before, in: vocabulary)
        if !completion.insertion.isEmpty {
            return el_insertstr(editLine, completion.insertion) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        }
        guard !completion.choices.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
        Console(transcript: output).say("\n" + completion.choices.joined(separator: "  "))
        return UInt8(CC_REDISPLAY)
    }
}

// libedit's callbacks: C functions that find their editor through the client data.

private let lineEditorPrompt: wf_prompt_function = { editLine in
    LineEditor.of(editLine)?.promptText ?? UnsafeMutablePointer(mutating: LineEditor.emptyPrompt)
}

private let lineEditorRead: el_rfunc_t = { editLine, character in
    guard let character, let editor = LineEditor.of(editLine) else { return -1 }
    return editor.read(into: character)
}

private let lineEditorComplete: wf_key_function = { editLine, _ in
    LineEditor.of(editLine)?.complete() ?? UInt8(CC_ERROR)
}

extension LineEditor {
    /// The prompt shown if the editor cannot be found (never, in practice).
    fileprivate static var emptyPrompt: UnsafePointer<CChar> {
        let text: StaticString = ""
        return UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
