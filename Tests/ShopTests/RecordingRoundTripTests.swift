import Foundation
import PropertyBased
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderScript

@testable import WayfinderCLI

/// Issue 39, item 7: whatever a recording's lines hold, what the writer's lines say is what the
/// reader reads back, line for line, the journal entries included as the same typed values; a
/// command that is not one line is refused at its line.
@Suite("Recordings read back as written")
struct RecordingRoundTripTests {
    /// How many random recordings are written and read.
    static let cases = 300
    static let seed: UInt64 = 0x5EED_0039

    /// Text from every class a hostile recording may hold (line breaks of every kind included).
    static let pieces: [String] = [
        "tab cart", "tap 1", "set query shoes", " ", "\t", "\"", "\\", "\\n", "{", "}", "[", "]", ":", ",",
        "\r", "\n", "\r\n", "\u{2028}", "\u{2029}", "\u{0}", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{202E}",
        "\u{FEFF}", "e\u{301}", "👩‍👩‍👧", "日本", "\u{10FFFF}", "{\"kind\":\"header\"}", "\"entries\":[]",
    ]

    static func text(_ random: inout Xoshiro, maxPieces: Int = 5) -> String {
        (0..<Int.random(in: 0...maxPieces, using: &random)).map { _ in
            pieces.randomElement(using: &random) ?? ""
        }.joined()
    }

    /// A JSON value as JSON reads it back: no integral double (it reads back as an integer).
    static func json(_ random: inout Xoshiro, depth: Int = 3) -> RecordedJSON {
        switch Int.random(in: 0...(depth > 0 ? 6 : 4), using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2: return .integer(Int.random(in: Int.min...Int.max, using: &random))
        case 3: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &random)) + 0.25)
        case 4: return .string(text(&random))
        case 5: return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in json(&random, depth: depth - 1) })
        default: return object(&random, depth: depth - 1)
        }
    }

    static func object(_ random: inout Xoshiro, depth: Int = 3) -> RecordedJSON {
        var members: [String: RecordedJSON] = [:]
        for _ in 0..<Int.random(in: 0...4, using: &random) { members[text(&random)] = json(&random, depth: depth) }
        return .object(members)
    }

    static func entry(_ random: inout Xoshiro, sequence: UInt64) -> JournalEntry {
        let sources: [NavigationSource] = [.user, .program, .deepLink, .restoration, .devtools]
        let decisions = (0..<Int.random(in: 0...2, using: &random)).map { _ in
            InterceptorRecord(
                interceptor: text(&random),
                decision: Bool.random(using: &random) ? .allow : .deny(reason: text(&random)))
        }
        return JournalEntry(
            sequence: sequence, outcome: JournalEntry.Outcome.allCases.randomElement(using: &random) ?? .committed,
            source: sources.randomElement(using: &random) ?? .program, api: text(&random),
            caller: Bool.random(using: &random) ? text(&random) : nil,
            steps: (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) }, decisions: decisions,
            change: Bool.random(using: &random) ? UInt64.random(in: 1...UInt64.max, using: &random) : nil,
            event: nil, tree: .empty)
    }

    /// A recording's lines as the writer makes them, and the entries each step holds.
    struct Written {
        var header: SessionRecording.Header
        var start: SessionRecording.Start
        var steps: [SessionRecording.Step]
        var entries: [[JournalEntry]]
    }

    static func recording(_ random: inout Xoshiro) throws -> Written {
        let header = SessionRecording.Header(
            app: text(&random), manifest: text(&random), manifestHash: text(&random), tool: text(&random),
            version: SessionRecording.version)
        let start = SessionRecording.Start(
            restored: Bool.random(using: &random), tree: object(&random),
            states: Bool.random(using: &random) ? object(&random) : nil)
        var steps: [SessionRecording.Step] = []
        var entries: [[JournalEntry]] = []
        var sequence: UInt64 = 0
        for number in 1...Int.random(in: 1...6, using: &random) {
            let made = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                sequence += 1
                return entry(&random, sequence: sequence)
            }
            let action: SessionRecording.Action =
                Int.random(in: 0..<5, using: &random) == 0 ? .jump(object(&random)) : .command(text(&random))
            let outcome = [SessionRecording.Outcome.ok, .note, .error].randomElement(using: &random) ?? .ok
            steps.append(
                SessionRecording.Step(
                    number: number, line: number + 2, action: action, outcome: outcome,
                    message: Bool.random(using: &random) ? text(&random) : nil, tree: object(&random),
                    entries: try SessionRecording.json(of: made)))
            entries.append(made)
        }
        return Written(header: header, start: start, steps: steps, entries: entries)
    }

    @Test func randomRecordings_readBackAsWritten_lineForLine() throws {
        var random = Xoshiro(seed: (Self.seed, 0x9E37_79B9_7F4A_7C15, 39, 7))
        let scratch = try Scratch()
        var failures = 0
        var refused = 0
        for index in 0..<Self.cases where failures < 5 {
            let written = try Self.recording(&random)
            let path = scratch.path("case-\(index).jsonl")
            let lines = [written.header.json, written.start.json] + written.steps.map(\.json)
            var data = Data()
            for line in lines {
                data.append(try line.data())
                data.append(UInt8(ascii: "\n"))
            }
            try data.write(to: URL(fileURLWithPath: path))
            // The first step whose command is not one line is refused, naming its line.
            let broken = written.steps.firstIndex {
                guard case .command(let command) = $0.action else { return false }
                return (try? ScriptCommand.requireOneLine(command)) == nil
            }
            do {
                let reader = try RecordingReader(path: path)
                var read: [SessionRecording.Step] = []
                var decoded: [[JournalEntry]?] = []
                while let step = try reader.next() {
                    read.append(step)
                    decoded.append(try step.journalEntries(routes: RouteRegistry()))
                }
                let same =
                    reader.header == written.header && reader.start == written.start && read == written.steps
                    && decoded == written.entries.map { Optional($0) } && broken == nil
                if !same {
                    failures += 1
                    Issue.record(
                        "case \(index) of seed \(Self.seed) reads back otherwise: \(read) from \(written.steps)")
                }
            } catch let error as RecordingError {
                guard let broken, error.line == broken + 3 else {
                    failures += 1
                    Issue.record("case \(index): \(error)")
                    continue
                }
                refused += 1
                #expect(error.description.hasPrefix("\(path):\(broken + 3): error: step \(broken + 1): "))
            }
        }
        // Both kinds of case were met: the generator is not too tame to find a refusal.
        #expect(refused > 0 && refused < Self.cases)
    }
}
