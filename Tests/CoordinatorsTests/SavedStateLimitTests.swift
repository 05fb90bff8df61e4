import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks
import WayfinderTesting

/// The limits of saved state: per bag (64 KiB by default) and per snapshot, all bags together
/// (4 MiB by default), both configurable. A write over either is refused with a clear error and
/// nothing written: every bag keeps what it had.
@MainActor
@Suite struct SavedStateLimitTests {
    /// The headless tab app with an item pushed on home: two entries to keep bags for.
    private func twoEntries() async throws -> (TestNavigator, EntryID, EntryID) {
        let (app, tabs) = try await startedTabs(.headless)
        let home = try #require(tabs.coordinator(for: .home) as? HomeCoordinator)
        let root = try #require(app.navigator.tree.topEntry?.id)
        try await app.run { try await home.navigateToPushView(id: 1) }
        let pushed = try #require(app.navigator.tree.topEntry?.id)
        return (app, root, pushed)
    }

    @Test func theDefaults_are64KiBPerBagAnd4MiBPerSnapshot() {
        #expect(StateLimits() == StateLimits(perBag: 65_536, perSnapshot: 4_194_304))
    }

    @Test func aBagOverItsLimit_isRefusedWithItsSize_andTheBagKeepsItsValue() async throws {
        let (app, _, top) = try await twoEntries()
        try app.navigator.setState(.string("shoes"), forKey: "query", of: .entry(top))
        let error = #expect(throws: StateError.self) {
            try app.navigator.setState(.string(String(repeating: "x", count: 65_536)), forKey: "query", of: .entry(top))
        }
        #expect(
            error?.description
                == "cannot save 'query' for \(top): its state would take 65549 bytes, over the limit of 65536 bytes; "
                + "nothing was written")
        #expect(app.navigator.state(of: .entry(top)) == StateBag(["query": .string("shoes")]))
    }

    @Test func bagsOverTheDefaultSnapshotLimitTogether_areRefused_andNothingIsLost() async throws {
        let (app, root, top) = try await twoEntries()
        // Bags of 2.5 MiB each pass a raised per-bag limit; two of them pass 4 MiB together.
        app.navigator.stateLimits.perBag = 3 * 1024 * 1024
        let large = String(repeating: "a", count: 2_621_440)
        try app.navigator.setState(.string(large), forKey: "draft", of: .entry(root))
        try app.navigator.setState(.string("shoes"), forKey: "query", of: .entry(top))
        var heard: [StateEvent] = []
        app.navigator.observeState { heard.append($0) }
        let error = #expect(throws: StateError.self) {
            try app.navigator.setState(.string(large), forKey: "query", of: .entry(top))
        }
        guard case .statesTooLarge(.entry(top), "query", let size, 4_194_304) = error else {
            Issue.record("expected the snapshot's limit, got \(String(describing: error))")
            return
        }
        #expect(size == 2 * 2_621_440 + 2 * 2 + 2 * 6 + "draft".utf8.count + "query".utf8.count)
        #expect(
            error?.description
                == "cannot save 'query' for \(top): the saved state of all screens would take \(size) bytes, "
                + "over the snapshot's limit of 4194304 bytes; nothing was written")
        #expect(app.navigator.state(of: .entry(top)) == StateBag(["query": .string("shoes")]))
        #expect(app.navigator.state(of: .entry(root))["draft"] == .string(large))
        #expect(heard.isEmpty)
    }

    @Test func theSnapshotLimit_isConfigurable_andCountsFlowsToo() async throws {
        let (app, root, top) = try await twoEntries()
        app.navigator.stateLimits.perSnapshot = 100
        try app.navigator.setState(.string(String(repeating: "b", count: 60)), forKey: "note", of: .entry(root))
        #expect(throws: StateError.self) {
            try app.navigator.setState(.string(String(repeating: "c", count: 40)), forKey: "note", of: .entry(top))
        }
        #expect(app.navigator.state(of: .entry(top)).isEmpty)
        // Rewriting the same bag smaller always fits.
        try app.navigator.setState(.string("short"), forKey: "note", of: .entry(root))
        try app.navigator.setState(.string(String(repeating: "c", count: 40)), forKey: "note", of: .entry(top))
        #expect(app.navigator.state(of: .entry(top))["note"] == .string(String(repeating: "c", count: 40)))
    }
}
