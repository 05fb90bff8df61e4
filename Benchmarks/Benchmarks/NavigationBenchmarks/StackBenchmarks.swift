import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

// MARK: - Benchmarks

func registerStackBenchmarks() {
    for depth in [10, 10_000] {
        let fixture = Fixture { try StackFixture(depth: depth) }
        Benchmark(
            "stack.pushPop.depth\(depth)",
            configuration: .wayfinder(operations: .kilo, maxIterations: 1_000, maxDuration: .seconds(1))
        ) { benchmark in
            benchmark.measure(fixture) { stack, count in try stack.pushPop(count) }
        }
    }

    let array = Fixture { ArrayFixture(depth: 10) }
    Benchmark(
        "array.pushPop",
        configuration: .wayfinder(operations: .mega, maxIterations: 200, maxDuration: .seconds(1))
    ) { benchmark in
        benchmark.measure(array) { array, count in Benchmark.blackHole(array.pushPop(count)) }
    }
}
