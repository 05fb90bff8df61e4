import Benchmark
import BenchmarkKit
import BenchmarkMeasuring

// Issue 38: what open windows cost a push. `window.pushPop.50` is push + pop in the focused one
// of 50 windows, against `router.pushPop.plugins0` (one window); `window.pushPop.50.unfocused`
// the same in a window without focus, whose commit rebuilds the other windows' node.

func registerWindowBenchmarks() {
    for focused in [true, false] {
        register(
            "window.pushPop.50\(focused ? "" : ".unfocused")", make: { try await WindowsFixture(count: 50) },
            run: { focused ? try await $0.pushPopFocused($1) : try await $0.pushPopUnfocused($1) })
    }
}
