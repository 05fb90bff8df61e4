import PluginTestSupport
import Testing
import WayfinderComposition
import WayfinderCoordinators

/// A plugin that throws never takes the host down: by its policy it fails the start (stopping
/// the plugins already started, in reverse) or is disabled with the plugins that require it.
@MainActor
@Suite struct PluginFailureTests {
    static func app(journal: String, _ plugins: String) async throws -> ComposedApp {
        try await compose(
            yaml: PluginLifecycleTests.yaml(journal: journal, plugins: plugins), registry: try .testPlugins())
    }

    @Test func failPolicy_inStart_stopsTheStartedPluginsInReverse() async throws {
        let message = await errorText {
            _ = try await Self.app(
                journal: "fail-start",
                """
                  - {id: alpha, options: {journal: $J}}
                  - {id: beta, options: {journal: $J}}
                  - {id: gamma, options: {journal: $J, fail: start}}
                  - {id: delta, options: {journal: $J}}
                """)
        }
        #expect(
            message == "plugin 'gamma' failed to start: gamma broke in start; the start failed; stopped: beta, alpha")
        #expect(
            Journal.named("fail-start").lines.filter { !$0.contains(" saw ") } == [
                "create alpha", "create beta", "create gamma", "create delta",
                "install alpha", "install beta", "install gamma", "install delta",
                "start alpha", "start beta", "start gamma",
                "stop beta", "stop alpha",
            ])
    }

    @Test func failPolicy_inCreate_startsNothing() async throws {
        let message = await errorText {
            _ = try await Self.app(
                journal: "fail-create",
                """
                  - {id: alpha, options: {journal: $J}}
                  - {id: beta, options: {journal: $J, fail: create}}
                """)
        }
        #expect(message == "plugin 'beta' failed to be created: beta broke in create; the start failed; stopped: none")
        #expect(Journal.named("fail-create").lines == ["create alpha", "create beta"])
    }

    @Test func disablePolicy_ofTheType_leavesThePluginOut() async throws {
        let app = try await Self.app(
            journal: "disable-type",
            """
              - {id: alpha, options: {journal: $J}}
              - {id: delta, options: {journal: $J, fail: start}}
            """)
        #expect(
            app.plugins.failures.map(\.description) == [
                "plugin 'delta' failed to start: delta broke in start; disabled"
            ])
        #expect(app.plugins.disabled == ["delta"])
        #expect(app.plugins.running.map { type(of: $0).id } == ["alpha"])
        #expect(app.navigator.tree.rendered.hasPrefix("coordinators\n  c0 main (coordinator, root)"))
    }

    @Test func disablePolicy_fromTheManifest_overridesTheType_andDisablesDependents() async throws {
        let app = try await Self.app(
            journal: "disable-manifest",
            """
              - {id: alpha, onFailure: disable, options: {journal: $J, fail: install}}
              - {id: beta, requires: [alpha], onFailure: disable, options: {journal: $J}}
              - {id: gamma, options: {journal: $J}}
            """)
        #expect(
            app.plugins.failures.map(\.description) == [
                "plugin 'alpha' failed to install: alpha broke in install; disabled",
                "plugin 'beta' failed to install: it requires 'alpha', which is disabled; disabled",
            ])
        #expect(app.plugins.running.map { type(of: $0).id } == ["gamma"])
        // The causes keep their types: what alpha threw, and the requirement beta lost.
        #expect((app.plugins.failures.first?.underlying as? PlannedFailure)?.description == "alpha broke in install")
        #expect((app.plugins.failures.last?.underlying as? PluginRequirementError)?.required == "alpha")
        #expect(
            Journal.named("disable-manifest").lines.filter { !$0.contains(" saw ") } == [
                "create alpha", "create beta", "create gamma", "install alpha", "install gamma", "start gamma",
            ])
        // The failed plugin's observer was removed with it.
        #expect(!Journal.named("disable-manifest").lines.contains("alpha saw push"))
    }

    @Test func dependentWithFailPolicy_failsTheStartWhenItsRequirementIsDisabled() async throws {
        let message = await errorText {
            _ = try await Self.app(
                journal: "dependent",
                """
                  - {id: delta, options: {journal: $J, fail: create}}
                  - {id: alpha, requires: [delta], options: {journal: $J}}
                """)
        }
        #expect(
            message
                == "plugin 'alpha' failed to be created: it requires 'delta', which is disabled; the start failed; stopped: none"
        )
    }
}
