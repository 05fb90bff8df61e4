import Benchmark
import BenchmarkKit
import BenchmarkMeasuring
import Foundation
import WayfinderPersistence

/// The snapshot every persistence benchmark writes: the shared 1,000-entry tree, dated.
func benchmarkSnapshot() async throws -> NavigationSnapshot {
    NavigationSnapshot(
        appID: "bench", sceneID: "main", savedAt: Date(timeIntervalSince1970: 1_700_000_000),
        tree: try await trees.value())
}

/// A SQLite store in a fresh temporary directory of this process, removed by ``remove()``.
final class StoreFixture: Sendable {
    let directory: URL
    let store: SQLiteSnapshotStore

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("wayfinder-bench-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        store = SQLiteSnapshotStore(
            path: directory.appendingPathComponent("navigation.sqlite").path, registry: try BenchRoute.registry())
    }

    /// Closes the database and deletes its directory.
    func remove() async throws {
        try await store.close()
        try FileManager.default.removeItem(at: directory)
    }
}

func registerPersistenceBenchmarks() {
    Benchmark(
        "snapshot.encodeDecode.1000",
        configuration: .wayfinder(operations: .one, maxIterations: 300, maxDuration: .seconds(2))
    ) { benchmark in
        do {
            let coder = SnapshotCoder(registry: try BenchRoute.registry())
            let snapshot = try await benchmarkSnapshot()
            benchmark.measure { count in
                for _ in 0..<count {
                    let data = try coder.encode(snapshot)
                    Benchmark.blackHole(try coder.decode(data))
                }
            }
        } catch {
            benchmark.error("snapshot.encodeDecode.1000: \(error)")
        }
    }

    // Saving replaces the scene's row in one write transaction (WAL, default durability: no
    // flush to the disk per commit); the first, unmeasured warm-up save creates the database.
    let saving = Fixture { try StoreFixture() }
    Benchmark(
        "sqlite.save.1000",
        configuration: .wayfinder(operations: .one, maxIterations: 300, maxDuration: .seconds(2))
    ) { benchmark in
        do {
            let store = try saving.get().store
            let snapshot = try await benchmarkSnapshot()
            await benchmark.measureAsync { count in
                for _ in 0..<count { try await store.save(snapshot) }
            }
        } catch {
            benchmark.error("sqlite.save.1000: \(error)")
        }
    } teardown: {
        try await saving.get().remove()
    }

    let loading = Fixture { try StoreFixture() }
    Benchmark(
        "sqlite.load.1000",
        configuration: .wayfinder(operations: .one, maxIterations: 300, maxDuration: .seconds(2))
    ) { benchmark in
        do {
            let store = try loading.get().store
            if try await store.load(appID: "bench", sceneID: "main") == nil {
                try await store.save(try await benchmarkSnapshot())
            }
            await benchmark.measureAsync { count in
                for _ in 0..<count {
                    guard let loaded = try await store.load(appID: "bench", sceneID: "main") else {
                        throw FixtureError.missing("saved snapshot")
                    }
                    Benchmark.blackHole(loaded)
                }
            }
        } catch {
            benchmark.error("sqlite.load.1000: \(error)")
        }
    } teardown: {
        try await loading.get().remove()
    }
}

/// Issue 16's saves pair: a fresh navigator and SQLite store, then 500 or 4,000 pushes, each
/// saved as state restoration saves with `saveEvery: 1` (one operation is the whole run; the
/// summary divides 4,000 by 500).
func registerSavesBenchmarks() {
    let saves = MainActorFixture {}
    for pushes in [500, 4_000] {
        Benchmark(
            "saves.pushes\(pushes)",
            configuration: .wayfinder(
                operations: .one, maxIterations: pushes == 500 ? 10 : 3, maxDuration: .seconds(10),
                warmupIterations: 1)
        ) { benchmark in
            await saves.measure(Sample(benchmark)) { _, count in
                Benchmark.blackHole(try await SavesFixture.run(pushes: pushes, runs: count))
            }
        }
    }
}
