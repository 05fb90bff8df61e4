// Runs one benchmark scenario `count` times, outside the benchmark tool, so that valgrind's
// callgrind can count its instructions: a figure that does not move with the load other work
// puts on the machine's cores. Benchmarks/instructions.sh runs every scenario twice (two
// counts) and divides the difference, which removes the set-up.
//
//   InstructionCounts <scenario> <count> [--time]
//
// With `--time` it also prints the wall time the whole run took (for the scenarios too slow to
// run under callgrind at full size: manifest validation, saves).

import BenchmarkKit
import ConfigKit
import Foundation
import WayfinderConfig
import WayfinderCoordinators
import WayfinderPersistence

/// What a run failed on.
struct UsageError: Error, CustomStringConvertible {
    let description: String
}

let scenarios = [
    "array", "stack10", "stack10000", "router0", "router4", "router0named", "router4named", "json", "snapshot",
    "events", "manifest", "mirror",
    // Issue 40: a manifest app's snapshot through the coder's direct path, and through Codable.
    "snapshotManifest", "codableManifest",
    // Issue 16's scaling scenarios and peers.
    "depth10", "depth1000", "tabs4", "tabs100", "tabs4reflected", "tabs100reflected", "tabPushPop",
    "coordinators10", "coordinators300", "deeplink5", "deeplink500", "refused500", "refused4000",
    "refusedAll500", "refusedAll4000", "unreachable500", "unreachable4000",
    "saves500", "saves1000", "saves4000", "pushes500", "pushes4000", "save10", "save1000", "flowstacks", "stackstate",
    "observed",
    // Issue 16's route names: the reflecting default against the switch `@RouteNames` generates.
    "routeNameReflected", "routeNameSwitch",
    // Issue 27's screen state: a tab switch over deep pages, and push + pop with a context.
    "tabsDeep10", "tabsDeep1000", "contextPushPop",
    // Issue 30's journal on: `router0` and `router4named` again, each commit recorded.
    "router0journal", "router4namedjournal",
    // Issue 28's back: push + pop with a leave check registered; push + system back, without
    // and with one.
    "routerLeaveCheck", "backSystem", "backSystemLeaveCheck",
    // Issue 37's width changes: 4 tabs of 10 entries, 100 tabs of 10, 100 tabs of 1,000.
    "resize4x10", "resize100x10", "resize100x1000",
    // Issue 41's loaders: push + pop of a screen with a loader that returns at once, and with a
    // loader registered for another route only, with reflected and with switched route names.
    "routerLoader", "routerLoaderElsewhere", "routerNamedLoaderElsewhere",
    // Issue 38's windows: push + pop in the focused one of 50 windows, and in one without focus.
    "windowPush50", "windowPush50unfocused",
]
var arguments = Array(CommandLine.arguments.dropFirst())
let timed = arguments.last == "--time"
if timed { arguments.removeLast() }
guard arguments.count == 2, let scenario = arguments.first, scenarios.contains(scenario),
    let count = arguments.last.flatMap({ Int($0) }), count >= 0
else {
    throw UsageError(description: "usage: InstructionCounts <\(scenarios.joined(separator: "|"))> <count> [--time]")
}
let clock = ContinuousClock()
let started = clock.now

