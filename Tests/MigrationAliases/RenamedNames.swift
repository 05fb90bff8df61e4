// What code written against 0.2 types after the renames of issue 39, unchanged.
// `Scripts/check-migration-aliases.sh` type-checks this file against the built modules: it must
// compile, and its only warnings are the deprecations of the old names (each names the new one).
// It is not part of any target.

import ShopScript  // now WayfinderScript
import WayfinderCoding  // now part of WayfinderRouting
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderSession  // now WayfinderScript
import WayfinderStacks

// MARK: - NavigationContext: one type of that name

// Stacks' type of that name is PathContext (its old name fails with the new one:
// StacksNavigationContext.swift); the coordinators' context keeps the name, and an unqualified
// `NavigationContext` means it wherever both modules are imported.
@MainActor func objectCount(of context: NavigationContext) -> Int {
    context.objectCount
}

// MARK: - PluginFailure.Phase, now PluginFailure.Stage

struct Offline: Error {}

func describe(_ failure: PluginFailure) -> String {
    let phase: PluginFailure.Phase = failure.phase
    return "\(phase.rawValue)"
}

let failure = PluginFailure(id: "sync", phase: .start, underlying: Offline(), policy: .disable)

// MARK: - Modules: WayfinderSession and ShopScript (now WayfinderScript), WayfinderCoding

func firstWord(of line: String) throws -> ScriptCommand? {
    try ShopScript.ScriptCommand.parse(line)
}

@MainActor func screenText(of session: WayfinderSession.AppSession) -> String {
    session.screen
}

func kind(of container: any SingleValueDecodingContainer) -> WayfinderCoding.ScalarKind? {
    (container as? any ScalarKindProviding)?.scalarKind
}
