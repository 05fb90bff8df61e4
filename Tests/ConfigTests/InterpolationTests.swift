import Foundation
import Testing
import WayfinderConfig

@Suite struct InterpolationTests {
    struct Server: Decodable, Equatable {
        var host: String
        var port: Int
        var debug: Bool
        var banner: String
    }

    @Test func variablesAndDefaults_expandInEveryStyle() throws {
        let server = try decode(
            Server.self,
            """
            host: "${HOST}:${PORT:-80}"
            port: ${PORT:-8080}
            debug: ${DEBUG:-false}
            banner: |
              Welcome to ${NAME:-the shop}, costs $$5 and $HOME stays
            """, environment: ["HOST": "api.example.com", "DEBUG": "true"])
        #expect(
            server
                == Server(
                    host: "api.example.com:80", port: 8080, debug: true,
                    banner: "Welcome to the shop, costs $5 and $HOME stays"))
    }

    @Test func setButEmptyVariable_takesTheDefault() throws {
        #expect(try decode([String].self, "['${A:-fallback}', '${A}x']", environment: ["A": ""]) == ["fallback", "x"])
    }

    @Test func keys_areNotInterpolated() throws {
        #expect(
            try decode([String: String].self, "${KEY}: ${VALUE}", environment: ["KEY": "k", "VALUE": "v"])
                == ["${KEY}": "v"])
    }

    @Test func nullAfterInterpolation_isNil() throws {
        #expect(try decode([String: Int?].self, "a: ${MISSING:-}", environment: [:]) == ["a": nil])
    }

    @Test func defaultEnvironment_isTheProcessEnvironment() {
        #expect(YAMLDecoder().environment == ProcessInfo.processInfo.environment)
    }

    @Test func unsetVariableWithoutDefault_isAnErrorAtTheScalar() {
        #expect(
            renderedError(Server.self, "host: ${API_HOST}\nport: 1\ndebug: false\nbanner: x") == """
                test.yaml:1:7: error: host: environment variable 'API_HOST' is not set; write \
                '${API_HOST:-default}' to give a default
                    host: ${API_HOST}
                          ^
                """)
    }

    @Test func unterminatedReference_isAnError() {
        #expect(
            renderedError([String].self, "- ok\n- \"${NAME\"") == """
                test.yaml:2:3: error: [1]: '${' without a closing '}'; write '$$' for a literal '$'
                    - "${NAME"
                      ^
                """)
    }

    @Test func invalidVariableName_isAnError() {
        #expect(
            renderedError([String].self, "- ${1X}") == """
                test.yaml:1:3: error: [0]: '${1X}' does not name an environment variable (letters, digits and '_')
                    - ${1X}
                      ^
                """)
    }
}
