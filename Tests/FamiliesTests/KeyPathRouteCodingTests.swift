import Foundation
import Testing
import WayfinderCoordinators
import WayfinderRouting
import WayfinderStacks

@MainActor
@Suite struct KeyPathRouteCodingTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func structuredInput_becomesDataInTheShapeTheInputWrites() throws {
        let input = try RouteInput(encoding: Filter(term: "hat", sizes: [38, 40], inStock: true))
        #expect(
            input == .record(["term": .string("hat"), "sizes": .list([.int(38), .int(40)]), "inStock": .bool(true)]))
        #expect(input.description == "(inStock: true, sizes: [38, 40], term: \"hat\")")
        #expect(try json(input) == #"{"inStock":true,"sizes":[38,40],"term":"hat"}"#)
    }

    @Test func entryRoute_roundTripsByRegisteredNamesOnly() async throws {
        let search = SearchCoordinator()
        let navigator = try await started(search)
        try await search.route(to: \.refine, Filter(term: "cap", sizes: [1], inStock: nil))
        let entries = try #require(navigator.tree.root?.entries)
        let text = try json(entries[1].route)
        #expect(
            text == """
                {"type":"wayfinder.keypath","value":{"input":{"sizes":[1],"term":"cap"},"name":"refine",\
                "presentationStyle":"push","screen":{"type":"screen","value":{"list":{}}}}}
                """)
        let decoder = JSONDecoder()
        decoder.userInfo[.routeRegistry] = try RouteRegistry([KeyPathRoute.self, Screen.self])
        let decoded = try decoder.decode(AnyRoute.self, from: Data(text.utf8))
        #expect(decoded == entries[1].route)
        #expect(navigator.tree.rendered.contains("#1 refine(sizes: [1], term: \"cap\") → list"))
    }
}
