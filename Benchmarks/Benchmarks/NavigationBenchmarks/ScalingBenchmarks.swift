import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

// Issue 16's scaling scenarios: the same operation on a small and a large app (the pairs
// `Benchmarks/summarize.py` divides), with the fixtures `Benchmarks/instructions.sh` counts.

func registerScalingBenchmarks() {
    // Router push + pop over a root stack already that deep.
    for depth in [10, 1_000] {
        register(
            "router.pushPop.depth\(depth)", make: { try await RouterFixture.deep(depth) },
            run: { try await $0.pushPop($1) })
    }
    // Tab switches in bars of 4 and 100 pages, with given names and with the reflecting default.
    for pages in [4, 100] {
        for named in [true, false] {
            register(
                "tabs.switch.\(named ? "named" : "reflected")\(pages)",
                make: { try await ScalingTabsFixture(count: pages, named: named) },
                run: { try await $0.switchTabs($1) })
        }
    }
    // Push + pop inside one tab of the four-page bar (against router.pushPop.plugins0).
    register("tabs.pushPop.inTab", make: { try await TabsFixture() }, run: { try await $0.pushPopInTab($1) })
    // Router push + pop through the top one of that many live coordinators.
    for coordinators in [10, 300] {
        register(
            "router.pushPop.coordinators\(coordinators)",
            make: { try await CoordinatorsFixture(count: coordinators) },
            run: { try await $0.pushPop($1) })
    }
    // A deep link of 5 or 500 pushes as one transaction, then popToRoot: one operation is the
    // whole link (the summary's ratio divides by the pushes).
    for pushes in [5, 500] {
        register(
            "deeplink.pushes\(pushes)", operations: pushes == 5 ? .kilo : .one,
            make: { try await RouterFixture(plugins: false) },
            run: { try await $0.deepLink(pushes: pushes, count: $1) })
    }
}

/// Registers a benchmark whose main-actor fixture is built on first use and whose sample runs
/// `run` on it with the operation count; the fixture must end each sample as it started.
///
/// - Parameters:
///   - name: The benchmark's name.
///   - operations: How many operations one sample runs.
///   - make: Builds the fixture (not measured).
///   - run: The measured work.
func register<Value>(
    _ name: String,
    operations: BenchmarkScalingFactor = .kilo,
    make: @escaping @MainActor @Sendable () async throws -> Value,
    run: @escaping @MainActor @Sendable (Value, Int) async throws -> Void
) {
    let fixture = MainActorFixture(make)
    Benchmark(name, configuration: .wayfinder(operations: operations, maxIterations: 300, maxDuration: .seconds(2))) {
        benchmark in
        await fixture.measure(Sample(benchmark), run)
    }
}
