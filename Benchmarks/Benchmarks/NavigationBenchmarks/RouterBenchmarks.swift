import Benchmark
import BenchmarkKit
import WayfinderCoordinators
import WayfinderRouting

/// A headless navigator whose root is one stack coordinator, optionally with four plugins.
@MainActor
final class RouterFixture {
    let navigator: Navigator
    let root: StackCoordinator
    let log: EventLog?

    init(plugins: Bool) async throws {
        navigator = Navigator(renderer: HeadlessRenderer())
        log = plugins ? navigator.installBenchmarkPlugins() : nil
        root = StackCoordinator(root: .home)
        try await navigator.start(root: root)
    }

    /// `navigate(toRoute:)` then `pop()`, `count` times: two transactions each.
    func pushPop(_ count: Int) async throws {
        for index in 0..<count {
            try await root.router.navigate(toRoute: .item(id: index))
            try await root.router.pop()
        }
    }

    /// Pushes `depth` routes in one transaction (unmeasured set-up for popToRoot).
    func fill(depth: Int) async throws {
        try await navigator.transaction {
            for index in 0..<depth {
                try await root.router.navigate(toRoute: .pushed(index))
            }
        }
    }
}

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
