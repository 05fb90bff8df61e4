import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting

/// Plugins start in dependency order, stop in reverse, and a host starts once.
@MainActor
@Suite struct PluginLifecycleTests {
    static func yaml(journal: String, plugins: String) -> String {
        """
        app: {id: demo, name: Demo, root: main}
        routes:
          home: {title: Home}
        coordinators:
          main: {kind: stack, root: home}
        plugins:
        \(plugins.replacingOccurrences(of: "$J", with: journal))
        """
    }

    @Test func requires_startsDependenciesFirst_manifestOrderOtherwise_stopsInReverse() async throws {
        let app = try await compose(
            yaml: Self.yaml(
                journal: "order",
                plugins: """
                      - {id: gamma, requires: [beta], options: {journal: $J}}
                      - {id: alpha, options: {journal: $J}}
                      - {id: beta, requires: [alpha], options: {journal: $J}}
                      - {id: delta, options: {journal: $J}}
                    """), registry: try .testPlugins())
        #expect(app.plugins.startOrder == ["alpha", "beta", "gamma", "delta"])
        #expect(app.plugins.state == .running)
        await app.stop()
        #expect(app.plugins.state == .stopped)
        #expect(
            Journal.named("order").lines == [
                "create alpha", "create beta", "create gamma", "create delta",
                "install alpha", "install beta", "install gamma", "install delta",
                "alpha saw push", "beta saw push", "gamma saw push", "delta saw push",
                "start alpha", "start beta", "start gamma", "start delta",
                "stop delta", "stop gamma", "stop beta", "stop alpha",
            ])
    }

    @Test func stoppedPlugins_hooksAreRemoved() async throws {
        let app = try await compose(
            yaml: Self.yaml(journal: "hooks", plugins: "  - {id: alpha, options: {journal: $J}}"),
            registry: try .testPlugins())
        let root = try #require(app.navigator.root as? Coordinator<DefaultRoute>)
        try await root.router.navigate(toRoute: DefaultRoute("home"))
        await app.stop()
        try await root.router.pop()
        #expect(app.navigator.changeCount == 3)
        #expect(
            Journal.named("hooks").lines == [
                "create alpha", "install alpha", "alpha saw push", "start alpha", "alpha saw push", "stop alpha",
            ])
    }

    @Test func disabledInTheManifest_isNeitherCreatedNorStarted() async throws {
        let app = try await compose(
            yaml: Self.yaml(
                journal: "disabled",
                plugins: """
                      - {id: alpha, options: {journal: $J}}
                      - {id: beta, enabled: false, options: {journal: $J}}
                    """), registry: try .testPlugins())
        #expect(app.plugins.startOrder == ["alpha"])
        #expect(Journal.named("disabled").lines.filter { $0.hasPrefix("create") } == ["create alpha"])
    }

    @Test func hostStartedTwice_throwsAlreadyRunning_andAfterStopAlreadyStopped() async throws {
        let app = try await compose(
            yaml: Self.yaml(journal: "twice", plugins: "  - {id: alpha, options: {journal: $J}}"),
            registry: try .testPlugins())
        let running = await errorText { try await app.plugins.start() }
        #expect(running == "the plugin host is already running")
        await app.stop()
        await app.stop()
        let stopped = await errorText { try await app.plugins.start() }
        #expect(stopped == "the plugin host has stopped; compose the app again to restart it")
        #expect(
            Journal.named("twice").lines.filter { $0.hasPrefix("start") || $0.hasPrefix("stop") } == [
                "start alpha", "stop alpha",
            ])
    }

    @Test func plugin_findsTheRunningInstanceByTypeOrID() async throws {
        let app = try await compose(
            yaml: Self.yaml(journal: "lookup", plugins: "  - {id: alpha, options: {journal: $J}}"),
            registry: try .testPlugins())
        #expect(app.plugins.plugin(AlphaPlugin.self)?.name == "alpha")
        #expect(app.plugins.plugin(id: "alpha") === app.plugins.plugin(AlphaPlugin.self))
        #expect(app.plugins.plugin(BetaPlugin.self) == nil)
    }

    @Test func aLookup_isNotKeptPastTheHostsNextChange() async throws {
        // The host keeps, per type looked up, which plugins are one: a plugin that stops
        // after a lookup is not found by the next one.
        let app = try await compose(
            yaml: Self.yaml(journal: "kept", plugins: "  - {id: alpha, options: {journal: $J}}"),
            registry: try .testPlugins())
        #expect(app.plugins.firstRunning(AlphaPlugin.self) != nil)
        #expect(app.plugins.firstRunning(AlphaPlugin.self) != nil)
        await app.stop()
        #expect(app.plugins.firstRunning(AlphaPlugin.self) == nil)
        #expect(app.plugins.plugin(AlphaPlugin.self) == nil)
    }
}
