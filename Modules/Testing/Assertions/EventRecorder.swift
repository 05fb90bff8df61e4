import WayfinderCoordinators

/// Keeps every ``NavigationEvent`` a navigator emits, for comparing whole traces.
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

    /// Starts recording the events of `navigator`.
    ///
    /// - Parameter navigator: The navigator to observe; it is not kept alive by the recorder.
    public init(observing navigator: Navigator) {
        self.navigator = navigator
        token = navigator.observe { [weak self] event in
            self?.events.append(event)
        }
    }

    // MARK: - Reading

    /// One line per event: its `description` (`#3 push by program; +#4 item(id: 3); top #4 item(id: 3)`).
    public var trace: String {
        events.map(\.description).joined(separator: "\n")
    }

    /// The events' kinds, in order.
    public var kinds: [NavigationEvent.Kind] { events.map(\.kind) }

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
