import Foundation
import Testing

@testable import WayfinderCheck

/// The search shared among workers depth by depth (`--jobs`) against one process's: the same
/// states explored, the same distinct states, fingerprint for fingerprint, the same bound.
@MainActor
@Suite(.serialized) struct SharedSearchTests {
    /// One process's search and the same search shared among `workers` in-process workers.
    private func both(
        _ path: String, depth: Int, workers: Int, maxStates: Int? = nil
    ) async throws -> (alone: (CheckReport, Set<UInt64>), shared: (CheckReport, Set<UInt64>)) {
        let alone = try CheckSupport.checker(path, depth: depth)
        alone.configuration.maxStates = maxStates
        let aloneReport = try await alone.run()
        let coordinator = try CheckSupport.checker(path, depth: depth)
        coordinator.configuration.maxStates = maxStates
        let sharers = try (0..<workers).map { _ in InProcessLevelWorker(try CheckSupport.checker(path, depth: depth)) }
        let sharedReport = try await coordinator.run(workers: sharers)
        return ((aloneReport, alone.seenFingerprints), (sharedReport, coordinator.seenFingerprints))
    }

    @Test func theShop_toDepthThree_sharedByTwoWorkers_exploresWhatOneProcessDoes() async throws {
        let (alone, shared) = try await both(CheckSupport.shop, depth: 3, workers: 2)
        #expect(alone.0.violation == nil && shared.0.violation == nil)
        #expect(shared.0.statesExplored == 2_426)
        #expect(shared.0.distinctStates == 883)
        #expect(shared.0.statesExplored == alone.0.statesExplored)
        #expect(shared.0.distinctStates == alone.0.distinctStates)
        #expect(shared.1 == alone.1)
        #expect(shared.0.complete && shared.0.depth == 3)
        // Each worker reaches the nodes it found from their saved ancestors: few fresh apps.
        #expect(shared.0.appsOpened < 300, "\(shared.0.appsOpened)")
    }

    @Test func aNodeAnotherWorkerFound_isReachedFromTheStartOnce() async throws {
        // A node a worker did not find has no saved ancestor there; when a snapshot misses its
        // state too (a transition held, a question asked), it once cost a fresh app before each
        // of its events, and so did every such node after it: 131 fresh apps against one
        // process's 27 at depth 3.
        let (alone, shared) = try await both(CheckSupport.shop, depth: 3, workers: 2)
        #expect(shared.0.statesExplored == alone.0.statesExplored)
        #expect(shared.0.appsOpened < 2 * alone.0.appsOpened, "\(shared.0.appsOpened) against \(alone.0.appsOpened)")
    }

    @Test func aNode_goesToTheWorkerThatFoundIt_whileItsShareIsBelowAnEvenOne() {
        // Six nodes of equal weight, five found by worker 0: it takes three, the rest go each to
        // the lightest share.
        let deal = ManifestChecker.deal([0, 0, 1, 0, 0, 0].map { ($0, 1) }, to: 2)
        #expect(deal.map(\.worker) == [0, 0, 1, 0, 1, 1])
        #expect(deal.map(\.place) == [0, 1, 0, 2, 1, 2])
        // Nobody found the root: the lightest share, the first on a tie; every share keeps the
        // frontier's order.
        #expect(ManifestChecker.deal([(nil, 1)], to: 3).map(\.worker) == [0])
        let spread = ManifestChecker.deal([nil, nil, nil, 2, 2].map { ($0, 1) }, to: 3)
        #expect(spread.map(\.worker) == [0, 1, 0, 2, 2])
        for worker in 0..<3 {
            let places = spread.filter { $0.worker == worker }.map(\.place)
            #expect(places == Array(0..<places.count))
        }
    }

    @Test func aShare_isEvenInWhatItsNodesCost_notInHowManyThereAre() {
        // Worker 0 found three nodes, the first ten times as costly as the others (its state
        // must be reached by running events again): it keeps that one, the others go to the
        // lighter share.
        let deal = ManifestChecker.deal([(0, 10), (0, 1), (0, 1), (1, 1)], to: 2)
        #expect(deal.map(\.worker) == [0, 1, 1, 1])
        #expect(deal.map(\.place) == [0, 0, 1, 2])
        // A node reached by a restore alone weighs less than one whose events run again.
        #expect(ManifestChecker.weight(events: 3, replays: 0) < ManifestChecker.weight(events: 3, replays: 2))
    }

    @Test func transit_toDepthThree_sharedByThreeWorkers_exploresWhatOneProcessDoes() async throws {
        let (alone, shared) = try await both(StateReachingTests.transit, depth: 3, workers: 3)
        #expect(shared.0.statesExplored == 771)
        #expect(shared.0.distinctStates == 263)
        #expect(shared.1 == alone.1)
    }

    @Test func aStateFoundAgainEarlierInTheOrder_keepsItsViolationWhenConfirmedFromTheStart() async throws {
        // A worker taking another share's nodes meets a state again from a node placed before
        // the one it found it from, and checks it as new there. A violation found on a
        // restored app is confirmed on a fresh one from the start; that run once took the
        // state for seen, ran no rule that changes the session, and lost the violation.
        let worker = try CheckSupport.checker(depth: 2, custom: [CartNeverShown()])
        let events = try #require(try await worker.begin())
        let cart = try #require(events.first { $0.command == "tab cart" })
        let other = try #require(events.first { $0.kind == .tabs && $0 != cart })
        // The cart tab second, so that it runs on an app a restore put back.
        func level(at place: Int) -> CheckLevel {
            CheckLevel(
                depth: 1, expands: true, seen: [], nodes: [.init(path: [], events: [other, cart], place: place)])
        }
        let later = try await worker.explore(level(at: 1))
        #expect(later.nodes.first?.last?.violation?.invariant == "cart-never-shown")
        let earlier = try await worker.explore(level(at: 0))
        #expect(earlier.confirmations == 1)
        #expect(earlier.nodes.first?.last?.violation?.invariant == "cart-never-shown")
    }

