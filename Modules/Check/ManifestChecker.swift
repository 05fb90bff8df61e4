import Foundation
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderScript

/// Explores every sequence of events a manifest's app allows, to a depth, breadth first, and
/// hands back the shortest one that breaks an invariant.
///
/// States are deduplicated by a canonical fingerprint of each state. The states of one depth
/// are reached one frontier node at a time, each on one app: a fresh app runs the node's
/// events from the start once, and between the node's events the navigator's restore puts
/// that app back into the node's state. A restore is used only when the node's state has
/// nothing a snapshot misses (no question waiting, no interactive back, nothing queued or in
/// flight) and gives back the node's whole fingerprint; otherwise a fresh app runs the node's
/// events again. A violation found on a restored app is confirmed on a fresh app from the
/// start, so the counterexample is the one a run from the start gives, and `replay`
/// reproduces it. ``CheckReport/eventsRun``, ``CheckReport/appsOpened`` and
/// ``CheckReport/restores`` count what reaching the states cost. The order of the search
/// does not change, so neither do the states it explores nor the shortest counterexample.
///
/// ```swift
/// var configuration = ManifestChecker.Configuration()
/// configuration.depth = 4
/// let checker = ManifestChecker(configuration, suite: InvariantSuite(manifest: manifest)) {
///     try await AppSession.compose(manifestAt: "Configs/shop.yaml", stateRestoration: false)
/// }
/// let report = try await checker.run()
/// print(report.counterexample ?? [])
/// ```
@MainActor
public final class ManifestChecker {
    /// What to explore.
    public struct Configuration: Sendable {
        /// The longest sequence of events explored.
        public var depth = 4
        /// The kinds of events explored.
        public var kinds = CheckEvent.defaultKinds
        /// The exploration stops after this many distinct states; `nil` for no bound.
        public var maxStates: Int?
        /// Commands run before the exploration starts (`--from RECORDING`); the state they
        /// reach is the start.
        public var prefix: [String] = []
        /// How the state of a frontier node is reached before each of its events.
        var reaching = StateReaching.restore

        /// The defaults: depth 4, every kind but crashes, no bound.
        public init() {}
    }

    /// Opens a fresh, started session on the app.
    public typealias Opener = @MainActor () async throws -> AppSession

    var configuration: Configuration
    let suite: InvariantSuite
    let open: Opener
    let driver: any CheckDriver
    var enumerator: EventEnumerator?
    var report = CheckReport()
    var seen: Set<UInt64> = []
    /// The hash of the state the last explored event reached (`nil` when its command never
    /// returned), for a level's reply (``explore(_:)``).
    var lastHash: UInt64?
    /// Whether the state the last explored event reached was new and could be saved as it was
    /// reached (``NodeRestore/canSave(_:)``), for a level's reply.
    var lastSavable = false
    /// The hashes of the fingerprints of the distinct states found so far.
    var seenFingerprints: Set<UInt64> { seen }
    /// An app kept from the last node, to reach the next ones from their bases.
    var spare: AppSession?
    /// How to reach the nodes this checker found new at its last level (``explore(_:)``).
    var levelBases: [[CheckEvent]: NodeBase] = [:]
    /// How to reach the nodes this checker found new at the level before the one it explores.
    var previousBases: [[CheckEvent]: NodeBase] = [:]
    /// The depth of the shared level this checker explores, if it explores one.
    var levelDepth: Int?
    /// The states this checker found new at that depth, each with the place of the first
    /// node it was found from (``isFirstInLevel(_:inserted:at:)``).
    var levelFound: [UInt64: Int] = [:]
    /// The event whose command never returned in the last run, if one did not.
    var stuck: CheckEvent?
    private let started = ContinuousClock.now

    /// A checker.
    ///
    /// - Parameters:
    ///   - configuration: What to explore.
    ///   - suite: The invariants.
    ///   - driver: What runs each command; the script commands as shipped by default.
    ///   - open: Opens a fresh session on the app, as it starts.
    public init(
        _ configuration: Configuration, suite: InvariantSuite, driver: any CheckDriver = ScriptDriver(),
        open: @escaping Opener
    ) {
        self.configuration = configuration
        self.suite = suite
        self.driver = driver
        self.open = open
    }

    // MARK: - Exploring

