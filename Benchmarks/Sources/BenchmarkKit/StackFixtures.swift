import WayfinderStacks

/// A typed path already `depth` entries above its root, pushed and popped in place.
public final class StackFixture {
    private var path: RoutePath<BenchRoute>
    private var ids = EntryIDGenerator()

    /// Builds the path.
    public init(depth: Int) throws {
        path = RoutePath(root: .home, ids: &ids)
        for index in 0..<depth {
            try path.push(.pushed(index), ids: &ids)
        }
    }

    /// One push and one pop, `count` times; the path ends as it started.
    ///
    /// The path is moved out of the fixture for the loop, so it is a uniquely referenced local
    /// (no copy, no exclusivity checks), as in code that owns its path.
    public func pushPop(_ count: Int) throws {
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
public final class ArrayFixture {
    private var routes: [BenchRoute]

    /// Builds the array.
    public init(depth: Int) {
        routes = [.home] + (0..<depth).map(BenchRoute.pushed)
    }

    /// One append and one `removeLast`, `count` times, on a local moved out of the fixture
    /// like the path's; the removed routes feed the returned checksum so that no work can be
    /// dropped.
    public func pushPop(_ count: Int) -> Int {
        var local: [BenchRoute] = []
        swap(&local, &routes)
        defer { swap(&local, &routes) }
        var checksum = 0
        for _ in 0..<count {
            local.append(.item(id: 7))
            if case .item(let id) = local.removeLast() { checksum &+= id }
        }
        return checksum
    }
}
