import Foundation
import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct CodableTests {
    private func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
        try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
    }

    private func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    // MARK: - Paths

    @Test func path_withModalsScopesAndAttributes_roundTripsAndKeepsWorking() throws {
        var h = try Harness(.push(.a), .present(.picker, style: nil, withNavigation: true))
        try h.path.beginScope("child", policy: .owned, root: .b, attributes: ["tint": "blue"], ids: &h.ids)
        try h.apply(.push(.item(7)), as: "child")
        var decoded = try roundTrip(h.path)
        #expect(decoded == h.path)
        #expect(decoded.presentedCount == 1)
        #expect(decoded.rootIndex(of: "child") == 3)
        var ids = EntryIDGenerator()
        ids.advance(pastEntriesOf: decoded)
        #expect(throws: PathError.ownedScopeOnTop(request: "push(c)", owner: "child", root: EntryID(serial: 3))) {
            try decoded.push(.c, ids: &ids)
        }
        try decoded.dismiss(ids: &ids)
        #expect(decoded.entries == [home, pushed(1, .a)])
        #expect(decoded.scopes == [])
        try decoded.push(.c, ids: &ids)
        #expect(decoded.top == pushed(5, .c))
    }

    @Test func path_encodesEntriesAndScopes() throws {
        var h = try Harness()
        try h.apply(.beginScope("child", .bounded, root: .sheet(.filters, withNavigation: false)))
        #expect(
            try json(h.path)
                == #"{"entries":[{"attributes":{},"id":{"generation":0,"serial":0},"route":{"home":{}},"style":"push","#
                + #""withNavigation":true},{"attributes":{},"id":{"generation":0,"serial":1},"route":{"filters":{}},"#
                + #""scope":"child","style":"sheet","withNavigation":false}],"scopes":[{"attributes":{},"id":"child","#
                + #""policy":"bounded","rootID":{"generation":0,"serial":1}}]}"#
        )
    }

    @Test func path_withDuplicateIds_failsToDecodeWithThePathError() throws {
        let data =
            Data(
                #"{"entries":[{"attributes":{},"id":{"generation":0,"serial":0},"route":{"home":{}},"style":"push","#
                    .utf8
            )
            + Data(
                #""withNavigation":true},{"attributes":{},"id":{"generation":0,"serial":0},"route":{"a":{}},"#
                    .utf8
            ) + Data(#""style":"push","withNavigation":false}]}"#.utf8)
        do {
            _ = try JSONDecoder().decode(RoutePath<Screen>.self, from: data)
            Issue.record("a path with a duplicate id decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "invalid path: entry id #0 appears more than once")
        }
    }

    // MARK: - Building from parts

    @Test func init_fromParts_checksEveryRule() {
        let sheet = modal(1, Screen.filters)
        let cases: [(entries: [Entry<Screen>], scopes: [PathScope], message: String)] = [
            (
                [home, sheet, pushed(2, .a)], [],
                "restoring a path: #1 filters, the root of the current navigation context, was shown without "
                    + "navigation, so nothing can be pushed inside it"
            ),
            (
                [home, modal(1, .a, .detents([]))], [],
                "restoring a path: invalid presentation style: detents must name at least one height"
            ),
            (
                [home], [PathScope(id: "x", policy: .owned, rootID: EntryID(serial: 4))],
                "invalid path: scope 'x' is rooted at #4, which is not in the path"
            ),
            (
                [home], [PathScope(id: "x", policy: .owned, rootID: EntryID(serial: 0))],
                "invalid path: scope 'x' is rooted at the path's root #0; a scope begins above it"
            ),
            (
                [home, pushed(1, .a)], [PathScope(id: "x", policy: .owned, rootID: EntryID(serial: 1))],
                "invalid path: scope 'x' is rooted at #1, which another scope created"
            ),
            (
                [home, pushed(1, .a, scope: "x"), pushed(2, .b, scope: "x")],
                [
                    PathScope(id: "x", policy: .owned, rootID: EntryID(serial: 1)),
                    PathScope(id: "x", policy: .shared, rootID: EntryID(serial: 2)),
                ],
                "invalid path: scope 'x' is listed twice (rooted at #1 and #2)"
            ),
            (
                [home, pushed(1, .a, scope: "x")],
                [PathScope(id: "x", policy: .owned, rootID: EntryID(serial: 1), parent: "p")],
                "invalid path: scope 'x' names parent 'p', which is not a scope rooted below it"
            ),
            (
                [home, pushed(1, .a, scope: "y")], [],
                "invalid path: scope 'y' created entry #1 but is not active"
            ),
            (
                [home, pushed(1, .a, scope: "x"), pushed(2, .b, scope: "y")],
                [
                    PathScope(id: "x", policy: .owned, rootID: EntryID(serial: 1)),
                    PathScope(id: "y", policy: .owned, rootID: EntryID(serial: 2), parent: "x"),
                ],
                ""
            ),
        ]
        for (entries, scopes, message) in cases {
            do {
                let path = try RoutePath(entries: entries, scopes: scopes)
                #expect(message.isEmpty, "accepted \(entries)")
                #expect(Array(path.entries) == entries)
                #expect(path.scopes == scopes)
            } catch {
                #expect(error.description == message)
            }
        }
    }

    // MARK: - Operations and changes

    @Test func everyOperation_roundTrips() throws {
        let operations: [PathOperation<Screen>] = [
            .push(.item(3)),
            .present(.filters, style: nil, withNavigation: true),
            .present(
                .a,
                style: .custom(transition: NamedEffect("slide", ["edge": "leading"]), animation: nil, fullScreen: true),
                withNavigation: false),
            .goBack(2), .goBackTo(.id(EntryID(generation: 2, serial: 9))), .goBackTo(.index(1)),
            .goBackTo(.routeName("item")), .goBackTo(.type(AccountRoute.self)), .goBackToRoot,
            .pop(1), .popTo(.routeName("a")), .popToRoot, .popToCurrentNavigationRoot, .popAndPush(1, .b),
            .dismiss(2), .dismissAll,
            .replace([EntrySpec(.home), .sheet(.filters, withNavigation: true), EntrySpec(.a, attributes: ["k": "v"])]),
            .setRoot(.home),
            .beginScope("child", .bounded, root: .cover(.login)), .endScope("child"),
            .popToChildRoot, .focusWithinScope(EntryID(serial: 4)),
        ]
        for operation in operations {
            #expect(try roundTrip(operation) == operation)
        }
        #expect(try roundTrip(operations) == operations)
    }

    @Test func change_roundTrips() throws {
        var h = try Harness(.beginScope("child", .shared, root: .push(.a)), .push(.b))
        let change = try #require(try h.apply(.replace([EntrySpec(.home), .sheet(.filters)])))
        #expect(change.endedScopes.map(\.id) == ["child"])
        #expect(try roundTrip(change) == change)
    }

    @Test func operationSourceAndPolicy_encodeAsWords() throws {
        #expect(try json([OperationSource.program, .gesture]) == #"["program","gesture"]"#)
        #expect(try json(ScopePolicy.allCases) == #"["shared","owned","bounded"]"#)
        #expect(try json(ScopeID("checkout")) == #""checkout""#)
    }
}
