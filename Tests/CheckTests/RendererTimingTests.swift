import Foundation
import Testing
import WayfinderBindings
import WayfinderCheck
import WayfinderComposition
import WayfinderCoordinators
import WayfinderScript

@testable import WayfinderCLI

/// Renderer timing: with a renderer that holds its transitions, the end of each comes at any
/// point between the other events, so a bug that needs a change queued behind a late end is
/// found, and its counterexample replays and exports.
@MainActor
@Suite(.serialized, .timeLimit(.minutes(10))) struct RendererTimingTests {
    private func makeChecker(
        depth: Int, kinds: Set<CheckEvent.Kind>, renderer: @escaping @MainActor () -> (any NavigationRenderer)?
    ) throws -> (ManifestChecker, ManifestChecker.Opener) {
        let validated = try CheckSupport.validated(CheckSupport.shop)
        var configuration = ManifestChecker.Configuration()
        configuration.depth = depth
        configuration.kinds = kinds
        configuration.maxStates = 20_000
        let open: ManifestChecker.Opener = {
            AppSession(
                app: try await AppComposer(
                    registry: BundledPlugins.registry, renderer: renderer(), environment: [:]
                ).compose(validated))
        }
        let checker = ManifestChecker(configuration, suite: InvariantSuite(manifest: validated.manifest), open: open)
        return (checker, open)
    }

    @Test func aChangeDroppedBehindALateEnd_isFoundOnlyWithRendererTiming() async throws {
        let kinds: Set<CheckEvent.Kind> = [.actions, .tabs, .gestures, .timing]
        let planted: @MainActor () -> (any NavigationRenderer)? = {
            RenderDriver(renderer: SettlingRenderer(PlantedRenderer(.lateEndDropsQueuedChange)))
        }
        let (checker, open) = try makeChecker(depth: 4, kinds: kinds, renderer: planted)
        let report = try await checker.run()
        let violation = try #require(report.violation, "no violation in \(report.distinctStates) states")
        #expect(violation.invariant == "renderer-matches", "\(violation)")
        let events = try #require(report.counterexample)
        #expect(events.count <= 4, "\(events)")
        #expect(events.last?.command == CheckEvent.transitionEndCommand, "\(events)")

        // The counterexample replays with the same renderer, stopping at its last step.
        let recording = FileManager.default.temporaryDirectory.appendingPathComponent("timing-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: recording) }
        let writer = CounterexampleWriter(
            path: recording, tool: "wayfinder", manifestPath: CheckSupport.shop, prefix: [], open: open)
        #expect(await writer.write(events) == recording)
        #expect(ReplayRunner.endsTransitions(recording))
        var replay = ReplayRunner(recordingPath: recording, manifestPath: nil)
        replay.renderer = planted
        replay.holdsTransitions = true
        #expect(await replay.run() == 1)

        // The same renderer with each transition ending as it starts: nothing queues behind a
        // late end, and the same exploration finds nothing.
        let settling = try makeChecker(depth: events.count + 1, kinds: kinds.subtracting([.timing])) {
            RenderDriver(renderer: SettlingRenderer(PlantedRenderer(.lateEndDropsQueuedChange)))
        }
        let calm = try await settling.0.run()
        #expect(
            calm.violation == nil, "\(calm.violation.map { "\($0)" } ?? "") after \(calm.counterexample ?? [])")
    }

    @Test func theShippedRenderers_withTiming_keepEveryInvariant() async throws {
        for kind in [CheckRendererKind.uikit, .navigationStack] {
            let (checker, _) = try makeChecker(depth: 2, kinds: CheckEvent.defaultKinds) { kind.make() }
            let report = try await checker.run()
            #expect(
                report.violation == nil,
                "\(kind): \(report.violation.map { "\($0)" } ?? "") after \(report.counterexample ?? [])")
        }
    }

    /// Found by exploring timing: logging out while the checkout's push animates queues the
    /// logout's removal behind the push, so the tree shows checkout, logged out, until the
    /// transition ends. That is the device's order too; the guard rules judge the state after
    /// the queued removal, which must hide checkout.
    @Test func aLogoutQueuedBehindAHeldPush_hidesCheckoutOnceTheTransitionEnds() async throws {
        let session = try await RendererTiming.compose(manifestAt: CheckSupport.shop, renderer: .uikit)
        let invariants = await InvariantWatch(session, manifestAt: CheckSupport.shop, renderer: .uikit)
        #expect(invariants.atStart == nil)
        let visible = { session.app.navigator.tree.visiblePath.map(\.entry.route.routeName) }
        for command in ["login checker", "open shop://cart/checkout", "logout"] {
            try await RendererTiming.run(command, on: session)
            #expect(await invariants.violation(after: command) == nil, "\(command)")
        }
        #expect(visible().contains("checkout"))
        #expect(RendererTiming.requestsWaitOnTransition(session))
        var ends = 0
        while RendererTiming.isHolding(session), ends < 20 {
            try await RendererTiming.run(CheckEvent.transitionEndCommand, on: session)
            ends += 1
            #expect(await invariants.violation(after: CheckEvent.transitionEndCommand) == nil)
        }
        #expect(!RendererTiming.isHolding(session))
        #expect(!visible().contains("checkout"), "\(visible())")
        await RendererTiming.release(session)
        await session.app.stop()
    }

    @Test func aCounterexampleWithTransitionEnds_exportsAsATestOfTheHoldingRenderer() async throws {
        // A session in which a tap waits on the push's transition, then it ends.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("timing-export-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.appendingPathComponent("late.jsonl").path
        let validated = try CheckSupport.validated(CheckSupport.shop)
        let open: ManifestChecker.Opener = {
            AppSession(
                app: try await AppComposer(
                    registry: BundledPlugins.registry, renderer: CheckRendererKind.uikit.make(),
                    environment: [:]
                ).compose(validated))
        }
        let events = [CheckEvent(command: "tap 1"), CheckEvent(command: CheckEvent.transitionEndCommand)]
        let writer = CounterexampleWriter(
            path: recording, tool: "wayfinder", manifestPath: CheckSupport.shop, prefix: [], open: open)
        #expect(await writer.write(events) == recording)
        var replay = ReplayRunner(recordingPath: recording, manifestPath: nil)
        replay.renderer = { CheckRendererKind.uikit.make() }
        replay.holdsTransitions = true
        #expect(await replay.run() == 0)

        let test = folder.appendingPathComponent("LateTest.swift").path
        var exporter = SwiftTestExporter(
            recordingPath: recording, swiftPath: test, manifestPath: nil, tool: "wayfinder")
        exporter.renderer = .uikit
        #expect(await exporter.run() == 0)
        let text = try String(contentsOfFile: test, encoding: .utf8)
        #expect(text.contains("RendererTiming.compose(manifestAt: Self.manifest, renderer: .uikit, holding: true)"))
        #expect(text.contains("try await RendererTiming.run(#\"transition-end\"#, on: session)"))
    }
}
