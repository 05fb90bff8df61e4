import Foundation
import PluginTestSupport
import Testing
import WayfinderAnalytics
import WayfinderComposition
import WayfinderConfig

/// Options decode strictly; an output that cannot be opened disables the plugin, not the app.
@MainActor
@Suite struct AnalyticsOptionsTests {
    @Test func unknownOptionKey_pointsIntoTheManifest() async throws {
        let text = await errorText { _ = try await AnalyticsFixture.compose(options: "{output: stdout, format: json}") }
        #expect(
            text == """
                notes.yaml:16:31: error: plugins[0].options.format: unknown key 'format' (known keys: output)
                        options: {output: stdout, format: json}
                                                  ^
                """)
    }

    @Test func emptyOutput_isAnError() async throws {
        let text = await errorText { _ = try await AnalyticsFixture.compose(options: "{output: \"\"}") }
        #expect(
            text == """
                notes.yaml:16:23: error: plugins[0].options.output: output must be stdout, stderr or a file path
                        options: {output: ""}
                                          ^
                """)
    }

    @Test(arguments: [
        ("stdout", AnalyticsOutput.standardOutput), ("stderr", .standardError), ("logs/a.jsonl", .file("logs/a.jsonl")),
    ])
    func output_decodesStandardStreamsAndPaths(text: String, output: AnalyticsOutput) throws {
        let node = try YAMLParser.parse("{output: \(text)}", sourceName: "options.yaml")
        #expect(try YAMLDecoder().decode(AnalyticsPlugin.Options.self, from: node).output == output)
    }

    @Test func noOptions_writeToStandardOutput() throws {
        let node = try YAMLParser.parse("{}", sourceName: "options.yaml")
        #expect(
            try YAMLDecoder().decode(AnalyticsPlugin.Options.self, from: node)
                == AnalyticsPlugin.Options(output: .standardOutput))
    }

    @Test func outputThatCannotBeOpened_disablesThePlugin_andTheAppRuns() async throws {
        let folder = temporaryFolder("analytics")
        let app = try await composeApp(
            yaml: AnalyticsFixture.yaml(options: "{output: \"\(folder)\"}"), sourceName: "notes.yaml",
            plugins: [AnalyticsPlugin.self])
        #expect(app.plugins.disabled == ["analytics"])
        #expect(app.plugins.failures.map(\.stage) == [.create])
        #expect(app.topScreen?.title == "Home")
    }
}
