import PluginTestSupport
import Testing
import WayfinderAuthGuard
import WayfinderComposition

/// Options decode strictly; the login route is shown without parameters.
@MainActor
@Suite struct GuardOptionsTests {
    @Test func unknownOptionKey_pointsIntoTheManifest() async throws {
        let text = await errorText {
            _ = try await GuardFixture.compose(guardOptions: "{login: login, protect: [orders]}")
        }
        #expect(
            text == """
                shop.yaml:56:29: error: plugins[1].options.protect: unknown key 'protect'; did you mean 'protected'?
                        options: {login: login, protect: [orders]}
                                                ^
                """)
    }

    @Test func missingLogin_isAnError_andTheLoginScreenIsNoLongerReachable() async throws {
        let text = await errorText { _ = try await GuardFixture.compose(guardOptions: "{protected: [orders]}") }
        #expect(
            text == """
                shop.yaml:29:3: error: routes.login: route 'login' is unreachable: nothing leads to it from the root coordinator 'main'
                      login:
                      ^
                shop.yaml:56:14: error: plugins[1].options: missing required key 'login'
                        options: {protected: [orders]}
                                 ^
                """)
    }

    @Test func unknownProtectedName_isReportedByTheValidator() async throws {
        let text = await errorText {
            _ = try await GuardFixture.compose(guardOptions: "{login: login, protected: [ordres]}")
        }
        #expect(
            text == """
                shop.yaml:56:41: error: plugins[1].options.protected[0]: undefined protected route 'ordres'; did you mean 'orders'?
                        options: {login: login, protected: [ordres]}
                                                            ^
                """)
    }

    @Test func loginRouteWithParameters_failsTheStart() async throws {
        let yaml = GuardFixture.yaml().replacingOccurrences(
            of: "title: Log in\n", with: "title: Log in\n    parameters: {next: string}\n")
        let text = await errorText { _ = try await GuardFixture.compose(yaml: yaml) }
        #expect(
            text == """
                plugin 'auth-guard' failed to be created: auth-guard: the login route 'login' declares parameters (next); \
                the guard shows it without any; the start failed; stopped: none
                """)
    }
}