    /// Explores, telling `progress` about each depth and every 256 states.
    ///
    /// - Returns: What was explored, and the shortest violation when there is one.
    /// - Throws: What opening the app threw.
    public func run(progress: (@MainActor (CheckReport) -> Void)? = nil) async throws -> CheckReport {
        guard let rootEvents = try await begin() else { return finished() }
        var frontier: [(path: [CheckEvent], events: [CheckEvent], base: NodeBase?)] = [([], rootEvents, nil)]
        for depth in 1...max(1, configuration.depth) {
            report.depth = depth
            var next: [(path: [CheckEvent], events: [CheckEvent], base: NodeBase?)] = []
            for (path, events, base) in frontier {
                // One app per frontier node: reached once, put back between its events.
                let node = FrontierNode(path: path, base: base)
                for event in events {
                    if let bound = configuration.maxStates, report.distinctStates >= bound {
                        report.truncated = true
                        await node.drop()
                        await dropSpare()
                        return finished()
                    }
                    let outcome: Outcome
                    do {
                        outcome = try await confirmedOutcome(
                            of: event, from: node, expands: depth < configuration.depth)
                    } catch {
                        await node.drop()
                        throw error
                    }
                    switch outcome {
                    case .broke:
                        await node.drop()
                        await dropSpare()
                        return finished()
                    case .new(let events):
                        next.append((path + [event], events, node.base(after: event, hash: lastHash)))
                    case .seen: break
                    }
                    if report.statesExplored % 256 == 0 { progress?(stamped()) }
                }
                await keepSpare(node)
            }
            progress?(stamped())
            frontier = next
            if frontier.isEmpty { break }
        }
        await dropSpare()
        report.complete = !report.truncated
        return finished()
    }

    /// Opens the app, checks its start and counts it as the first distinct state.
    ///
    /// - Returns: The events that can follow the start, or `nil` when the start breaks a rule
    ///   (the report holds it).
    func begin() async throws -> [CheckEvent]? {
        let session = try await reach([])
        let start = (session: session, fingerprint: StateFingerprint.text(of: session))
        let enumerator = EventEnumerator(kinds: configuration.kinds, manifest: start.session.app.manifest)
        self.enumerator = enumerator
        let rootEvents = enumerator.events(of: start.session)
        let first = CheckStep(
            session: start.session, event: nil, before: CheckStepBefore(start.session), refused: false)
        if let violation = await suite.violation(
            in: first,
            scratch: { [start] in
                await RendererTiming.release(start.session)
                return start.session
            })
        {
            report.violation = violation
            report.counterexample = []
            await Self.drop(start.session)
            return nil
        }
        seen.insert(StateFingerprint.hash(start.fingerprint))
        await Self.drop(start.session)
        report.distinctStates = 1
        return rootEvents
    }

    /// The events that can happen next to `session`, in the order the checker explores them
    /// (`--jobs` deals them out by position).
    ///
    /// - Parameters:
    ///   - session: A session.
    ///   - kinds: The kinds explored.
    ///   - manifest: The app's manifest (for its deep links).
    public static func events(
        after session: AppSession, kinds: Set<CheckEvent.Kind>, manifest: AppManifest
    ) -> [CheckEvent] {
        EventEnumerator(kinds: kinds, manifest: manifest).events(of: session)
    }

    /// What one explored sequence led to.
    enum Outcome {
        /// An invariant broke; the report holds it.
        case broke
        /// A state not seen before, with the events that can follow it.
        case new([CheckEvent])
        /// A state seen before.
        case seen
    }

    /// What `event` leads to from the node's state. A violation found on an app a restore put
    /// back is confirmed on a fresh app that runs the events from the start (the counts of the
    /// first try are taken back), so that every counterexample is one a run from the start
    /// reproduces.
    func confirmedOutcome(of event: CheckEvent, from node: FrontierNode, expands: Bool) async throws -> Outcome {
        let explored = report.statesExplored
        let distinct = report.distinctStates
        let (outcome, inserted, placed) = try await explore(event, from: node, expands: expands)
        guard case .broke = outcome, node.restored else { return outcome }
        report.statesExplored = explored
        report.distinctStates = distinct
        if let inserted { seen.remove(inserted) }
        // The run from the start meets the state as new again where the first try did.
        if let placed { levelFound[placed.fingerprint] = placed.found }
        report.violation = nil
        report.counterexample = nil
        report.confirmations += 1
        await node.drop()
        node.fromStart = true
        return try await explore(event, from: node, expands: expands).outcome
    }

