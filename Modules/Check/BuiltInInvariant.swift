import Foundation
import WayfinderComposition
import WayfinderCoordinators
import WayfinderPersistence
import WayfinderScript
import WayfinderStacks

/// The rules the checker knows without being told, each named for `--invariants`.
public enum BuiltInInvariant: String, CaseIterable, Sendable {
    /// The tree is valid: entry ids are unique, every flow scope names a coordinator of the
    /// tree, every tab bar's selection is one of its pages.
    case treeValid = "tree-valid"
    /// The renderer's model equals the tree after every event, and every change completed once,
    /// in order (with `--renderer uikit` or `navigation-stack`; the headless renderer shows the
    /// tree itself).
    case rendererMatches = "renderer-matches"
    /// Every request and gesture settles: nothing is queued or in flight once an event's work
    /// ended, unless a question waits for its answer.
    case settles
    /// No guard is bypassed: a route the auth guard protects is never visible while nobody is
    /// logged in.
    case guardHolds = "guard-holds"
    /// Leave checks are honoured: a gesture never removes a screen whose check would ask,
    /// unless the user confirmed.
    case leaveChecks = "leave-checks"
    /// Contexts are never made twice while their owner lives, and are released when it ends.
    case contexts
    /// Saving and restoring the state gives the same tree and state bags.
    case saveRestore = "save-restore"
    /// Pressing back again and again ends with nothing to go back to.
    case backTerminates = "back-terminates"

    /// The rule as an invariant the checker runs.
    @MainActor public var invariant: any CheckInvariant {
        switch self {
        case .treeValid: TreeValid()
        case .rendererMatches: RendererMatchesTree()
        case .settles: Settles()
        case .guardHolds: GuardHolds()
        case .leaveChecks: LeaveChecksHonoured()
        case .contexts: ContextsLive()
        case .saveRestore: SaveRestoreRoundTrips()
        case .backTerminates: BackTerminates()
        }
    }
}

// MARK: - Reading rules

private struct TreeValid: CheckInvariant {
    let name = BuiltInInvariant.treeValid.rawValue
    /// The ids, scopes and tab bars it reads are in the fingerprint's tree (renumbered alike).
    var readsOnlyTheState: Bool { true }

    func violation(in step: CheckStep) async -> String? {
        let tree = step.session.app.navigator.tree
        var seen: Set<EntryID> = []
        let coordinators = Set(tree.allCoordinators.map { $0.id.scope })
        for stack in tree.allStacks {
            for entry in stack.entries {
                if !seen.insert(entry.id).inserted { return "entry \(entry.id) appears twice in the tree" }
                if let scope = entry.scope, !coordinators.contains(scope) {
                    return "entry \(entry.id) is in the scope of \(scope), which is no coordinator of the tree"
                }
                if let tabs = stack.hosted(by: entry.id)?.tabs, !tabs.pages.indices.contains(tabs.selected) {
                    return "the tab bar of \(tabs.coordinator) selects page \(tabs.selected) of \(tabs.pages.count)"
                }
            }
        }
        return tree.root == nil ? "the tree shows nothing" : nil
    }
}

private struct Settles: CheckInvariant {
    let name = BuiltInInvariant.settles.rawValue

    func violation(in step: CheckStep) async -> String? {
        let navigator = step.session.app.navigator
        guard step.session.questionAsked == nil, !step.session.isInInteractiveBack else { return nil }
        // A change waiting on the transition the renderer holds settles after `transition-end`.
        if RendererTiming.isHolding(step.session) { return nil }
        if let change = navigator.inFlight { return "stuck: change \(change.id) is still in flight" }
        if navigator.queuedCount > 0 { return "stuck: \(navigator.queuedCount) request(s) still queued" }
        return nil
    }
}

private struct GuardHolds: CheckInvariant {
    let name = BuiltInInvariant.guardHolds.rawValue
    /// The login, the screens shown, the queue and a held transition are in the fingerprint.
    var readsOnlyTheState: Bool { true }

    func violation(in step: CheckStep) async -> String? {
        let app = step.session.app
        guard let guarding = app.checkedGuard, guarding.loggedInUser == nil,
            !RendererTiming.requestsWaitOnTransition(step.session)
        else { return nil }
        let protected = Set(guarding.guardedNames)
        guard let shown = app.visibleNames.first(where: protected.contains) else { return nil }
        return "'\(shown)' is visible while nobody is logged in; the guard protects it"
    }
}

private struct LeaveChecksHonoured: CheckInvariant {
    let name = BuiltInInvariant.leaveChecks.rawValue
    /// The gestures that must ask (program calls documented as not asking are not here). An
    /// interactive back asks at `back-begin`, before any commit can happen, so `back-commit`
    /// removes what the user already confirmed.
    static let gestures: Set<String> = ["swipe-back", "swipe-down", "system-back"]

    func violation(in step: CheckStep) async -> String? {
        guard let event = step.event, Self.gestures.contains(event.command) else { return nil }
        let tree = step.session.app.navigator.tree
        for (id, title) in step.before.checkedScreens.sorted(by: { $0.key < $1.key }) where tree.entry(id) == nil {
            return "'\(title)' was removed by \(event.command) without its leave check's confirmation"
        }
        return nil
    }
}

private struct ContextsLive: CheckInvariant {
    let name = BuiltInInvariant.contexts.rawValue

    func violation(in step: CheckStep) async -> String? {
        let navigator = step.session.app.navigator
        // The tree's entries, gathered once (a lookup per context walked every stack each time:
        // about 3 % of a check, perf at depth 5).
        var live = Set<EntryID>()
        for stack in navigator.tree.allStacks {
            for entry in stack.entries { live.insert(entry.id) }
        }
        func problem(_ id: EntryID, _ held: WeakContext) -> String? {
            if live.contains(id) {
                if let now = navigator.context(for: id), ObjectIdentifier(now) != held.identity {
                    return "the context of \(id) was made twice while its screen lived"
                }
            } else if held.context != nil {
                return "the context of \(id) outlived its screen"
            }
            return nil
        }
        // In id order only when one breaks, so that the first one is reported.
        guard step.before.contexts.contains(where: { problem($0.key, $0.value) != nil }) else { return nil }
        for (id, held) in step.before.contexts.sorted(by: { $0.key < $1.key }) {
            if let message = problem(id, held) { return message }
        }
        return nil
    }
}
