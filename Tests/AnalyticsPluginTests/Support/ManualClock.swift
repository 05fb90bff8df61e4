import Synchronization
import WayfinderAnalytics

/// A clock that only moves when a test advances it.
final class ManualClock: AnalyticsClock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let offset = Mutex(Duration.zero)

    var now: Instant { Instant(offset: offset.withLock { $0 }) }

    /// Moves the clock forward.
    func advance(by duration: Duration) {
        offset.withLock { $0 += duration }
    }
}
