import Benchmark
import BenchmarkKit
import BenchmarkMeasuring
import Foundation
import WayfinderComposition
import WayfinderPlugins

// From the shop's YAML to a running app: load (with includes), validate, compose the
// coordinator tree on a headless navigator, install and start the four bundled plugins.

/// The repository's root, found from this file so the benchmark runs from any directory.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Where the plugins of the composed shop keep their files.
let coldStartDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("wayfinder-bench-coldstart-\(ProcessInfo.processInfo.processIdentifier)")

/// The shop composed again and again, each time from nothing: the plugins' files (analytics
/// log, state store) live in a temporary directory emptied before every start, so the state
/// restoration plugin finds no saved state, as on a first launch.
@MainActor
final class ColdStart {
    let manifest = repositoryRoot.appendingPathComponent("Configs/shop.yaml").path
    let directory = coldStartDirectory
    let composer: AppComposer
    var app: ComposedApp?

    init() throws {
        composer = AppComposer(
            registry: try .shop(),
            environment: [
                "SHOP_ANALYTICS_OUTPUT": directory.appendingPathComponent("analytics.jsonl").path,
                "SHOP_STATE_PATH": directory.appendingPathComponent("shop.sqlite").path,
            ]
        )
    }

    /// Empties the plugins' directory (unmeasured).
    func clear() throws {
        if FileManager.default.fileExists(atPath: directory.path) {
            try FileManager.default.removeItem(at: directory)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Composes and starts the shop.
    func start() async throws {
        app = try await composer.compose(path: manifest)
    }

    /// Stops the app started last (unmeasured).
    func stop() async {
        await app?.stop()
        app = nil
    }
}

let benchmarks: @Sendable () -> Void = {
    let shop = MainActorFixture { try ColdStart() }
    Benchmark(
        "composer.coldStart",
        configuration: .wayfinder(operations: .one, maxIterations: 200, maxDuration: .seconds(3))
    ) { benchmark in
        await shop.measure(Sample(benchmark), prepare: { try $0.clear() }, reset: { await $0.stop() }) { shop, count in
            for _ in 0..<count { try await shop.start() }
        }
    } teardown: {
        try FileManager.default.removeItem(at: coldStartDirectory)
    }
}
