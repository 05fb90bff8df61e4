/// The clock the analytics plugin measures time in screens with: anything with a `now` whose
/// instants are `Duration` apart.
///
/// `ContinuousClock` (the default) and `SuspendingClock` conform as they are; tests provide a
/// clock they advance by hand, so no test waits for real time:
///
/// ```swift
/// var services = PluginServices()
/// services.provide(manualClock, as: (any AnalyticsClock).self)
/// let app = try await AppComposer(registry: registry, services: services).compose(manifest)
/// ```
public protocol AnalyticsClock: Sendable {
    /// A point in time of this clock.
    associatedtype Instant: InstantProtocol where Instant.Duration == Duration

    /// The current instant.
    var now: Instant { get }
}

extension ContinuousClock: AnalyticsClock {}
extension SuspendingClock: AnalyticsClock {}

/// Reads how much time passed on a clock since the stopwatch was made.
struct Stopwatch: Sendable {
    /// The time since the stopwatch was made.
    let elapsed: @Sendable () -> Duration

    /// Starts a stopwatch on `clock`.
    init<Clock: AnalyticsClock>(_ clock: Clock) {
        let origin = clock.now
        elapsed = { origin.duration(to: clock.now) }
    }
}
