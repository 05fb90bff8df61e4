// swift-tools-version: 6.1
import Foundation
import PackageDescription

// Wayfinder's benchmarks: a separate package so that the benchmark tool, Yams and the malloc
// interposer never enter the main package's graph. It depends on the main package by path.

/// The identity SwiftPM gives a path dependency: its folder's name, lowercased.
let mainPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

func wayfinder(_ product: String) -> Target.Dependency {
    .product(name: product, package: mainPackage)
}

let benchmark: Target.Dependency = .product(name: "Benchmark", package: "benchmark")
let benchmarkPlugin: Target.PluginUsage = .plugin(name: "BenchmarkPlugin", package: "benchmark")

let package = Package(
    name: "WayfinderBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // The peer YAML decoder; only ever a dependency of this package, never of Wayfinder.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // TCA's StackState keeps its elements in an OrderedDictionary: the peer baseline's.
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
    ],
    targets: [
        // MARK: - Support

        // libyaml itself, for the event-walk floor the Config decoder is compared with.
        .systemLibrary(
            name: "CLibYAMLEvents",
            path: "Sources/CLibYAMLEvents",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Fixtures shared by the suites and InstructionCounts: routes, coordinators, plugins,
        // trees, saves to SQLite, the generated manifest and its plain Decodable mirror. No
        // libyaml in here: the Yams suite links it.
        .target(
            name: "BenchmarkKit",
            dependencies: [
                wayfinder("WayfinderRouting"), wayfinder("WayfinderStacks"), wayfinder("WayfinderCoordinators"),
                wayfinder("WayfinderPersistence"), .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            path: "Sources/BenchmarkKit"
        ),
        // The YAML side's fixtures: the libyaml event walk and the manifest reader.
        .target(
            name: "ConfigKit",
            dependencies: [
                "BenchmarkKit", "CLibYAMLEvents", wayfinder("WayfinderConfig"), wayfinder("WayfinderComposition"),
                wayfinder("WayfinderPlugins"),
            ],
            path: "Sources/ConfigKit"
        ),
        // How every benchmark measures: configuration, operation counts, lazy fixtures.
        .target(name: "BenchmarkMeasuring", dependencies: [benchmark], path: "Sources/BenchmarkMeasuring"),
        // The targets' pairs run outside the benchmark tool, for valgrind (Benchmarks/instructions.sh).
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [
                "BenchmarkKit", "ConfigKit", wayfinder("WayfinderConfig"), wayfinder("WayfinderCoordinators"),
                wayfinder("WayfinderPersistence"),
            ],
            path: "Sources/InstructionCounts"
        ),

        // MARK: - Suites

        .executableTarget(
            name: "NavigationBenchmarks",
            dependencies: [
                benchmark, "BenchmarkMeasuring", "BenchmarkKit", wayfinder("WayfinderRouting"),
                wayfinder("WayfinderStacks"), wayfinder("WayfinderCoordinators"),
            ],
            path: "Benchmarks/NavigationBenchmarks",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "ConfigBenchmarks",
            dependencies: [
                benchmark, "BenchmarkMeasuring", "BenchmarkKit", "ConfigKit", wayfinder("WayfinderConfig"),
            ],
            path: "Benchmarks/ConfigBenchmarks",
            plugins: [benchmarkPlugin]
        ),
        // Its own executable: Yams compiles its own copy of libyaml, which must not replace the
        // system libyaml that WayfinderConfig and the event floor are measured with.
        .executableTarget(
            name: "YamsBenchmarks",
            dependencies: [benchmark, "BenchmarkMeasuring", "BenchmarkKit", .product(name: "Yams", package: "Yams")],
            path: "Benchmarks/YamsBenchmarks",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "PersistenceBenchmarks",
            dependencies: [
                benchmark, "BenchmarkMeasuring", "BenchmarkKit", wayfinder("WayfinderRouting"),
                wayfinder("WayfinderCoordinators"), wayfinder("WayfinderPersistence"),
            ],
            path: "Benchmarks/PersistenceBenchmarks",
            plugins: [benchmarkPlugin]
        ),
        .executableTarget(
            name: "CompositionBenchmarks",
            dependencies: [
                benchmark, "BenchmarkMeasuring", "BenchmarkKit", wayfinder("WayfinderComposition"),
                wayfinder("WayfinderPlugins"),
            ],
            path: "Benchmarks/CompositionBenchmarks",
            plugins: [benchmarkPlugin]
        ),
    ],
    swiftLanguageModes: [.v6]
)
