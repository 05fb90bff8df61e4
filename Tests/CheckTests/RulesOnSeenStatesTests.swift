import Testing

@testable import WayfinderCheck

/// Which rules run on a state the checker has seen before: those that read the event (leave
/// checks, contexts) after every event, those that read only the state once per state.
@Suite struct RulesOnSeenStatesTests {
    /// Counts the steps it is asked about, and the fingerprints of their states.
    @MainActor final class Asked {
        var steps = 0
        var states: Set<UInt64> = []
    }

    @MainActor struct Counting: CheckInvariant {
        let name: String
        let readsOnlyTheState: Bool
        let asked: Asked

        func violation(in step: CheckStep) async -> String? {
            asked.steps += 1
            asked.states.insert(StateFingerprint.hash(StateFingerprint.text(of: step.session)))
            return nil
        }
    }

    @Test @MainActor func aRuleOnTheStateAlone_isAskedOncePerState_aRuleOnTheEvent_afterEveryEvent() async throws {
        let onState = Asked()
        let onEvent = Asked()
        let checker = try CheckSupport.checker(
            depth: 3,
            custom: [
                Counting(name: "on-state", readsOnlyTheState: true, asked: onState),
                Counting(name: "on-event", readsOnlyTheState: false, asked: onEvent),
            ])
        let report = try await checker.run()
        #expect(report.violation == nil)
        // The start and every explored state for the rule on the event; the start and each
        // distinct state once for the rule on the state.
        #expect(onEvent.steps == report.statesExplored + 1)
        #expect(onState.steps == report.distinctStates)
        #expect(onState.states.count == report.distinctStates)
        #expect(onState.states == onEvent.states)
    }

    @Test @MainActor func theRulesThatReadOnlyTheState_areTheTreeTheGuardAndTheManifests() throws {
        let manifest = try CheckSupport.validated(CheckSupport.shop).manifest
        let onlyTheState = Set(InvariantSuite(manifest: manifest).invariants.filter(\.readsOnlyTheState).map(\.name))
        #expect(
            onlyTheState
                == Set(
                    [BuiltInInvariant.treeValid.rawValue, BuiltInInvariant.guardHolds.rawValue]
                        + manifest.invariants.map(\.name)))
        #expect(!manifest.invariants.isEmpty)
    }
}