    @Test func aBoundOnTheDistinctStates_stopsWhereOneProcessStops() async throws {
        let (alone, shared) = try await both(CheckSupport.shop, depth: 3, workers: 2, maxStates: 300)
        #expect(alone.0.truncated && shared.0.truncated)
        #expect(shared.0.distinctStates == 300)
        #expect(shared.0.statesExplored == alone.0.statesExplored)
        #expect(shared.1 == alone.1)
    }
}

/// `wayfinder check --jobs 2`: a worker in another process, talking JSON lines.
@MainActor
@Suite(.serialized) struct CheckJobsProcessTests {
    /// The built `wayfinder` beside the test bundle (`.build/debug`).
    private func wayfinder() throws -> URL {
        var directories = CommandLine.arguments.filter { $0.hasSuffix(".xctest") }.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent()
        }
        directories.append(CheckSupport.root.appendingPathComponent(".build/debug"))
        let found = directories.map { $0.appendingPathComponent("wayfinder") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
        return try #require(found, "no built wayfinder; run swift build --build-tests")
    }

    @Test func twoJobs_countWhatOneProcessCounts() async throws {
        let process = Process()
        process.executableURL = try wayfinder()
        process.currentDirectoryURL = CheckSupport.root
        process.arguments = ["check", "Configs/shop.yaml", "--depth", "2", "--jobs", "2", "--json"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let alone = try await CheckSupport.checker(depth: 2).run()
        #expect(summary["statesExplored"] as? Int == alone.statesExplored)
        #expect(summary["distinctStates"] as? Int == alone.distinctStates)
        #expect(summary["complete"] as? Bool == true)
        // Every event, app and restore of both processes is counted.
        #expect(summary["eventsRun"] as? Int ?? 0 >= alone.statesExplored, "\(summary)")
    }

    @Test func aWorker_readsItsNextChunk_whileItWritesALongReply() async throws {
        // The coordinator sends a worker its next chunk before it reads the last reply. A
        // worker that read its input only between chunks stopped on a reply longer than a pipe
        // holds while the coordinator stopped on the next chunk: both waited for ever (found at
        // depth 5). Written here as the coordinator writes: both chunks before any reply is
        // read, so that worker hangs this test.
        let checker = try CheckSupport.checker(depth: 2)
        let events = try #require(try await checker.begin())
        // The start 64 times, last place first: each time its states come first in the order
        // of the depth again, and the reply lists the events after each (each event is
        // written once, so it takes that many to fill a pipe).
        let long = CheckLevel(
            depth: 1, expands: true, seen: [],
            nodes: (0..<64).reversed().map { CheckLevel.Node(path: [], events: events, place: $0) })
        let seen = CheckLevel(depth: 1, expands: true, seen: (0..<20_000).map { UInt64($0) }, nodes: [])
        let process = Process()
        process.executableURL = try wayfinder()
        process.currentDirectoryURL = CheckSupport.root
        process.arguments = ["check", "Configs/shop.yaml", "--depth", "2", "--job-worker"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var levels = Data()
        for level in [long, seen] {
            levels += try JSONEncoder().encode(level)
            levels.append(UInt8(ascii: "\n"))
        }
        #expect(levels.count > 65_536)
        try input.fileHandleForWriting.write(contentsOf: levels)
        try input.fileHandleForWriting.close()
        let replies = output.fileHandleForReading.readDataToEndOfFile().split(separator: UInt8(ascii: "\n"))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(replies.count == 2)
        let first = try JSONDecoder().decode(CheckLevelReply.self, from: Data(try #require(replies.first)))
        #expect(first.nodes.count == 64)
        #expect(replies.first?.count ?? 0 > 65_536)
        #expect(first.nodes.allSatisfy { $0.count == events.count })
        // Each node lists as many events after its states as the first one explored.
        #expect(Set(first.nodes.map { $0.filter { $0.events != nil }.count }).count == 1)
    }

    @Test func aLevelReply_keepsEveryBitOfItsHashes() throws {
        var reply = CheckLevelReply()
        reply.nodes = [
            [.init(hash: .max), .init(hash: 0x8000_0000_0000_0001, events: [CheckEvent(.tabs, "tab cart")])]
        ]
        let back = try JSONDecoder().decode(CheckLevelReply.self, from: try JSONEncoder().encode(reply))
        #expect(back.nodes.first?.map(\.hash) == [.max, 0x8000_0000_0000_0001])
        #expect(back.nodes.first?.last?.events == [CheckEvent(.tabs, "tab cart")])
    }
}

/// A rule that changes the session (so it runs only on a state new to the checker) and
/// breaks wherever the cart tab shows.
@MainActor
private struct CartNeverShown: CheckInvariant {
    let name = "cart-never-shown"
    var changesSession: Bool { true }

    func violation(in step: CheckStep) async -> String? {
        step.session.app.visibleRouteNames.contains("cart") ? "the cart shows" : nil
    }
}
