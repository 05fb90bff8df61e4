import Foundation

/// Nodes of one depth of the search that one worker explores (`--jobs`): a chunk of the
/// frontier, each node with the events that can follow it, and the states found since the
/// last level sent to the worker.
///
/// The search shares its seen states across workers depth by depth: a coordinator hands each
/// depth's frontier out to the workers a chunk at a time and merges their replies in the order
/// one process explores them, so the states explored, the distinct states and the shortest
/// counterexample are those of one process.
public struct CheckLevel: Codable, Sendable {
    /// A state of the frontier: the events that reach it from the start and those that can
    /// follow it.
    public struct Node: Sendable {
        /// The events that reach it.
        public var path: [CheckEvent]
        /// The events explored after it, in order.
        public var events: [CheckEvent]
        /// Its place in the depth's frontier, the order one process explores it in.
        public var place: Int

        /// A node.
        public init(path: [CheckEvent], events: [CheckEvent], place: Int) {
            self.path = path
            self.events = events
            self.place = place
        }
    }

    /// The length of the sequences explored.
    public var depth: Int
    /// Whether the events after a new state are wanted (not at the last depth).
    public var expands: Bool
    /// The hashes of the states found new since the last level sent to the worker, by any
    /// worker.
    public var seen: [UInt64]
    /// The worker's nodes, in frontier order: all or part of its share of the depth (a depth
    /// is sent a chunk at a time).
    public var nodes: [Node]
}

/// What a worker found on its share of a level: per node, per event in order, the state
/// reached. It stops after the first violation.
public struct CheckLevelReply: Codable, Sendable {
    /// The state one event reached.
    public struct State: Sendable {
        /// The hash of its fingerprint (`nil` when the event's command never returned).
        public var hash: UInt64?
        /// The events that can follow it, when it was new to the worker and the level expands.
        public var events: [CheckEvent]?
        /// The rule it broke, if one broke.
        public var violation: CheckViolation?
        /// When it was new to the worker and the level expands: how many events the worker
        /// runs again to reach it before each of its events (0 when a restore puts it back),
        /// which the coordinator weighs its next share by.
        public var replays: Int?
    }

    /// Per node of the share, the states its events reached.
    public var nodes: [[State]] = []
    /// Events run, apps opened, restores and confirmations of the level.
    public var eventsRun = 0
    /// How many times a fresh app was composed.
    public var appsOpened = 0
    /// How many restores put an app back.
    public var restores = 0
    /// How many violations were run again from the start.
    public var confirmations = 0
    /// The worker's peak resident memory.
    public var peakMemoryBytes: Int?
}

/// Explores a share of one level of the search and hands back what it found
/// (``ManifestChecker/explore(_:)``), in this process or in another one.
@MainActor
public protocol CheckLevelWorker: AnyObject {
    /// Whether it explores in this process, when its reply is asked for (``receive()`` then
    /// takes the time of exploring), rather than in another process while this one works.
    var isInThisProcess: Bool { get }
    /// Queues `level`; the replies come back in the order the levels were sent.
    func send(_ level: CheckLevel) throws
    /// What the oldest level sent and not yet received found.
    func receive() async throws -> CheckLevelReply
    /// Whether ``receive()`` would return without waiting for another process.
    func hasReply() -> Bool
}

extension ManifestChecker {
    /// Explores the events of `level`'s nodes, as ``run(progress:)`` explores a depth, with
    /// this checker's seen states (those of the earlier levels, from every worker, and those
    /// it finds): the rules that run only on a new state run on each state new to it, so on
    /// every state new to the search.
    ///
    /// - Returns: What each event reached; it stops after the first violation.
    /// - Throws: What opening the app threw.
    public func explore(_ level: CheckLevel) async throws -> CheckLevelReply {
        seen.formUnion(level.seen)
        if levelDepth != level.depth {
            // A new depth: the nodes this checker found at the last one are reached from the
            // bases it kept for them.
            previousBases = levelBases
            levelBases = [:]
            levelFound = [:]
            levelDepth = level.depth
        }
        if enumerator == nil {
            // The events after a new state are listed by the app's manifest.
            let session = try await reach([])
            enumerator = EventEnumerator(kinds: configuration.kinds, manifest: session.app.manifest)
            await Self.drop(session)
        }
        let counts = report
        var reply = CheckLevelReply()
        func counted() -> CheckLevelReply {
            var counted = reply
            counted.eventsRun = report.eventsRun - counts.eventsRun
            counted.appsOpened = report.appsOpened - counts.appsOpened
            counted.restores = report.restores - counts.restores
            counted.confirmations = report.confirmations - counts.confirmations
            counted.peakMemoryBytes = CheckReport.peakMemory()
            return counted
        }
        for share in level.nodes {
            let node = FrontierNode(path: share.path, base: previousBases[share.path], place: share.place)
            var states: [CheckLevelReply.State] = []
            for event in share.events {
                let outcome: Outcome
                do {
                    outcome = try await confirmedOutcome(of: event, from: node, expands: level.expands)
                } catch {
                    await node.drop()
                    throw error
                }
                switch outcome {
                case .broke:
                    states.append(.init(hash: lastHash, events: nil, violation: report.violation))
                    reply.nodes.append(states)
                    await node.drop()
                    report.violation = nil
                    report.counterexample = nil
                    return counted()
                case .new(let events):
                    guard level.expands else {
                        states.append(.init(hash: lastHash))
                        break
                    }
                    let base = node.base(after: event, hash: lastHash)
                    if let base { levelBases[share.path + [event]] = base }
                    // Without a base, a fresh app runs the path once and the node is reached
                    // from a state saved on the way after that: counted as the whole path.
                    let replays = lastSavable ? 0 : base?.events.count ?? share.path.count + 1
                    states.append(.init(hash: lastHash, events: events, replays: replays))
                case .seen: states.append(.init(hash: lastHash))
                }
            }
            await keepSpare(node)
            reply.nodes.append(states)
        }
        return counted()
    }

