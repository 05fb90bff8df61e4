import Benchmark
import BenchmarkKit
import WayfinderStacks

// MARK: - Fixtures

/// A typed path already `depth` entries above its root, pushed and popped in place.
final class StackFixture {
    private var path: RoutePath<BenchRoute>
    private var ids = EntryIDGenerator()

    init(depth: Int) throws {
        path = RoutePath(root: .home, ids: &ids)
        for index in 0..<depth {
            try path.push(.pushed(index), ids: &ids)
        }
    }

    /// One push and one pop, `count` times; the path ends as it started.
    func pushPop(_ count: Int) throws {
        for _ in 0..<count {
            try path.push(.item(id: 7), ids: &ids)
            try path.pop(ids: &ids)
        }
    }
}

/// The floor: a plain array of the same routes, appended to and shortened.
final class ArrayFixture {
    private var routes: [BenchRoute]

    init(depth: Int) {
        routes = [.home] + (0..<depth).map(BenchRoute.pushed)
    }

    /// One append and one `removeLast`, `count` times.
    func pushPop(_ count: Int) {
        for _ in 0..<count {
            routes.append(.item(id: 7))
            Benchmark.blackHole(routes.removeLast())
        }
    }
}

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
        benchmark.measure(array) { array, count in array.pushPop(count) }
    }
}
