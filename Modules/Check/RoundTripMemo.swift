import WayfinderPersistence

/// The snapshots `save-restore` has already seen through the coder unchanged, so that the same
/// snapshot is not encoded and decoded again.
///
/// Why (measured, `docs/performance.md`, "Seen states shared among `--jobs`"): the coder's
/// JSON round trip was 15 % of a check's CPU (`perf`, shop at depth 3), and the same snapshot
/// comes back often: the navigator's restore keeps the saved entry ids, so the states reached
/// from one frontier node by a login, a refused tap or a tab and back have equal snapshots.
///
/// It does not weaken the rule: ``SnapshotCoder`` encodes the same snapshot to the same bytes
/// and decodes the same bytes to the same snapshot, so a snapshot equal (`==`, every field) to
/// one that came back equal from the coder comes back equal again. Only snapshots that came
/// back *equal* are remembered; any other is run through the coder every time, and its
/// violation is reported as before. The memo holds at most ``limit`` snapshots and starts
/// afresh when full, so its memory stays bounded on deep searches.
@MainActor
final class RoundTripMemo {
    /// The most snapshots remembered.
    static let limit = 4_096

    private var passed: Set<NavigationSnapshot> = []
    /// How many round trips the memo answered (for the tests and the measurements).
    private(set) var hits = 0

    /// The snapshot `coder` reads back after writing `snapshot`: `snapshot` itself when an
    /// equal one came back equal before, otherwise what the coder gives.
    ///
    /// - Throws: What the coder threw.
    func roundTrip(_ snapshot: NavigationSnapshot, through coder: SnapshotCoder) throws -> NavigationSnapshot {
        if passed.contains(snapshot) {
            hits += 1
            return snapshot
        }
        let decoded = try coder.decode(try coder.encode(snapshot))
        if decoded == snapshot {
            if passed.count >= Self.limit { passed.removeAll(keepingCapacity: true) }
            passed.insert(snapshot)
        }
        return decoded
    }
}