    /// Explores as ``run(progress:)`` does, each depth shared among `workers` a chunk at a
    /// time (each starts on the nodes it can reach cheaply, evenly by what the nodes cost, and
    /// a worker done with its own takes the end of another's), and their replies merged in the
    /// order of one process: the same states explored and distinct, the same shortest
    /// counterexample. A violation a worker finds on a state another worker reached first is
    /// reported too (one process would have checked the rules that change the session on the
    /// first of them only), so no rule is weakened.
    ///
    /// - Parameters:
    ///   - workers: Who explores; each keeps its own checker from level to level.
    ///   - progress: Told about each depth.
    /// - Returns: What was explored, and the shortest violation when there is one; the counts
    ///   of events, apps and restores are the workers' sums, the peak memory this process's and
    ///   the workers' together.
    /// - Throws: What opening the app threw, or what a worker threw.
    public func run(
        workers: [any CheckLevelWorker], progress: (@MainActor (CheckReport) -> Void)? = nil
    ) async throws -> CheckReport {
        guard !workers.isEmpty else { return try await run(progress: progress) }
        guard let rootEvents = try await begin() else { return stamped() }
        var frontier = [CheckLevel.Node(path: [], events: rootEvents, place: 0)]
        // The worker that found each node of the frontier, which can reach it from its base,
        // and what exploring the node costs there.
        var claims: [Claim] = [(nil, Self.weight(events: rootEvents.count, replays: 0))]
        var found = Array(seen)
        // Per worker, the states found new that it was not sent yet.
        var unsent = Array(repeating: [UInt64](), count: workers.count)
        var peaks = Array(repeating: 0, count: workers.count)
        func finish() -> CheckReport {
            var copy = stamped()
            copy.peakMemoryBytes = (copy.peakMemoryBytes ?? 0) + peaks.reduce(0, +)
            return copy
        }
        for depth in 1...max(1, configuration.depth) {
            report.depth = depth
            let expands = depth < configuration.depth
            for index in unsent.indices { unsent[index] += found }
            let explored = try await share(
                frontier, claims: claims, depth: depth, with: workers, seen: &unsent, peaks: &peaks)
            found = []
            var next: [CheckLevel.Node] = []
            var nextClaims: [Claim] = []
            for (index, node) in frontier.enumerated() {
                // A node is left out only after the first violation.
                guard let (worker, states) = explored[index] else { break }
                for (state, event) in zip(states, node.events) {
                    if let bound = configuration.maxStates, report.distinctStates >= bound {
                        report.truncated = true
                        return finish()
                    }
                    report.statesExplored += 1
                    if let hash = state.hash, seen.insert(hash).inserted {
                        report.distinctStates += 1
                        found.append(hash)
                        if expands {
                            next.append(.init(path: node.path + [event], events: state.events ?? [], place: next.count))
                            let weight = Self.weight(events: state.events?.count ?? 0, replays: state.replays)
                            nextClaims.append((worker, weight))
                        }
                    }
                    if let violation = state.violation {
                        report.violation = violation
                        report.counterexample = node.path + [event]
                        return finish()
                    }
                }
            }
            progress?(stamped())
            frontier = next
            claims = nextClaims
            if frontier.isEmpty { break }
        }
        report.complete = !report.truncated
        return finish()
    }

