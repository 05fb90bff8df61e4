import Foundation
import WayfinderServer

/// The command lines of `run`, handed out so that SIGINT or SIGTERM stops the run between two
/// commands, with the app stopped once (its plugins flush and close what they hold).
///
/// Standard input blocks in `readLine` until a line or its end comes. Read on the main actor,
/// it kept the signal handlers (which run on the main queue) from ever running, and the
/// signal's default action ended the process with the analytics log unflushed and the store
/// open. Here each line of standard input is read on a thread of its own while the main actor
/// waits for whichever comes first, the line or a signal. A script's lines are in memory; a
/// signal that came while a command ran is still seen before the next line, because both
/// arrive through one queue, in order.
@MainActor
final class CommandFeed {
    /// What ``next(prompt:)`` got.
    enum Next: Equatable {
        /// A line and its number.
        case line(Int, String)
        /// The end of the input.
        case end
        /// A stop signal came (SIGINT or SIGTERM); no more lines are read.
        case stopped(Int32)
    }

    private enum Event: Sendable {
        case line(Int, String)
        case end
        case signal(Int32)
        /// The work ``untilStopped(_:)`` runs ended.
        case finished
    }

    /// Standard input's reader, handed to one reading thread at a time.
    // `@unchecked Sendable`: the input is used by one thread at a time, the reading thread while
    // a read is outstanding and the main actor (which sets the editor's words) only between reads.
    // It saves an actor whose executor a blocking read of standard input would hold.
    private final class Reader: @unchecked Sendable {
        let input: CommandInput
        init(_ input: CommandInput) { self.input = input }
    }

    private let reader: Reader
    private let sink: AsyncStream<Event>.Continuation
    private var iterator: AsyncStream<Event>.AsyncIterator
    private var trap: SignalTrap?
    private var stopped: Int32?

    /// Starts catching `signals` for the length of the run.
    ///
    /// - Parameters:
    ///   - input: Where the lines come from.
    ///   - signals: The signals that stop the run.
    init(_ input: CommandInput, stoppingOn signals: [Int32]) {
        reader = Reader(input)
        let (events, sink) = AsyncStream<Event>.makeStream()
        self.sink = sink
        iterator = events.makeAsyncIterator()
        trap = signals.isEmpty ? nil : SignalTrap(signals) { sink.yield(.signal($0)) }
    }

    /// The next line, the end of the input, or the signal that stopped the run.
    ///
    /// - Parameter prompt: What the line editor shows before the line, if there is one.
    func next(prompt: String) async -> Next {
        if let stopped { return .stopped(stopped) }
        let reader = reader
        let sink = sink
        if reader.input.readsFromMemory {
            sink.yield(Self.event(reader.input.next(prompt: prompt)))
        } else {
            Thread { sink.yield(Self.event(reader.input.next(prompt: prompt))) }.start()
        }
        // One read is outstanding at a time, so the iterator is never used twice at once.
        var events = iterator
        let event = await events.next(isolation: #isolation)
        iterator = events
        switch event {
        case .line(let number, let text): return .line(number, text)
        case .end, .finished, nil: return .end
        case .signal(let signal):
            stopped = signal
            return .stopped(signal)
        }
    }

    /// Runs `work` (a command) until it ends or a stop signal comes, whichever is first, so
    /// that a signal stops the run whatever the command waits for.
    ///
    /// - Returns: What `work` returned, or `nil` when a signal came first (it is then left to
    ///   the app's stop, which cancels what it waits for).
    func untilStopped<Value>(_ work: @escaping @MainActor () async -> Value) async -> Value? {
        if stopped != nil { return nil }
        let result = WorkResult<Value>()
        let sink = sink
        Task { @MainActor in
            result.value = await work()
            sink.yield(.finished)
        }
        // No read is outstanding while a command runs: only a signal or the end of the work
        // can come.
        var events = iterator
        defer { iterator = events }
        while true {
            switch await events.next(isolation: #isolation) {
            case .finished, nil: return result.value
            case .signal(let signal):
                stopped = signal
                return nil
            case .line, .end: continue
            }
        }
    }

    /// The signal that stopped the run, if one did.
    var stoppedBy: Int32? { stopped }

    /// Gives the signals their default action back.
    func release() {
        trap?.release()
        trap = nil
    }

    private nonisolated static func event(_ line: (Int, String)?) -> Event {
        line.map { .line($0.0, $0.1) } ?? .end
    }
}

/// Where ``CommandFeed/untilStopped(_:)`` keeps what its work returned.
@MainActor private final class WorkResult<Value> {
    var value: Value?
}
