import Benchmark
import BenchmarkKit
import BenchmarkMeasuring
import ConfigKit
import WayfinderConfig

// Reading the generated 1,000-route manifest: WayfinderComposition's whole path (parse, decode,
// validate against the bundled plugins) against the floor, a bare walk over libyaml's events
// for the same bytes. Yams, the peer, is YamsBenchmarks: it carries its own copy of libyaml,
// which must stay out of this executable.

/// The bytes every YAML benchmark reads.
let manifestText = Fixture { ManifestFixture.yaml(routes: 1_000) }

let benchmarks: @Sendable () -> Void = {
    let reader = MainActorFixture { try ManifestReader() }
    Benchmark(
        "yaml.manifest.1000routes",
        configuration: .wayfinder(operations: .one, maxIterations: 100, maxDuration: .seconds(3))
    ) { benchmark in
        await reader.measure(Sample(benchmark)) { reader, count in
            for _ in 0..<count {
                Benchmark.blackHole(try reader.read())
            }
        }
    }

    // Not one of the targets' benchmarks: WayfinderConfig decoding the plain mirror types that
    // Yams decodes, so the decoders can be compared like for like.
    Benchmark(
        "yaml.mirror.1000routes",
        configuration: .wayfinder(operations: .one, maxIterations: 100, maxDuration: .seconds(2))
    ) { benchmark in
        let decoder = YAMLDecoder(environment: [:])
        benchmark.measure(manifestText) { text, count in
            for _ in 0..<count {
                Benchmark.blackHole(try decoder.decode(ManifestDocument.self, from: text, sourceName: "manifest.yaml"))
            }
        }
    }

    // Issue 16's validation pair: 500 and 4,000 screens with one undefined push target, each
    // read and refused whole (the summary divides 4,000 by 500).
    for routes in [500, 4_000] {
        let refused = MainActorFixture {
            try ManifestReader(text: ManifestFixture.yamlWithUndefinedTarget(routes: routes))
        }
        Benchmark(
            "validation.refused\(routes)",
            configuration: .wayfinder(
                operations: .one, maxIterations: routes == 500 ? 50 : 10, maxDuration: .seconds(5))
        ) { benchmark in
            await refused.measure(Sample(benchmark)) { reader, count in
                for _ in 0..<count {
                    Benchmark.blackHole(try reader.readRefused())
                }
            }
        }
    }

    let bytes = Fixture { Array(try manifestText.get().utf8) }
    Benchmark(
        "libyaml.events.1000routes",
        configuration: .wayfinder(operations: .one, maxIterations: 200, maxDuration: .seconds(2))
    ) { benchmark in
        benchmark.measure(bytes) { bytes, count in
            for _ in 0..<count {
                Benchmark.blackHole(try LibYAMLWalk.walk(bytes))
            }
        }
    }
}
