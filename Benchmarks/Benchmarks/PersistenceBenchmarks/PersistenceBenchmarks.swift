import Benchmark
import BenchmarkKit
import BenchmarkMeasuring
import Foundation
import WayfinderCoordinators
import WayfinderRouting

// Saving and restoring a 1,000-entry navigation tree: plain JSON coding of the tree as the
// baseline, then WayfinderPersistence's snapshot coder and SQLite store once it lands.

/// The tree every persistence benchmark saves, built by a real navigator.
let trees = MainActorFixture { try await TreeFixture.make(entries: 1_000) }

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "json.encodeDecode.1000",
        configuration: .wayfinder(operations: .one, maxIterations: 300, maxDuration: .seconds(2))
    ) { benchmark in
        do {
            let tree = try await trees.value()
            let encoder = JSONEncoder()
            let decoder = JSONDecoder()
            decoder.userInfo[.routeRegistry] = try BenchRoute.registry()
            benchmark.measure { count in
                for _ in 0..<count {
                    let data = try encoder.encode(tree)
                    Benchmark.blackHole(try decoder.decode(NavigationTree.self, from: data))
                }
            }
        } catch {
            benchmark.error("json.encodeDecode.1000: \(error)")
        }
    }
    registerPersistenceBenchmarks()
    registerSavesBenchmarks()
}