    /// Sends the nodes of `frontier` to `workers` a chunk at a time (``LevelPool``), each
    /// worker's next chunk when it replies, and gathers what they found.
    ///
    /// - Parameters:
    ///   - seen: Per worker, the states found new that it was not sent yet; its first chunk
    ///     takes them.
    ///   - peaks: Per worker, its peak memory so far.
    /// - Returns: Per node of the frontier, the worker that explored it and the states its
    ///   events reached; `nil` for a node left out after a violation.
    private func share(
        _ frontier: [CheckLevel.Node], claims: [Claim], depth: Int, with workers: [any CheckLevelWorker],
        seen: inout [[UInt64]], peaks: inout [Int]
    ) async throws -> [(worker: Int, states: [CheckLevelReply.State])?] {
        let expands = depth < configuration.depth
        var pool = LevelPool(claims, workers: workers.count)
        // Per worker, the chunks it was sent and has not answered, oldest first.
        var sent = Array(repeating: [[Int]](), count: workers.count)
        var explored = [(worker: Int, states: [CheckLevelReply.State])?](repeating: nil, count: frontier.count)
        // A worker in another process is sent its next chunk before it replies: it explores
        // that while this process explores its own.
        let queued = workers.map { $0.isInThisProcess ? 1 : 2 }
        func topUp(_ index: Int) throws {
            while sent[index].count < queued[index], let chunk = pool.next(for: index) {
                try workers[index].send(
                    CheckLevel(depth: depth, expands: expands, seen: seen[index], nodes: chunk.map { frontier[$0] }))
                seen[index] = []
                sent[index].append(chunk)
            }
        }
        for index in workers.indices { try topUp(index) }
        // A reply another process has ready first, then this process's own chunk, then wait.
        func waiting(_ index: Int) -> Bool { !sent[index].isEmpty }
        while let index = workers.indices.first(where: {
            waiting($0) && !workers[$0].isInThisProcess && workers[$0].hasReply()
        }) ?? workers.indices.first(where: { waiting($0) && workers[$0].isInThisProcess })
            ?? workers.indices.first(where: waiting)
        {
            let reply = try await workers[index].receive()
            let chunk = sent[index].removeFirst()
            report.eventsRun += reply.eventsRun
            report.appsOpened += reply.appsOpened
            report.restores += reply.restores
            report.confirmations += reply.confirmations
            peaks[index] = max(peaks[index], reply.peakMemoryBytes ?? 0)
            for (place, states) in zip(chunk, reply.nodes) { explored[place] = (index, states) }
            // A reply ends at its first violation; the search ends at the first in frontier order.
            if reply.nodes.last?.last?.violation != nil, reply.nodes.count <= chunk.count {
                pool.drop(after: chunk[reply.nodes.count - 1])
            }
            try topUp(index)
        }
        return explored
    }

    /// Who found a frontier node, if a worker did, and what exploring it costs
    /// (``weight(events:replays:)``).
    typealias Claim = (finder: Int?, weight: Int)

    /// What exploring a node costs, in about the time one event takes to run: each of its
    /// events is run and checked (about four), after a restore and the events run again to
    /// reach the node (`replays`; unknown counts as one).
    nonisolated static func weight(events: Int, replays: Int?) -> Int {
        events * (4 + (replays ?? 1))
    }

    /// Which worker explores each node of a frontier, and its place in that worker's share:
    /// the worker that found the node (it can reach it from a saved ancestor, ``NodeBase``)
    /// while its share is below an even share of the weights, then the rest each to the worker
    /// with the lightest share. Each share keeps the frontier's order.
    ///
    /// Why weights (`docs/performance.md`, "Sharing the frontier evenly"): nodes a snapshot
    /// misses cost their events run again before each event, and they gather in the subtrees
    /// one worker found; shares of equal node counts left one process idle for 8.7 s of a
    /// 67 s run at depth 6.
    ///
    /// - Parameters:
    ///   - claims: Per node, the worker that found it and what it costs.
    ///   - count: How many workers there are.
    nonisolated static func deal(_ claims: [Claim], to count: Int) -> [(worker: Int, place: Int)] {
        let count = max(1, count)
        let even = (claims.reduce(0) { $0 + $1.weight } + count - 1) / count
        var sizes = Array(repeating: 0, count: count)
        var workers: [Int?] = claims.map { claim in
            guard let finder = claim.finder, finder < count, sizes[finder] < even else { return nil }
            sizes[finder] += claim.weight
            return finder
        }
        for index in workers.indices where workers[index] == nil {
            let lightest = sizes.indices.min { sizes[$0] < sizes[$1] } ?? 0
            workers[index] = lightest
            sizes[lightest] += claims[index].weight
        }
        var places = Array(repeating: 0, count: count)
        return workers.map { worker in
            let worker = worker ?? 0
            defer { places[worker] += 1 }
            return (worker, places[worker])
        }
    }
}

/// A worker in this process: its own checker, which explores a level when its reply is asked
/// for (tests compare the shared search with one process's through it).
@MainActor
public final class InProcessLevelWorker: CheckLevelWorker {
    private let checker: ManifestChecker
    private var levels: [CheckLevel] = []

    /// A worker exploring with `checker` (its configuration and invariants).
    public init(_ checker: ManifestChecker) {
        self.checker = checker
    }

    /// It explores in this process.
    public var isInThisProcess: Bool { true }

    /// Keeps `level` for ``receive()``.
    public func send(_ level: CheckLevel) throws {
        levels.append(level)
    }

    /// Whether a level waits to be explored.
    public func hasReply() -> Bool {
        !levels.isEmpty
    }

    /// Explores the oldest level sent and not explored.
    public func receive() async throws -> CheckLevelReply {
        guard !levels.isEmpty else { return CheckLevelReply() }
        let level = levels.removeFirst()
        var reply = try await checker.explore(level)
        // This process's memory is the coordinator's own.
        reply.peakMemoryBytes = nil
        return reply
    }
}
