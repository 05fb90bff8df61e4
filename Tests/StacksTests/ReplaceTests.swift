import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct ReplaceTests {
    @Test func replace_keepsTheMatchingPrefixWithItsIds() throws {
        var h = try Harness(.push(.a), .push(.b))
        let change = try h.apply(.replace([EntrySpec(.home), EntrySpec(.a), EntrySpec(.c), .sheet(.filters)]))
        #expect(h.path.entries == [home, pushed(1, .a), pushed(3, .c), modal(4, .filters, navigation: true)])
        #expect(change?.keptCount == 2)
        #expect(change?.removed == [pushed(2, .b)])
        #expect(change?.inserted == [pushed(3, .c), modal(4, .filters, navigation: true)])
    }

    @Test func replace_withTheSameEntries_emitsNothing() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: false))
        #expect(
            try h.apply(.replace([EntrySpec(.home), EntrySpec(.a), EntrySpec(.filters, withNavigation: false)])) == nil)
    }

    @Test func replace_withADifferentRoot_replacesEverything() throws {
        var h = try Harness(.push(.a))
        try h.path.replace(routes: [.login, .b], ids: &h.ids)
        // The first entry is the root: pushed style, with navigation, whatever the route's own style.
        #expect(h.path.entries == [rootEntry(2, Screen.login), pushed(3, .b)])
    }

    @Test func replace_onEmptyPath_createsTheRoot() throws {
        var ids = EntryIDGenerator()
        var path = RoutePath<Screen>()
        try path.replace([EntrySpec(.home), EntrySpec(.a)], ids: &ids)
        #expect(path.entries == [home, pushed(1, .a)])
    }

    @Test func replace_matchesTheAttributesTheSpecGives() throws {
        var h = try Harness(.replace([EntrySpec(.home), EntrySpec(.a, attributes: ["tint": "red", "title": "A"])]))
        #expect(h.path.entries == [home, pushed(1, .a, attributes: ["tint": "red", "title": "A"])])
        // A spec naming fewer attributes still matches; one naming other values does not.
        #expect(try h.apply(.replace([EntrySpec(.home), EntrySpec(.a, attributes: ["tint": "red"])])) == nil)
        let change = try h.apply(.replace([EntrySpec(.home), EntrySpec(.a, attributes: ["tint": "blue"])]))
        #expect(change?.inserted == [pushed(2, .a, attributes: ["tint": "blue"])])
    }

    @Test func replace_withNothing_isRefused() throws {
        var h = try Harness(.push(.a))
        #expect(h.refusal(.replace([])) == "replace([]): a path needs a root; give at least one entry")
    }

    @Test func replace_pushingInsideAModalWithoutNavigation_isRefused() throws {
        var h = try Harness(.push(.a))
        #expect(
            h.refusal(.replace([EntrySpec(.home), .sheet(.filters, withNavigation: false), EntrySpec(.b)]))
                == "replace([home, filters, b]): filters (new), the root of the current navigation context, was shown "
                + "without navigation, so nothing can be pushed inside it"
        )
    }

    @Test func replace_withInvalidStyle_isRefused() throws {
        var h = try Harness()
        #expect(
            h.refusal(.replace([EntrySpec(.home), EntrySpec(.a, style: .detents([.height(-1)]))]))
                == "replace([home, a]): invalid presentation style: detent height -1.0 must be a finite number greater than 0"
        )
    }

    @Test func setRoot_withTheSameRoute_keepsTheRootAndRemovesTheRest() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: false))
        let change = try h.apply(.setRoot(.home))
        #expect(h.path.entries == [home])
        #expect(change?.removed.map(\.id.serial) == [1, 2])
        #expect(change?.inserted == [])
    }

    @Test func setRoot_withAnotherRoute_replacesTheRoot() throws {
        var h = try Harness(.push(.a))
        try h.path.setRoot(.b, ids: &h.ids)
        #expect(h.path.entries == [rootEntry(2, Screen.b)])
    }

    @Test func setRoot_onEmptyPath_createsIt() throws {
        var ids = EntryIDGenerator(startingAt: 7)
        var path = RoutePath<Screen>()
        let change = try path.setRoot(.home, ids: &ids)
        #expect(path.entries == [rootEntry(7, Screen.home)])
        #expect(change?.keptCount == 0)
    }
}
