import WayfinderCoordinators
import WayfinderStacks

/// A navigator wired for tests: deterministic ids, an ``EventRecorder`` on every change, and a
/// choice of renderer, so the same scenario can run against both an immediate and a holding
/// renderer.
///
/// ```swift
/// @Test(arguments: TestNavigator.Rendering.allCases)
/// func pushTwice(_ rendering: TestNavigator.Rendering) async throws {
///     let app = TestNavigator(rendering)
///     let home = HomeCoordinator()
///     try await app.start(root: home)
///     try await app.run { try await home.router.navigate(toRoute: .detail(1)) }
///     expectTree(app.navigator, """ ... """)
///     #expect(app.finish() == .clean)
/// }
/// ```
@MainActor
public final class TestNavigator {
    /// How changes are shown.
    public enum Rendering: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A ``/WayfinderCoordinators/HeadlessRenderer``: every change completes the moment it is rendered.
        case headless
        /// A holding ``RecordingRenderer``: every change stays in flight until ``TestNavigator/run(_:)``
        /// (or the test, through ``TestNavigator/recording``) completes it.
        case recording

        /// The raw name.
        public var description: String { rawValue }
    }

    // MARK: - Parts

    /// The navigator under test.
    public let navigator: Navigator
    /// The holding renderer, for ``Rendering/recording``; `nil` for ``Rendering/headless``.
    public let recording: RecordingRenderer?
    /// Every event since the navigator was created.
    public let events: EventRecorder
    /// How changes are shown.
    public let rendering: Rendering

    /// Creates a navigator whose entry ids count from `#0`.
    ///
    /// - Parameter rendering: Which renderer shows the changes; holding by default.
    public init(_ rendering: Rendering = .recording) {
        self.rendering = rendering
        switch rendering {
        case .headless:
            recording = nil
            navigator = .test(renderer: HeadlessRenderer())
        case .recording:
            let renderer = RecordingRenderer()
            recording = renderer
            navigator = .test(renderer: renderer)
        }
        events = EventRecorder(observing: navigator)
    }

    // MARK: - Running

    /// Runs an `async` navigation call to its end, completing changes as they are rendered
    /// when the renderer holds them (see ``RecordingRenderer/drive(_:)``).
    ///
    /// With either renderer `body` runs on its own main-actor task, so tasks the test started
    /// before (a waiter on a flow's result, say) get to run first in both cases.
    ///
    /// - Parameter body: The navigation work.
    /// - Returns: What `body` returned.
    /// - Throws: What `body` threw.
    @discardableResult
    public func run<T: Sendable>(_ body: @escaping @MainActor () async throws -> T) async throws -> T {
        guard let recording else { return try await Task { @MainActor in try await body() }.value }
        return try await recording.drive(body)
    }

    /// Makes `coordinator` the navigator's root and starts it.
    ///
    /// - Throws: What ``/WayfinderCoordinators/Navigator/start(root:animated:)`` throws.
    public func start(root coordinator: any CoordinatorType) async throws {
        let navigator = navigator
        try await run { try await navigator.start(root: coordinator) }
    }

    /// Completes every change still held (nothing to do for a headless renderer).
    ///
    /// - Returns: The changes completed.
    /// - Throws: What ``RecordingRenderer/completeAll()`` throws.
    @discardableResult
    public func completeAll() throws(NavigationError) -> [NavigationChange] {
        try recording?.completeAll() ?? []
    }

    // MARK: - Reading

    /// The navigator's tree.
    public var tree: NavigationTree { navigator.tree }

    /// What was left in flight or queued (always ``LeftOvers/clean`` when headless and idle).
    public func finish() -> LeftOvers {
        if let recording { return recording.finish() }
        return navigator.queuedCount == 0 ? .clean : .leftOvers(pending: [], queued: navigator.queuedCount)
    }
}
