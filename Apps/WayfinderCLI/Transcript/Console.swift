import WayfinderConfig

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the app writes: standard output and standard error, unbuffered.
///
/// `print` buffers whole blocks when standard output is a pipe, so a reader waiting for one
/// line (a test driving `TOOL run` through a pipe, then killing it) would wait for the block.
/// Every write here goes straight to the file descriptor, in call order, so output and errors
/// interleave exactly as they happened.
///
/// Every line goes through ``TerminalText/escapeLines(_:)`` on its way out: a title, a deep
/// link or an echoed script line holding escape sequences is shown, never obeyed.
public struct Console: Sendable {
    /// One of the two streams.
    public enum Stream: Sendable {
        /// Standard output.
        case output
        /// Standard error.
        case error

        /// The file descriptor.
        public var descriptor: Int32 {
            switch self {
            case .output: STDOUT_FILENO
            case .error: STDERR_FILENO
            }
        }
    }

    /// Where the transcript goes: standard output, or standard error when standard output is
    /// reserved for a document (`--json`).
    public var transcript: Stream = .output

    /// A console whose transcript goes to `transcript`.
    public init(transcript: Stream = .output) {
        self.transcript = transcript
    }

    /// Writes `text`, its control characters escaped, and a line break to `stream`.
    public func line(_ text: String, to stream: Stream) {
        write(text + "\n", to: stream)
    }

    /// Writes `text` to `stream` with its control characters escaped (line breaks kept),
    /// retrying short writes. A failed write to standard output ends the process with exit
    /// status 1 (``StandardOutput/failed(_:)``).
    public func write(_ text: String, to stream: Stream) {
        var bytes = Array(TerminalText.escapeLines(text).utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(stream.descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(stream.descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                // Standard output is what the command is for: not writing it is an error.
                if stream == .output { StandardOutput.failed(written < 0 ? errno : EIO) }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Writes a transcript line.
    public func say(_ text: String) {
        line(text, to: transcript)
    }

    /// Writes an error line to standard error.
    public func complain(_ text: String) {
        line(text, to: .error)
    }

    /// Whether `stream` is a terminal.
    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) == 1
    }

    /// Whether standard input is a terminal (the interactive mode).
    public static var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) == 1
    }
}
