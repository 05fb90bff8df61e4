import WayfinderBindings
import WayfinderCoordinators
import WayfinderTesting

/// A renderer conformance kit: runs named scenarios and seeded random interleavings of program
/// requests, gestures and animations against a renderer, and checks that the renderer
/// converges on the model.
///
/// After every ``ConformanceAction/settle`` and at the end of each run it checks that:
/// - the screens the renderer shows equal the tree (every stack, every tab selection);
/// - for a renderer that draws panes, every stack shown is drawn in the tree's scene;
/// - every change was completed once, in order, and late reports were ignored;
/// - every request and gesture was applied or refused, and no gesture was applied twice (each
///   applied gesture is exactly one change from the user);
/// - every child flow's presenter heard back once when the flow went, and never before.
///
/// ```swift
/// @Test func myRendererConforms() async {
///     let report = await RendererConformance.run { MyStepRenderer() }
///     #expect(report.failures.isEmpty, "\(report)")
/// }
/// ```
@MainActor
public enum RendererConformance {
    /// The named scenarios the kit runs by default (see ``ConformanceScenario/catalog``).
    public static var scenarios: [ConformanceScenario] { ConformanceScenario.catalog }

    /// The scene scenarios, in each of the three width classes (see ``ConformanceScenario/scenes``):
    /// run them against a renderer that draws panes, whose panes the kit then compares with the
    /// tree's scenes at every settle.
    public static var sceneScenarios: [ConformanceScenario] { ConformanceScenario.scenes }

    /// The window scenarios (see ``ConformanceScenario/windows``): two windows of the kit's app,
    /// each drawn by the renderer, opened, focused, hidden, closed, with screens moved between them.
    public static var windowScenarios: [ConformanceScenario] { ConformanceScenario.windows }

    /// Runs the window scenarios and random interleavings with window actions
    /// (``ConformanceScenario/windowInterleaving(seed:actions:)``), each against a new renderer.
    ///
    /// ```swift
    /// let report = await RendererConformance.runWindows { MyStepRenderer() }
    /// #expect(report.passed, "\(report)")
    /// ```
    ///
    /// - Parameters:
    ///   - seeds: One random interleaving per seed; 10 by default.
    ///   - actions: How many actions a random interleaving has.
    ///   - makeRenderer: Makes a renderer in its initial state.
    /// - Returns: What ran and every failure.
    public static func runWindows(
        seeds: Range<UInt64> = 0..<10, actions: Int = 80, makeRenderer: () -> any ConformingRenderer
    ) async -> ConformanceReport {
        var report = ConformanceReport()
        for scenario in ConformanceScenario.windows {
            let session = ConformanceSession(name: scenario.name, renderer: makeRenderer())
            await session.run(scenario.actions)
            report.add(session, isScenario: true)
        }
        for seed in seeds {
            let session = ConformanceSession(name: "window interleaving \(seed)", renderer: makeRenderer())
            await session.run(ConformanceScenario.windowInterleaving(seed: seed, actions: actions))
            report.add(session, isScenario: false)
        }
        return report
    }

    /// Runs scenarios and random interleavings, each against a new renderer.
    ///
    /// - Parameters:
    ///   - scenarios: The named scenarios; the whole catalog by default.
    ///   - seeds: One random interleaving per seed; 20 by default.
    ///   - actions: How many actions a random interleaving has.
    ///   - loading: Whether the app's item screens load before they are shown (each with a
    ///     loader that returns at once); the kit then also checks that each loaded request
    ///     commits as one change.
    ///   - makeRenderer: Makes a renderer in its initial state.
    /// - Returns: What ran and every failure.
    public static func run(
        scenarios: [ConformanceScenario] = ConformanceScenario.catalog, seeds: Range<UInt64> = 0..<20,
        actions: Int = 80, loading: Bool = false, makeRenderer: () -> any ConformingRenderer
    ) async -> ConformanceReport {
        var report = ConformanceReport()
        for scenario in scenarios {
            let session = ConformanceSession(name: scenario.name, renderer: makeRenderer(), loading: loading)
            await session.run(scenario.actions)
            report.add(session, isScenario: true)
        }
        for seed in seeds {
            let session = ConformanceSession(
                name: "interleaving \(seed)", renderer: makeRenderer(), loading: loading)
            await session.run(ConformanceScenario.interleaving(seed: seed, actions: actions))
            report.add(session, isScenario: false)
        }
        return report
    }
}

/// One check that failed, where.
public struct ConformanceFailure: Hashable, Sendable, CustomStringConvertible {
    /// The scenario's name, or `interleaving SEED`.
    public var scenario: String
    /// The 1-based action after which it was found; 0 is the app's start, one past the last
    /// action the final check.
    public var step: Int
    /// What was found.
    public var message: String

    /// `dismiss and present in one change, after action 3: the UI shows ...`.
    public var description: String {
        "\(scenario), after action \(step): \(message)"
    }
}

/// What a conformance run ran and found.
public struct ConformanceReport: Sendable, CustomStringConvertible {
    /// How many named scenarios ran.
    public private(set) var scenarios = 0
    /// How many random interleavings ran.
    public private(set) var interleavings = 0
    /// How many actions ran in all.
    public private(set) var actions = 0
    /// Every failure, in the order found.
    public private(set) var failures: [ConformanceFailure] = []
    /// How many requests waited for loaders and committed (runs with `loading` only).
    public private(set) var loadedRequests = 0

    /// Whether every check passed.
    public var passed: Bool { failures.isEmpty }

    @MainActor mutating func add(_ session: ConformanceSession, isScenario: Bool) {
        if isScenario { scenarios += 1 } else { interleavings += 1 }
        actions += session.actionsRun
        failures += session.failures
        loadedRequests += session.loadedRequests
    }

    /// A summary line, then each failure.
    public var description: String {
        let summary =
            "\(scenarios) scenarios and \(interleavings) interleavings, \(actions) actions: "
            + (passed ? "all checks passed" : "\(failures.count) failures")
        return ([summary] + failures.map(\.description)).joined(separator: "\n")
    }
}
