// `@preconcurrency`: the exit hook reads the C library's `stdout`, a global the library never
// reassigns, which Swift 6 otherwise refuses as shared mutable state.
#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// What happens when standard output cannot be written (`> /dev/full`, a closed pipe): the
/// command says so on standard error and exits 1, whatever it was doing, rather than exit 0
/// having printed nothing.
///
/// ``Console`` writes every line of every command through the file descriptor and calls
/// ``failed(_:)`` on an error. What ArgumentParser prints itself (`--help`) goes through the C
/// library's buffered `stdout`, which ``checkAtExit()`` flushes and checks when the process
/// exits (as coreutils' `close_stdout` does).
enum StandardOutput {
    /// Reports a failed write to standard output and ends the process with exit status 1.
    ///
    /// - Parameter error: The `errno` of the failed write.
    static func failed(_ error: Int32) -> Never {
        let message = "error: cannot write to standard output: \(String(cString: strerror(error)))\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        _exit(EXIT_FAILURE)
    }

    /// Makes the process check, when it exits, that what the C library buffered for standard
    /// output was written (``failed(_:)`` otherwise).
    static func checkAtExit() {
        atexit {
            // Standard output only: `fflush(nil)` would take the lock of every stream, standard
            // input's too, which the reading thread of `run` holds while it waits for a line, so
            // a run stopped by a signal would wait for its input to end.
            if fflush(stdout) != 0 { StandardOutput.failed(errno == 0 ? EIO : errno) }
        }
    }
}
