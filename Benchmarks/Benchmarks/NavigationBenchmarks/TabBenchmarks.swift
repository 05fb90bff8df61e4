import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

func registerTabBenchmarks() {
    let tabs = MainActorFixture { try await TabsFixture() }
    Benchmark(
        "tabs.switch",
        configuration: .wayfinder(operations: .kilo, maxIterations: 300, maxDuration: .seconds(2))
    ) { benchmark in
        await tabs.measure(Sample(benchmark)) { fixture, count in try await fixture.switchTabs(count) }
    }

    let link = MainActorFixture {
        let fixture = try await TabsFixture()
        try await fixture.resetDeepLink()
        return fixture
    }
    Benchmark(
        "deeplink.fiveSteps",
        configuration: .wayfinder(operations: .one, maxIterations: 2_000, maxDuration: .seconds(2))
    ) { benchmark in
        await link.measure(Sample(benchmark), reset: { try await $0.resetDeepLink() }) { fixture, _ in
            try await fixture.openDeepLink()
        }
    }
}
