import Foundation
import Testing
import WayfinderBindings
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript

@testable import WayfinderCLI
@testable import WayfinderCheck

/// Five bugs modelled on reports against other libraries, planted through test doubles (a
/// renderer, a driver of the commands, a guard plugin): `check` finds each at depth 6 or less
/// with a counterexample of at most 6 events, and `replay`, with the same doubles, stops at
/// the step that breaks the invariant.
@MainActor
@Suite(.serialized) struct PlantedBugTests {
    /// One planted bug: how to open the app, drive it and which invariant must break.
    @MainActor
    struct Plant {
        var manifest = CheckSupport.shop
        var registry = BundledPlugins.registry
        var renderer: (@MainActor () -> (any NavigationRenderer)?) = { nil }
        var driver: any CheckDriver = ScriptDriver()
        /// Commands run before the exploration (as `check --from` runs a recording's).
        var prefix: [String] = []
        var kinds = CheckEvent.defaultKinds
        var invariant: String
    }

    /// Checks to depth 6, writes the counterexample, replays it; returns the events.
    @discardableResult
    private func find(_ plant: Plant) async throws -> [CheckEvent] {
        let validated = try CheckSupport.validated(plant.manifest, registry: plant.registry)
        var configuration = ManifestChecker.Configuration()
        configuration.depth = 6
        configuration.maxStates = 20_000
        configuration.prefix = plant.prefix
        configuration.kinds = plant.kinds
        let renderer = plant.renderer
        let registry = plant.registry
        let open: ManifestChecker.Opener = {
            AppSession(
                app: try await AppComposer(registry: registry, renderer: renderer(), environment: [:]).compose(
                    validated))
        }
        let checker = ManifestChecker(
            configuration, suite: InvariantSuite(manifest: validated.manifest), driver: plant.driver, open: open)
        let report = try await checker.run()
        let violation = try #require(report.violation, "no violation in \(report.distinctStates) states")
        #expect(violation.invariant == plant.invariant, "\(violation)")
        let events = try #require(report.counterexample)
        #expect(!events.isEmpty && plant.prefix.count + events.count <= 6, "\(events)")
        // Reached by restores or by running every prefix again: the same shortest counterexample.
        configuration.reaching = .rerun
        let rerun = try await ManifestChecker(
            configuration, suite: InvariantSuite(manifest: validated.manifest), driver: plant.driver, open: open
        ).run()
        #expect(rerun.violation?.invariant == violation.invariant)
        #expect(rerun.counterexample == events)
        // The search shared among two workers, depth by depth: the same shortest counterexample.
        configuration.reaching = .restore
        let suite = InvariantSuite(manifest: validated.manifest)
        let shared = try await ManifestChecker(configuration, suite: suite, driver: plant.driver, open: open).run(
            workers: (0..<2).map { _ in
                InProcessLevelWorker(ManifestChecker(configuration, suite: suite, driver: plant.driver, open: open))
            })
        #expect(shared.violation?.invariant == violation.invariant)
        #expect(shared.counterexample == events)
        // Past the first depth, the start's app was put back between the start's events.
        #expect(events.count == 1 || report.restores > 0, "\(report.restores)")

        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("planted-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: recording) }
        var writer = CounterexampleWriter(
            path: recording, tool: "wayfinder", manifestPath: plant.manifest, prefix: plant.prefix, open: open)
        writer.driver = plant.driver
        #expect(await writer.write(events) == recording)
        var replay = ReplayRunner(recordingPath: recording, manifestPath: nil)
        replay.renderer = plant.renderer
        replay.driver = plant.driver
        replay.registry = plant.registry
        #expect(await replay.run() == 1)
        return events
    }

    @Test func aRendererCompletionAppliedTwice_isFound() async throws {
        try await find(
            Plant(
                renderer: { RenderDriver(renderer: PlantedRenderer(.completionTwice)) }, invariant: "renderer-matches"))
    }

    @Test func aSwipeAppliedAfterAProgramPop_isFound() async throws {
        try await find(
            Plant(
                renderer: { RenderDriver(renderer: PlantedRenderer(.swipeAfterPop)) }, driver: SwipeAppliedAfterPop(),
                invariant: "renderer-matches"))
    }

    @Test func aTabSwitchThatDropsAChangeInFlight_isFound() async throws {
        try await find(
            Plant(
                renderer: { RenderDriver(renderer: PlantedRenderer(.tabSwitchDropsChange)) },
                invariant: "renderer-matches"))
    }

    @Test func aLeaveCheckSkippedForSwipes_isFound() async throws {
        // Logged in on the cart (the checkout is protected): the address typed, a swipe.
        let events = try await find(
            Plant(
                driver: SwipeSkippingLeaveCheck(), prefix: ["login ada", "tab cart"], kinds: [.actions, .gestures],
                invariant: "leave-checks"))
        #expect(events.last?.command == "swipe-back")
    }

    @Test func aGuardAskedOnlyForADeepLinksLastStep_isFound() async throws {
        let manifest = try CheckSupport.editedShop { text in
            text.replacingOccurrences(of: "  - id: auth-guard\n", with: "  - id: last-step-guard\n")
                .replacingOccurrences(of: "    requires: [auth-guard]  # restored screens pass the guard\n", with: "")
                .replacingOccurrences(
                    of: "  - {pattern: \"shop://orders\", tab: profile, route: orders}\n",
                    with: "  - {pattern: \"shop://orders\", tab: profile, route: orders}\n"
                        + "  - {pattern: \"shop://orders/item/:id:int\", name: orderItem, tab: profile, via: [orders], route: item}\n"
                )
        }
        var registry = BundledPlugins.registry
        try registry.register(LastStepGuard.self)
        let events = try await find(Plant(manifest: manifest, registry: registry, invariant: "guard-holds"))
        #expect(events.map(\.command).contains("open shop://orders/item/1"), "\(events)")
    }

    @Test func theShippedEngine_withTheShippedDoubles_keepsEveryInvariant() async throws {
        // The same exploration, with the conformance kit's own renderer: nothing is found.
        let validated = try CheckSupport.validated(CheckSupport.shop)
        var configuration = ManifestChecker.Configuration()
        configuration.depth = 2
        let checker = ManifestChecker(configuration, suite: InvariantSuite(manifest: validated.manifest)) {
            AppSession(
                app: try await AppComposer(
                    registry: BundledPlugins.registry, renderer: CheckRendererKind.uikit.make(), environment: [:]
                ).compose(validated))
        }
        let report = try await checker.run()
        #expect(
            report.violation == nil, "\(report.violation.map { "\($0)" } ?? "") after \(report.counterexample ?? [])")
    }
}
