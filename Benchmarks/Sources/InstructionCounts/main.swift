// Runs one benchmark scenario `count` times, outside the benchmark tool, so that valgrind's
// callgrind can count its instructions: a figure that does not move with the load other work
// puts on the machine's cores. Benchmarks/instructions.sh runs every scenario twice (two
// counts) and divides the difference, which removes the set-up.
//
//   InstructionCounts <scenario> <count>

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
    "array", "stack10", "stack10000", "router0", "router4", "json", "snapshot", "events", "manifest", "mirror",
]
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let scenario = arguments.first, scenarios.contains(scenario),
    let count = arguments.last.flatMap({ Int($0) }), count >= 0
else {
    throw UsageError(description: "usage: InstructionCounts <\(scenarios.joined(separator: "|"))> <count>")
}

/// Keeps a result alive so that the work producing it is not optimised away.
var sink = 0

switch scenario {
case "array":
    let fixture = ArrayFixture(depth: 10)
    sink &+= fixture.pushPop(count)
case "stack10", "stack10000":
    try StackFixture(depth: scenario == "stack10" ? 10 : 10_000).pushPop(count)
case "router0", "router4":
    try await RouterFixture(plugins: scenario == "router4").pushPop(count)
case "json", "snapshot":
    let tree = try await TreeFixture.make(entries: 1_000)
    let registry = try BenchRoute.registry()
    let coder = SnapshotCoder(registry: registry)
    let snapshot = NavigationSnapshot(
        appID: "bench", sceneID: "main", savedAt: Date(timeIntervalSince1970: 1_700_000_000), tree: tree)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
    for _ in 0..<count {
        if scenario == "snapshot" {
            sink &+= TreeFixture.entryCount(try coder.decode(coder.encode(snapshot)).tree)
        } else {
            sink &+= TreeFixture.entryCount(try decoder.decode(NavigationTree.self, from: encoder.encode(tree)))
        }
    }
case "events":
    let bytes = Array(ManifestFixture.yaml(routes: 1_000).utf8)
    for _ in 0..<count { sink &+= try LibYAMLWalk.walk(bytes) }
case "manifest":
    let reader = try ManifestReader()
    for _ in 0..<count { sink &+= try reader.read().deepLinks.count }
default:
    let text = ManifestFixture.yaml(routes: 1_000)
    let decoder = YAMLDecoder(environment: [:])
    for _ in 0..<count {
        sink &+= try decoder.decode(ManifestDocument.self, from: text, sourceName: "manifest.yaml").census
    }
}
print("\(scenario) \(count) \(sink)")
