import Foundation
import WayfinderCheck
import WayfinderScript

/// `--jobs N`: the engine runs on the main actor, one state at a time, so parallel work means
/// parallel processes. This process explores one share of each depth itself and starts N − 1
/// workers, each this executable run again with `--job-worker`; every depth of the breadth-first
/// search is shared among them a chunk at a time and their replies are merged in the order of
/// one process (``ManifestChecker/run(workers:progress:)``). The seen states are shared depth by
/// depth: the states explored and distinct, and the shortest counterexample, are those of
/// `--jobs 1`.
///
/// Before (up to 2026-11-29), each job explored the sequences that began with its share of the
/// start's events with its own set of seen states, so a state two jobs reached was explored and
/// counted by both (at depth 3, 1,073 "distinct" against 883).
@MainActor
struct CheckJobs {
    let options: CheckRunner.Options
    let configuration: ManifestChecker.Configuration
    let suite: InvariantSuite
    let open: ManifestChecker.Opener

    /// Runs the search with the workers.
    func run(progress: (@MainActor (CheckReport) -> Void)?) async throws -> CheckReport {
        var share = configuration
        // The bound counts distinct states over all workers: the coordinator applies it.
        share.maxStates = nil
        var workers: [any CheckLevelWorker] = [
            InProcessLevelWorker(ManifestChecker(share, suite: suite, open: open))
        ]
        var processes: [ProcessLevelWorker] = []
        defer { for process in processes { process.close() } }
        for job in 1..<max(2, options.jobs) {
            let worker = try ProcessLevelWorker(job: job, arguments: options.jobArguments + ["--job-worker"])
            processes.append(worker)
            workers.append(worker)
        }
        return try await ManifestChecker(configuration, suite: suite, open: open).run(
            workers: workers, progress: progress)
    }

    /// The loop of a worker process (`--job-worker`): reads a level from standard input, one
    /// JSON line, explores it with `checker`, writes the reply as one JSON line, until its
    /// input ends.
    ///
    /// The input is read on a thread of its own, whatever the loop does: the coordinator sends
    /// a worker its next chunk before it reads the last reply, and a worker that stopped
    /// reading while it wrote a reply longer than a pipe holds left both processes waiting on
    /// full pipes.
    static func serve(with checker: ManifestChecker) async throws {
        let lines = AsyncStream<Data> { continuation in
            Thread {
                var input = LineReader(handle: .standardInput)
                while let line = input.next() { continuation.yield(line) }
                continuation.finish()
            }.start()
        }
        let replies = DispatchQueue(label: "wayfinder.check.replies")
        for await line in lines {
            let level = try JSONDecoder().decode(CheckLevel.self, from: line)
            var reply = try JSONEncoder().encode(try await checker.explore(level))
            reply.append(UInt8(ascii: "\n"))
            replies.async { [reply] in try? FileHandle.standardOutput.write(contentsOf: reply) }
        }
        replies.sync {}
    }
}

/// A worker in another process: this executable run with `--job-worker`, talking JSON lines
/// over its standard input and output.
@MainActor
final class ProcessLevelWorker: CheckLevelWorker {
    private let job: Int
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var reader: LineReader

    /// Starts the worker.
    init(job: Int, arguments: [String]) throws {
        self.job = job
        reader = LineReader(handle: output.fileHandleForReading)
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        try process.run()
    }

    /// It explores in its own process.
    var isInThisProcess: Bool { false }

    func send(_ level: CheckLevel) throws {
        var data = try JSONEncoder().encode(level)
        data.append(UInt8(ascii: "\n"))
        try input.fileHandleForWriting.write(contentsOf: data)
    }

    func receive() async throws -> CheckLevelReply {
        guard let line = reader.next() else {
            process.waitUntilExit()
            throw CheckJobError(job: job, status: process.terminationStatus)
        }
        return try JSONDecoder().decode(CheckLevelReply.self, from: line)
    }

    /// Whether a whole line is read or can be read without waiting (or the worker ended).
    func hasReply() -> Bool {
        reader.hasLine || reader.isReadable
    }

    /// Ends the worker's input and waits for it to exit.
    func close() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

/// Reads a file handle line by line (a line ends with a newline, which is left out).
struct LineReader {
    let handle: FileHandle
    private var buffer = Data()

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// Whether a whole line was read already.
    var hasLine: Bool {
        buffer.contains(UInt8(ascii: "\n"))
    }

    /// Whether reading would not wait: data, or the end of the input, is there.
    var isReadable: Bool {
        var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }

    /// The next line, or `nil` when the input ends.
    mutating func next() -> Data? {
        var searched = 0
        while true {
            if let end = buffer[(buffer.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[buffer.startIndex..<end])
                buffer = Data(buffer[(end + 1)...])
                return line
            }
            searched = buffer.count
            let chunk = handle.availableData
            guard !chunk.isEmpty else { return nil }
            buffer.append(chunk)
        }
    }
}

/// A worker that ended without a reply.
struct CheckJobError: Error, CustomStringConvertible {
    let job: Int
    let status: Int32

    var description: String {
        "check job \(job + 1) ended with status \(status) and no reply"
    }
}