    /// Runs `event` on the node's state and checks the state it reaches. The rules about the
    /// event (leave checks, contexts) run after every sequence; the rules about the state
    /// alone, and those that change the session, only on a state not seen before.
    ///
    /// - Parameter expands: Whether the events after a new state are wanted (not at the last
    ///   depth).
    /// - Returns: The outcome, the fingerprint it added to those seen, if it added one, and
    ///   the place in ``levelFound`` it overwrote, if it overwrote one (a confirmation from the
    ///   start takes both back).
    private func explore(
        _ event: CheckEvent, from node: FrontierNode, expands: Bool
    ) async throws -> (outcome: Outcome, inserted: UInt64?, placed: Placed?) {
        report.statesExplored += 1
        let path = node.path + [event]
        let session = try await state(of: node)
        let before = CheckStepBefore(session)
        stuck = nil
        lastHash = nil
        lastSavable = false
        let (after, refused) = try await perform(event, on: session)
        // The node's app leaves the node's state now; a restore puts it back for the next event.
        node.session = after
        node.isAtNode = false
        if let stuck {
            report.violation = CheckViolation(
                invariant: BuiltInInvariant.settles.rawValue,
                message: "stuck: `\(stuck.command)` never returned (it waits for something no event gives)")
            report.counterexample = path
            return (.broke, nil, nil)
        }
        var step = CheckStep(session: after, event: event, before: before, refused: refused)
        let text = StateFingerprint.text(of: after)
        // The first rule that changes the session gets it as it is when nothing waits on the
        // renderer (releasing the renderer then changes nothing): save and restore compares
        // with this text instead of making it again.
        if !RendererTiming.isHolding(after), BoundedRun.commandsInFlight(on: after).isEmpty { step.fingerprint = text }
        let fingerprint = StateFingerprint.hash(text)
        lastHash = fingerprint
        let inserted = seen.insert(fingerprint).inserted
        if inserted { report.distinctStates += 1 }
        let (isNew, placed) = isFirstInLevel(fingerprint, inserted: inserted, at: node.place)
        // Read before a rule changes the session.
        let events = isNew && expands ? enumerator?.events(of: after) ?? [] : []
        lastSavable = isNew && expands && NodeRestore.canSave(after)
        var scratches: [AppSession] = []
        let violation = await suite.violation(in: step, stateIsNew: isNew) { [self] in
            // The node's app first (a restore puts it back afterwards), then fresh apps.
            // A rule that changes the session waits for what it runs: the renderer's held
            // transitions end first (the rule checks the state they lead to).
            guard scratches.isEmpty else {
                guard let fresh = try? await self.reach(path) else { return nil }
                await RendererTiming.release(fresh)
                scratches.append(fresh)
                return fresh
            }
            await RendererTiming.release(after)
            scratches.append(after)
            return after
        }
        for scratch in scratches.dropFirst() { await Self.drop(scratch) }
        if let violation {
            report.violation = violation
            report.counterexample = path
            return (.broke, inserted ? fingerprint : nil, placed)
        }
        // An event that left the node's state as it was (a refused tap, a back with nothing to
        // go back to) leaves the app at the node: the next event needs no restore, as a restore
        // that gives this fingerprint is taken for one.
        if !isNew, let saved = node.saved, text == saved.fingerprint { node.isAtNode = true }
        return (isNew ? .new(events) : .seen, inserted ? fingerprint : nil, placed)
    }

    /// A state placed in ``levelFound``, with the place it had there before.
    typealias Placed = (fingerprint: UInt64, found: Int?)

    /// Whether the state `fingerprint` comes first here in the order one process explores
    /// the depth, as far as this checker knows: new to it (`inserted`), or found by it at this
    /// depth on a node that comes later in that order (`place`, a shared level's node
    /// taken from another worker's share, ``CheckLevel/Node/place``). Such a state is checked
    /// and expanded as new again, so that each worker's reply is the one it would give had it
    /// explored its nodes in order.
    ///
    /// - Returns: Whether it comes first here, and what this changed in ``levelFound``.
    private func isFirstInLevel(
        _ fingerprint: UInt64, inserted: Bool, at place: Int?
    ) -> (isNew: Bool, placed: Placed?) {
        guard let place else { return (inserted, nil) }
        let found = levelFound[fingerprint]
        guard inserted || found.map({ $0 > place }) == true else { return (false, nil) }
        levelFound[fingerprint] = place
        return (true, (fingerprint, found))
    }

    private func finished() -> CheckReport {
        stamped()
    }

    func stamped() -> CheckReport {
        var copy = report
        copy.duration = ContinuousClock.now - started
        copy.peakMemoryBytes = CheckReport.peakMemory()
        return copy
    }
}
