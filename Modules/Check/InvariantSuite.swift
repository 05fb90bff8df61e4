import WayfinderComposition
import WayfinderScript

/// The invariants one check runs: the built-in ones, the manifest's `never:` rules and the
/// app's own, minus those turned off, in the order they are checked (rules that change the
/// session last).
@MainActor
public struct InvariantSuite {
    /// The invariants, reading rules first.
    public let invariants: [any CheckInvariant]

    /// Every invariant that applies to `manifest`, but those named in `disabled`.
    ///
    /// - Parameters:
    ///   - manifest: The app's manifest (its `invariants:` section).
    ///   - custom: The app's own rules.
    ///   - only: When not `nil`, only the invariants with these names run.
    ///   - disabled: The names of invariants that do not run.
    public init(
        manifest: AppManifest, custom: [any CheckInvariant] = [], only: Set<String>? = nil, disabled: Set<String> = []
    ) {
        let all = BuiltInInvariant.allCases.map(\.invariant) + manifest.invariants.map(ManifestInvariant.init) + custom
        let chosen = all.filter { (only?.contains($0.name) ?? true) && !disabled.contains($0.name) }
        invariants = chosen.filter { !$0.changesSession } + chosen.filter(\.changesSession)
    }

    /// Every name a suite for `manifest` knows, for `--invariants` to check against.
    public static func names(manifest: AppManifest, custom: [any CheckInvariant] = []) -> [String] {
        BuiltInInvariant.allCases.map(\.rawValue) + manifest.invariants.map(\.name) + custom.map(\.name)
    }

    /// Whether a rule changes the session it checks.
    public var changesSession: Bool {
        invariants.contains { $0.changesSession }
    }

    /// The first rule `step` breaks, with what is wrong.
    ///
    /// - Parameters:
    ///   - step: The step to check.
    ///   - scratch: A session in the state `step` reached, for a rule that changes it: called
    ///     once per such rule (the checker passes the step's own session first, which it drops
    ///     afterwards, then reaches the state again), and not at all when none runs.
    ///   - stateIsNew: Whether the step's state is one the checker has not checked before:
    ///     when `false`, the rules that read only the state
    ///     (``CheckInvariant/readsOnlyTheState``) and those that change the session are
    ///     skipped, since they gave their answer when the state was first checked.
    /// - Returns: The broken rule and why, or `nil` when all hold.
    public func violation(
        in step: CheckStep, stateIsNew: Bool = true, scratch: () async -> AppSession?
    ) async -> CheckViolation? {
        for invariant in invariants where !invariant.changesSession && (stateIsNew || !invariant.readsOnlyTheState) {
            if let message = await invariant.violation(in: step) {
                return CheckViolation(invariant: invariant.name, message: message)
            }
        }
        guard stateIsNew else { return nil }
        var reusable: AppSession?
        for invariant in invariants where invariant.changesSession {
            var fresh = reusable
            if fresh == nil { fresh = await scratch() }
            guard let session = fresh else { return nil }
            var scratchStep = CheckStep(
                session: session, event: step.event, before: step.before, refused: step.refused)
            // The step's own session, unchanged by a rule that changes it: the same fingerprint.
            if session === step.session, reusable == nil { scratchStep.fingerprint = step.fingerprint }
            if let message = await invariant.violation(in: scratchStep) {
                return CheckViolation(invariant: invariant.name, message: message)
            }
            reusable = invariant.leavesStateWhenItHolds ? session : nil
        }
        return nil
    }
}

/// A broken rule and what is wrong.
public struct CheckViolation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The rule's name.
    public var invariant: String
    /// What is wrong, in the app's words.
    public var message: String

    /// A violation of `invariant`.
    public init(invariant: String, message: String) {
        self.invariant = invariant
        self.message = message
    }

    /// `invariant 'NAME' broken: MESSAGE`.
    public var description: String {
        "invariant '\(invariant)' broken: \(message)"
    }
}
