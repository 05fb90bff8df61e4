import Foundation
import Testing
import WayfinderAnalytics
import WayfinderComposition
import WayfinderCoordinators
import WayfinderRouting
import WayfinderTesting

/// Every navigation event as one JSON line.
@MainActor
@Suite struct AnalyticsLineTests {
    static let startLine = #"""
        {"coordinator":0,"inserted":[{"attributes":{},"id":{"generation":0,"serial":0},"route":{"type":"wayfinder.route","value":{"name":"home","style":"push"}},"style":"push","withNavigation":true}],"kind":"push","phases":[{"container":{"owner":0,"role":"stack"},"entry":{"generation":0,"serial":0},"to":"active"}],"removed":[],"sequence":1,"source":"program","steps":["c0.stack: setRoot(home)"],"top":{"attributes":{},"id":{"generation":0,"serial":0},"route":{"type":"wayfinder.route","value":{"name":"home","style":"push"}},"style":"push","withNavigation":true}}
        """#
    static let pushLine = #"""
        {"inserted":[{"attributes":{},"id":{"generation":0,"serial":1},"route":{"type":"wayfinder.route","value":{"name":"note","parameters":{"id":1},"style":"push"}},"style":"push","withNavigation":false}],"kind":"push","phases":[{"container":{"owner":0,"role":"stack"},"entry":{"generation":0,"serial":0},"from":"active","to":"covered"},{"container":{"owner":0,"role":"stack"},"entry":{"generation":0,"serial":1},"to":"active"}],"removed":[],"sequence":2,"source":"program","steps":["c0.stack: push(note)"],"top":{"attributes":{},"id":{"generation":0,"serial":1},"route":{"type":"wayfinder.route","value":{"name":"note","parameters":{"id":1},"style":"push"}},"style":"push","withNavigation":false}}
        """#
    static let popLine = #"""
        {"inserted":[],"kind":"pop","phases":[{"container":{"owner":0,"role":"stack"},"entry":{"generation":0,"serial":1},"from":"active","to":"ended"},{"container":{"owner":0,"role":"stack"},"entry":{"generation":0,"serial":0},"from":"covered","to":"active"}],"removed":[{"attributes":{},"id":{"generation":0,"serial":1},"route":{"type":"wayfinder.route","value":{"name":"note","parameters":{"id":1},"style":"push"}},"style":"push","withNavigation":false}],"sequence":3,"source":"program","steps":["c0.stack: pop(1)"],"top":{"attributes":{},"id":{"generation":0,"serial":0},"route":{"type":"wayfinder.route","value":{"name":"home","style":"push"}},"style":"push","withNavigation":true}}
        """#

    @Test func events_areWrittenAsWholeJSONLines_toTheFile() async throws {
        let path = AnalyticsFixture.temporaryPath()
        let (app, plugin, _) = try await AnalyticsFixture.compose(options: "{output: \"\(path)\"}")
        try await app.perform(action: 1)
        try await app.perform(action: 1)
        await app.stop()
        #expect(try AnalyticsFixture.lines(path) == [Self.startLine, Self.pushLine, Self.popLine])
        #expect(plugin.linesWritten == 3)
        #expect(plugin.errors.isEmpty)
    }

    @Test func lines_decodeBackToTheEvents_throughTheRouteRegistry() async throws {
        let path = AnalyticsFixture.temporaryPath()
        let (app, _, _) = try await AnalyticsFixture.compose(options: "{output: \"\(path)\"}")
        let recorder = EventRecorder(observing: app.navigator)
        try await app.perform(action: 1)
        try await app.perform(action: 1)
        await app.stop()
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = app.routes
        let decoded = try AnalyticsFixture.lines(path).dropFirst().map {
            try decoder.decode(NavigationEvent.self, from: Data($0.utf8))
        }
        #expect(decoded == recorder.events)
    }

    @Test func existingFile_isAppendedTo() async throws {
        let path = AnalyticsFixture.temporaryPath()
        let (first, _, _) = try await AnalyticsFixture.compose(options: "{output: \"\(path)\"}")
        await first.stop()
        let (second, _, _) = try await AnalyticsFixture.compose(options: "{output: \"\(path)\"}")
        try await second.perform(action: 1)
        await second.stop()
        #expect(try AnalyticsFixture.lines(path) == [Self.startLine, Self.startLine, Self.pushLine])
    }

    @Test func lines_stayBuffered_untilFlushOrStop() async throws {
        let path = AnalyticsFixture.temporaryPath()
        let (app, plugin, _) = try await AnalyticsFixture.compose(options: "{output: \"\(path)\"}")
        try await app.perform(action: 1)
        #expect(try AnalyticsFixture.lines(path) == [])
        plugin.flush()
        #expect(try AnalyticsFixture.lines(path) == [Self.startLine, Self.pushLine])
        try await app.perform(action: 1)
        await app.stop()
        #expect(try AnalyticsFixture.lines(path) == [Self.startLine, Self.pushLine, Self.popLine])
    }

    @Test func eventsAfterStop_areNotWritten() async throws {
        let path = AnalyticsFixture.temporaryPath()
        let (app, plugin, _) = try await AnalyticsFixture.compose(options: "{output: \"\(path)\"}")
        await app.stop()
        try await app.perform(action: 1)
        #expect(try AnalyticsFixture.lines(path) == [Self.startLine])
        #expect(plugin.linesWritten == 1)
    }
}
