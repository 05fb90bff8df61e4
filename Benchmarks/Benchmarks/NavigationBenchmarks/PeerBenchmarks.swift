import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

// Issue 16's peers: how other navigation libraries keep a stack, pushed and popped ten routes
// deep like the router benchmarks (compared with `router.pushPop.plugins4`).

func registerPeerBenchmarks() {
    registerPeer("peer.flowstacks.pushPop", operations: .mega, make: FlowStacksFixture.init) { $0.pushPop($1) }
    registerPeer("peer.stackstate.pushPop", operations: .mega, make: StackStateFixture.init) { $0.pushPop($1) }
    registerPeer("peer.observed.pushPop", operations: .kilo, make: ObservedArrayFixture.init) { $0.pushPop($1) }
}

/// Registers a peer's push + pop: `body` runs the operations and returns a checksum.
private func registerPeer<Peer>(
    _ name: String,
    operations: BenchmarkScalingFactor,
    make: @escaping @Sendable () -> Peer,
    _ body: @escaping @Sendable (Peer, Int) -> Int
) {
    let fixture = Fixture(make)
    Benchmark(name, configuration: .wayfinder(operations: operations, maxIterations: 200, maxDuration: .seconds(1))) {
        benchmark in
        benchmark.measure(fixture) { peer, count in Benchmark.blackHole(body(peer, count)) }
    }
}
