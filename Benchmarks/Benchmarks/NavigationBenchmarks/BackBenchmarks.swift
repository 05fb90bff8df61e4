import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

// Issue 28: what the back chain and leave checks cost. `router.pushPop.leaveCheck` against
// `router.pushPop.plugins0` is what a registered leave check adds to program calls (they do not
// ask it); `back.system` is a push then a system back through the chain, and
// `back.system.leaveCheck` the same with a leave check registered on the screen below.

func registerBackBenchmarks() {
    register(
        "router.pushPop.leaveCheck", make: { try await BackFixture(leaveCheck: true) },
        run: { try await $0.pushPop($1) })
    for leaveCheck in [false, true] {
        register(
            "back.system\(leaveCheck ? ".leaveCheck" : "")", make: { try await BackFixture(leaveCheck: leaveCheck) },
            run: { try await $0.pushSystemBack($1) })
    }
}