/// Runs the scenario; the result keeps the work producing it from being optimised away.
@MainActor func runScenario() async throws -> Int {
    var sink = 0
    switch scenario {
    case "array":
        let fixture = ArrayFixture(depth: 10)
        sink &+= fixture.pushPop(count)
    case "stack10", "stack10000":
        try StackFixture(depth: scenario == "stack10" ? 10 : 10_000).pushPop(count)
    case "router0", "router4":
        try await RouterFixture(plugins: scenario == "router4").pushPop(count)
    case "router0named", "router4named":
        try await NamedRouterFixture(plugins: scenario == "router4named").pushPop(count)
    case "routerLoader", "routerLoaderElsewhere":
        let fixture = try await RouterFixture(plugins: false)
        if scenario == "routerLoader" { fixture.loadItems() } else { fixture.loadElsewhere() }
        try await fixture.pushPop(count)
    case "routerNamedLoaderElsewhere":
        let fixture = try await NamedRouterFixture(plugins: false)
        fixture.loadElsewhere()
        try await fixture.pushPop(count)
    case "windowPush50":
        try await WindowsFixture(count: 50).pushPopFocused(count)
    case "windowPush50unfocused":
        try await WindowsFixture(count: 50).pushPopUnfocused(count)
    case "router0journal":
        try await RouterFixture(plugins: false, journal: true).pushPop(count)
    case "router4namedjournal":
        try await NamedRouterFixture(plugins: true, journal: true).pushPop(count)
    case "json", "snapshot":
        let tree = try await TreeFixture.make(entries: 1_000)
        let (snapshot, coder, decoder) = try snapshotBench(of: tree)
        let encoder = JSONEncoder()
        for _ in 0..<count {
            if scenario == "snapshot" {
                sink &+= TreeFixture.entryCount(try coder.decode(coder.encode(snapshot)).tree)
            } else {
                sink &+= TreeFixture.entryCount(try decoder.decode(NavigationTree.self, from: encoder.encode(tree)))
            }
        }
    case "snapshotManifest", "codableManifest":
        let (snapshot, coder, decoder) = try snapshotBench(of: try await TreeFixture.makeManifestLike(entries: 1_000))
        // The coder's general path: the snapshot's Codable conformance through Foundation's coders.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for _ in 0..<count {
            let decoded =
                scenario == "snapshotManifest"
                ? try coder.decode(coder.encode(snapshot))
                : try decoder.decode(NavigationSnapshot.self, from: encoder.encode(snapshot))
            guard decoded == snapshot else { throw FixtureError.missing("the snapshot read back") }
            sink &+= TreeFixture.entryCount(decoded.tree)
        }
    case "events":
        let bytes = Array(ManifestFixture.yaml(routes: 1_000).utf8)
        for _ in 0..<count { sink &+= try LibYAMLWalk.walk(bytes) }
    case "manifest":
        let reader = try ManifestReader()
        for _ in 0..<count { sink &+= try reader.read().deepLinks.count }
    case "depth10", "depth1000":
        try await RouterFixture.deep(scenario == "depth10" ? 10 : 1_000).pushPop(count)
    case "tabs4", "tabs100", "tabs4reflected", "tabs100reflected":
        let fixture = try await ScalingTabsFixture(
            count: scenario.hasPrefix("tabs4") ? 4 : 100, named: !scenario.hasSuffix("reflected"))
        try await fixture.switchTabs(count)
    case "resize4x10", "resize100x10", "resize100x1000":
        let sizes = scenario.dropFirst("resize".count).split(separator: "x").compactMap { Int($0) }
        sink += try await LayoutFixture(tabs: sizes[0], depth: sizes[1]).resize(count)
    case "routerLeaveCheck":
        try await BackFixture(leaveCheck: true).pushPop(count)
    case "backSystem", "backSystemLeaveCheck":
        try await BackFixture(leaveCheck: scenario == "backSystemLeaveCheck").pushSystemBack(count)
    case "tabsDeep10", "tabsDeep1000":
        try await ScalingTabsFixture.deepPages(scenario == "tabsDeep10" ? 10 : 1_000).switchTabs(count)
    case "contextPushPop":
        try await RouterFixture(plugins: false).pushPopWithContext(count)
    case "tabPushPop":
        try await TabsFixture().pushPopInTab(count)
    case "coordinators10", "coordinators300":
        try await CoordinatorsFixture(count: scenario == "coordinators10" ? 10 : 300).pushPop(count)
    case "deeplink5", "deeplink500":
        try await RouterFixture(plugins: false).deepLink(pushes: scenario == "deeplink5" ? 5 : 500, count: count)
    case "refused500", "refused4000":
        let routes = scenario == "refused500" ? 500 : 4_000
        let reader = try ManifestReader(text: ManifestFixture.yamlWithUndefinedTarget(routes: routes))
        for _ in 0..<count { sink &+= try reader.readRefused() }
    case "refusedAll500", "refusedAll4000":
        let routes = scenario == "refusedAll500" ? 500 : 4_000
        let reader = try ManifestReader(text: ManifestFixture.yamlWithUndefinedTargets(routes: routes))
        for _ in 0..<count { sink &+= try reader.readRefused() }
    case "unreachable500", "unreachable4000":
        let routes = scenario == "unreachable500" ? 500 : 4_000
        let reader = try ManifestReader(text: ManifestFixture.yamlWithUnreachableRoutes(routes: routes))
        for _ in 0..<count { sink &+= try reader.readRefused() }
    case "saves500", "saves1000", "saves4000":
        sink &+= try await SavesFixture.run(pushes: Int(scenario.dropFirst(5)) ?? 0, runs: count)
    case "pushes500", "pushes4000":
        sink &+= try await SavesFixture.run(pushes: Int(scenario.dropFirst(6)) ?? 0, runs: count, saving: false)
    case "save10", "save1000":
        sink &+= try await SavesFixture.pushPopSaved(depth: scenario == "save10" ? 10 : 1_000, count: count)
    case "flowstacks":
        sink &+= FlowStacksFixture().pushPop(count)
    case "stackstate":
        sink &+= StackStateFixture().pushPop(count)
    case "observed":
        sink &+= ObservedArrayFixture().pushPop(count)
    case "routeNameReflected", "routeNameSwitch":
        // One name read per operation, of `item`, `detail` and `reviews` routes in turn (made before).
        let routes = (0..<3).map(BenchRoute.pushed)
        let reflected = scenario == "routeNameReflected"
        for index in 0..<count {
            let route = routes[index % 3]
            sink &+= (reflected ? route.reflectedRouteName : route.switchedRouteName).utf8.count
        }
    default:
        let text = ManifestFixture.yaml(routes: 1_000)
        let decoder = YAMLDecoder(environment: [:])
        for _ in 0..<count {
            sink &+= try decoder.decode(ManifestDocument.self, from: text, sourceName: "manifest.yaml").census
        }
    }
    return sink
}

/// What the snapshot scenarios share: a snapshot of `tree`, the coder, and a JSON decoder that
/// reads routes through the coder's registry.
func snapshotBench(of tree: NavigationTree) throws -> (NavigationSnapshot, SnapshotCoder, JSONDecoder) {
    let registry = try BenchRoute.registry()
    let decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
    let snapshot = NavigationSnapshot(
        appID: "bench", sceneID: "main", savedAt: Date(timeIntervalSince1970: 1_700_000_000), tree: tree)
    return (snapshot, SnapshotCoder(registry: registry), decoder)
}

/// Whether the scenario finished, and how.
@MainActor final class Outcome {
    var sink: Int?
    var error: (any Error)?
}

// The main thread runs the main run loop, which drains the main queue the main actor's jobs go
// to, rather than `dispatchMain()`: valgrind stops with an internal SIGSEGV in the `sigsuspend`
// that `dispatchMain()` waits in, which every scenario reaching the SQLite store's actor hits.
let outcome = Outcome()
Task { @MainActor in
    do {
        outcome.sink = try await runScenario()
    } catch {
        outcome.error = error
    }
}
while outcome.sink == nil, outcome.error == nil {
    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
}
if let error = outcome.error { throw error }
let sink = outcome.sink ?? 0
print("\(scenario) \(count) \(sink)")
if timed {
    let elapsed = clock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("elapsed \(seconds) s")
}
