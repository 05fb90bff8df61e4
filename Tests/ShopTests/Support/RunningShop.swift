import Foundation
import PropertySupport
import Testing

/// `shop` running with a pipe on standard input, read as it writes: a test sends a line,
/// waits until a known piece of output appears, and may kill the process there. Nothing waits
/// on time; a test using it sets a time limit.
final class RunningShop {
    private let process = Process()
    private let input = Pipe()
    private let outputPipe = Pipe()
    private var received = Data()
    /// Kills the process should the test never get to end it.
    private let watchdog: Watchdog

    /// Everything read from standard output so far.
    var output: String { String(decoding: received, as: UTF8.self) }

    init(_ arguments: [String], scratch: Scratch) throws {
        process.executableURL = try ShopBinary.executable()
        process.arguments = arguments
        process.currentDirectoryURL = ShopBinary.packageRoot
        process.environment = ShopBinary.environment(scratch: scratch)
        process.standardInput = input
        process.standardOutput = outputPipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        watchdog = Watchdog(process)
    }

    /// Writes `line` to the process and reads its output until it holds `text` (after what was
    /// already read).
    func send(_ line: String, thenWaitFor text: String) throws {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        try waitFor(text)
    }

    /// Reads the output until it holds `text` (after what was already read), without sending.
    func waitFor(_ text: String) throws {
        let start = received.count
        while !String(decoding: received[start...], as: UTF8.self).contains(text) {
            let data = outputPipe.fileHandleForReading.dataRetryingInterrupts()
            try #require(!data.isEmpty, "shop ended before printing \(text.debugDescription); it printed:\n\(output)")
            received += data
        }
    }

    /// Whether the watchdog had to kill the process (the test hung).
    var wasKilledByWatchdog: Bool { watchdog.fired }

    /// Sends the process `signal` and waits for it to end.
    ///
    /// - Returns: Why it ended, and its status (the exit code, or the signal that ended it).
    func stop(with signal: Int32) -> (reason: Process.TerminationReason, status: Int32) {
        Foundation.kill(process.processIdentifier, signal)
        process.waitUntilExit()
        watchdog.disarm()
        return (process.terminationReason, process.terminationStatus)
    }

    /// Kills the process with SIGKILL and waits for it.
    ///
    /// - Returns: Why it ended.
    func kill() -> Process.TerminationReason {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        watchdog.disarm()
        return process.terminationReason
    }
}
