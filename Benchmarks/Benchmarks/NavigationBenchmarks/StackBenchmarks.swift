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
    ///
    /// The path is moved out of the fixture for the loop, so it is a uniquely referenced local
    /// (no copy, no exclusivity checks), as in code that owns its path.
    func pushPop(_ count: Int) throws {
        var local = RoutePath<BenchRoute>()
        var localIDs = ids
        swap(&local, &path)
        defer {
            swap(&local, &path)
            ids = localIDs
        }
        for _ in 0..<count {
            try local.push(.item(id: 7), ids: &localIDs)
            try local.pop(ids: &localIDs)
        }
    }
}

/// The floor: a plain array of the same routes, appended to and shortened.
final class ArrayFixture {
    private var routes: [BenchRoute]

    init(depth: Int) {
        routes = [.home] + (0..<depth).map(BenchRoute.pushed)
    }

    /// One append and one `removeLast`, `count` times, on a local moved out of the fixture
    /// like the path's; the removed routes feed a checksum so that no work can be dropped.
    func pushPop(_ count: Int) {
        var local: [BenchRoute] = []
        swap(&local, &routes)
        defer { swap(&local, &routes) }
        var checksum = 0
        for _ in 0..<count {
            local.append(.item(id: 7))
            if case .item(let id) = local.removeLast() { checksum &+= id }
        }
        Benchmark.blackHole(checksum)
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
