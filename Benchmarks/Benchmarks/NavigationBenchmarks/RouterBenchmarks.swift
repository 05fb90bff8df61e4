import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

func registerRouterBenchmarks() {
    for plugins in [0, 4] {
        let fixture = MainActorFixture { try await RouterFixture(plugins: plugins == 4) }
        Benchmark(
            "router.pushPop.plugins\(plugins)",
            configuration: .wayfinder(operations: .kilo, maxIterations: 300, maxDuration: .seconds(2))
        ) { benchmark in
            await fixture.measure(Sample(benchmark)) { router, count in try await router.pushPop(count) }
        }
    }

    // Issue 30: the same push + pop with the transaction journal on (off, above, is the default).
    for plugins in [0, 4] {
        let fixture = MainActorFixture { try await RouterFixture(plugins: plugins == 4, journal: true) }
        Benchmark(
            "router.pushPop.plugins\(plugins).journal",
            configuration: .wayfinder(operations: .kilo, maxIterations: 300, maxDuration: .seconds(2))
        ) { benchmark in
            await fixture.measure(Sample(benchmark)) { router, count in try await router.pushPop(count) }
        }
    }

    let deep = MainActorFixture { try await RouterFixture(plugins: false) }
    Benchmark(
        "router.popToRoot.depth1000",
        configuration: .wayfinder(operations: .one, maxIterations: 300, maxDuration: .seconds(2))
    ) { benchmark in
        await deep.measure(Sample(benchmark), prepare: { try await $0.fill(depth: 1_000) }) { router, _ in
            try await router.root.router.popToRoot()
        }
    }
}
