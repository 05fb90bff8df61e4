import WayfinderCoordinators

/// Keeps every ``/WayfinderCoordinators/NavigationEvent`` a navigator emits, for comparing whole traces.
///
/// ```swift
/// let events = EventRecorder(observing: navigator)
/// try await home.router.navigate(toRoute: .detail(1))
/// expectTrace(events, """
///     #2 push by program; +#1 detail(1); top #1 detail(1)
///     """)
/// ```
@MainActor
public final class EventRecorder {
    /// The events recorded, in the order they were emitted.
    public private(set) var events: [NavigationEvent] = []
    private weak var navigator: Navigator?
    private var token: UInt64?
    private let recorded = ActivitySignal()

    /// Starts recording the events of `navigator`.
    ///
    /// - Parameter navigator: The navigator to observe; it is not kept alive by the recorder.
    public init(observing navigator: Navigator) {
        self.navigator = navigator
        token = navigator.observe { [weak self] event in
            self?.record(event)
        }
    }

    // MARK: - Reading

    /// One line per event: its `description` (`#3 push by program; +#4 item(id: 3); top #4 item(id: 3)`).
    public var trace: String {
        events.map(\.description).joined(separator: "\n")
    }

    /// The events' kinds, in order.
    public var kinds: [NavigationEvent.Kind] { events.map(\.kind) }

    // MARK: - Waiting

    /// Suspends until the next event is recorded, and returns it.
    ///
    /// Use it to let work running on another task reach a commit, for example a presenter
    /// awaiting a child's result:
    ///
    /// ```swift
    /// let presenting = Task { try await home.present(login, expecting: String.self) }
    /// await events.nextEvent()   // the login is committed (and, when headless, shown)
    /// try await app.run { try await login.finishFlow(with: "ann") }
    /// ```
    ///
    /// Nothing here looks at a clock: the wait ends when the navigator commits a change.
    ///
    /// - Returns: The event.
    @discardableResult
    public func nextEvent() async -> NavigationEvent {
        let target = events.count + 1
        while events.count < target {
            await recorded.wait()
        }
        return events[target - 1]
    }

    private func record(_ event: NavigationEvent) {
        events.append(event)
        recorded.signal()
    }

    // MARK: - Controlling

    /// Forgets the events recorded so far; recording goes on.
    public func reset() {
        events = []
    }

    /// Stops recording; the events recorded so far are kept.
    public func stop() {
        if let token { navigator?.removeObserver(token) }
        token = nil
    }
}
