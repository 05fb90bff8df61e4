import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

// Stacks, the router, tabs and a deep link: the per-operation cost of navigating, from the
// bare path value up to a navigator with plugins, with a plain array as the floor; how they grow
// with the app (issue 16's scaling pairs) and what peer libraries' stacks cost.
let benchmarks: @Sendable () -> Void = {
    registerStackBenchmarks()
    registerRouterBenchmarks()
    registerTabBenchmarks()
    registerScalingBenchmarks()
    registerPeerBenchmarks()
    registerBackBenchmarks()
    registerWindowBenchmarks()
}
