import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting

/// `shop run --json`: standard output is one JSON document, the final navigation tree.
@Suite("JSON output")
struct JSONOutputTests {
    @Test func jsonRun_printsTheFinalTreeAsOneDocument_andTheTranscriptOnStandardError() throws {
        let scratch = try Scratch()
        let run = try Scenario.load("json").run(in: scratch)
        try #require(run.status == 0)
        var routes = RouteRegistry()
        try routes.register(DefaultRoute.self)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = routes
        let tree = try decoder.decode(NavigationTree.self, from: Data(run.output.utf8))
        // The script's last command is `show`: the transcript ends with the same tree as text.
        #expect(
            run.errors.hasSuffix(
                "> show                   # the same tree as text, for the test to compare\n" + tree.rendered + "\n"))
        #expect(tree.topEntry.map { "\($0.route.routeName)" } == "filters")
    }
}
