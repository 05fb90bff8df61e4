import Benchmark
import BenchmarkKit
import BenchmarkMeasuring
import Yams

// The peer: Yams decoding the same generated manifest bytes into the same Decodable types.

let benchmarks: @Sendable () -> Void = {
    let text = Fixture { ManifestFixture.yaml(routes: 1_000) }
    Benchmark(
        "yams.decode.1000routes",
        configuration: .wayfinder(operations: .one, maxIterations: 100, maxDuration: .seconds(3))
    ) { benchmark in
        let decoder = YAMLDecoder()
        benchmark.measure(text) { text, count in
            for _ in 0..<count {
                Benchmark.blackHole(try decoder.decode(ManifestDocument.self, from: text))
            }
        }
    }
}
