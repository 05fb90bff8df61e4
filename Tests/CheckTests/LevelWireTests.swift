import Foundation
import Testing
import WayfinderTesting

@testable import WayfinderCheck

/// A level and its reply as the processes of `--jobs` write them: each distinct event once, in
/// a table, and everything else as numbers. What is read back is what was written, and bad
/// input is an error, not a trap.
@Suite struct LevelWireTests {
    /// A few events of every kind, as the enumerator names them.
    static let events = [
        CheckEvent(.actions, "tap 1"), CheckEvent(.actions, "tap detail 2"), CheckEvent(.tabs, "tab cart"),
        CheckEvent(.links, "open shop://item/1"), CheckEvent(.gestures, "swipe-back"),
        CheckEvent(.answers, "login checker"), CheckEvent(.timing, CheckEvent.transitionEndCommand),
        CheckEvent(.crash, CheckEvent.crashCommand),
    ]

    static func randomEvents(_ count: Int, using random: inout SeededGenerator) -> [CheckEvent] {
        (0..<count).map { _ in events.randomElement(using: &random) ?? events[0] }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func aLevel_readsBackAsWritten(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let nodes = (0..<Int.random(in: 0...40, using: &random)).map { place in
            CheckLevel.Node(
                path: Self.randomEvents(Int.random(in: 0...6, using: &random), using: &random),
                events: Self.randomEvents(Int.random(in: 0...12, using: &random), using: &random), place: place * 3)
        }
        let level = CheckLevel(
            depth: Int.random(in: 1...7, using: &random), expands: Bool.random(using: &random),
            seen: (0..<20).map { _ in random.next() }, nodes: nodes)
        let back = try JSONDecoder().decode(CheckLevel.self, from: try JSONEncoder().encode(level))
        #expect(back.depth == level.depth)
        #expect(back.expands == level.expands)
        #expect(back.seen == level.seen)
        #expect(back.nodes.map(\.path) == level.nodes.map(\.path))
        #expect(back.nodes.map(\.events) == level.nodes.map(\.events))
        #expect(back.nodes.map(\.place) == level.nodes.map(\.place))
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func aReply_readsBackAsWritten(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var reply = CheckLevelReply()
        reply.nodes = (0..<Int.random(in: 0...30, using: &random)).map { _ in
            (0..<Int.random(in: 0...10, using: &random)).map { _ in
                CheckLevelReply.State(
                    hash: Bool.random(using: &random) ? random.next() : nil,
                    events: Bool.random(using: &random)
                        ? Self.randomEvents(Int.random(in: 0...8, using: &random), using: &random) : nil,
                    violation: Int.random(in: 0..<10, using: &random) == 0
                        ? CheckViolation(invariant: "guard-holds", message: "checkout is visible while logged out")
                        : nil,
                    replays: Bool.random(using: &random) ? Int.random(in: 0...6, using: &random) : nil)
            }
        }
        reply.eventsRun = Int.random(in: 0...1_000, using: &random)
        reply.appsOpened = Int.random(in: 0...10, using: &random)
        reply.restores = Int.random(in: 0...1_000, using: &random)
        reply.confirmations = Int.random(in: 0...3, using: &random)
        reply.peakMemoryBytes = Bool.random(using: &random) ? 123_456_789 : nil
        let back = try JSONDecoder().decode(CheckLevelReply.self, from: try JSONEncoder().encode(reply))
        #expect(back.nodes.map { $0.map(\.hash) } == reply.nodes.map { $0.map(\.hash) })
        #expect(back.nodes.map { $0.map(\.events) } == reply.nodes.map { $0.map(\.events) })
        #expect(back.nodes.map { $0.map(\.violation) } == reply.nodes.map { $0.map(\.violation) })
        #expect(back.nodes.map { $0.map(\.replays) } == reply.nodes.map { $0.map(\.replays) })
        let counts: (CheckLevelReply) -> [Int] = { [$0.eventsRun, $0.appsOpened, $0.restores, $0.confirmations] }
        #expect(counts(back) == counts(reply))
        #expect(back.peakMemoryBytes == reply.peakMemoryBytes)
    }

    @Test func eachEvent_isWrittenOnce() throws {
        let tap = CheckEvent(.actions, "tap 1")
        let level = CheckLevel(
            depth: 2, expands: true, seen: [],
            nodes: (0..<50).map { CheckLevel.Node(path: [tap], events: [tap, tap], place: $0) })
        let text = String(decoding: try JSONEncoder().encode(level), as: UTF8.self)
        #expect(text.components(separatedBy: "tap 1").count == 2)
    }

    @Test(arguments: [
        #"{"depth":1,"expands":true,"seen":[],"events":[],"nodes":[[0,1,0]]}"#,
        #"{"depth":1,"expands":true,"seen":[],"events":[{"kind":"tabs","command":"tab cart"}],"nodes":[[0,2,0]]}"#,
        #"{"depth":1,"expands":true,"seen":[],"events":[],"nodes":[[0]]}"#,
        #"{"depth":1,"expands":true,"seen":[],"events":[],"nodes":[[0,-1]]}"#,
    ])
    func aLevelThatNamesNoSuchEvent_isAnError(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CheckLevel.self, from: Data(json.utf8)) }
    }

    @Test(arguments: [
        // An event number outside the table.
        (#"[[[2,4]]]"#, "[]"),
        // A hash announced and missing.
        (#"[[[1]]]"#, "[]"),
        // Unknown flags, and none.
        (#"[[[9,1]]]"#, "[]"),
        (#"[[[]]]"#, "[]"),
        // Events listed without their flag.
        (#"[[[1,5,0]]]"#, "[]"),
        // A violation of a state that is not there.
        (#"[[[1,5]]]"#, #"[{"node":0,"state":1,"violation":{"invariant":"x","message":"y"}}]"#),
    ])
    func aReplyThatDoesNotHold_isAnError(nodes: String, violations: String) {
        let json =
            #"{"events":[],"nodes":"# + nodes + #","violations":"# + violations
            + #","eventsRun":0,"appsOpened":0,"restores":0,"confirmations":0}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(CheckLevelReply.self, from: Data(json.utf8)) }
    }
}
