import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct GoBackTests {
    /// `[#0 home, #1 a, #2 filters (sheet, with navigation), #3 b]`
    private func layered() throws -> Harness<Screen> {
        try Harness(.push(.a), .present(.filters, style: nil, withNavigation: true), .push(.b))
    }

    // MARK: - goBack

    @Test func goBack_two_removesPushedAndPresentedEntries() throws {
        var h = try layered()
        let change = try h.apply(.goBack(2))
        #expect(h.path.entries == [home, pushed(1, .a)])
        #expect(
            change
                == PathChange(
                    operations: [.goBack(2)],
                    keptCount: 2,
                    removed: [modal(2, .filters, navigation: true), pushed(3, .b)],
                    inserted: []
                )
        )
        #expect(h.path.presentedCount == 0)
    }

    @Test func goBack_zero_changesNothing() throws {
        var h = try layered()
        #expect(try h.apply(.goBack(0)) == nil)
        #expect(h.serials == [0, 1, 2, 3])
    }

    @Test func goBack_pastTheRoot_isRefused() throws {
        var h = try layered()
        #expect(h.refusal(.goBack(5)) == "goBack(5): asked to go back 5 entries but only 3 are above the root #0")
        #expect(h.refusal(.goBack(4)) == "goBack(4): asked to go back 4 entries but only 3 are above the root #0")
        #expect(!h.path.canGoBack(4))
        #expect(h.path.canGoBack(3))
    }

    @Test func goBack_atRoot_isRefused() throws {
        var h = try Harness()
        #expect(h.refusal(.goBack(1)) == "goBack(1): asked to go back 1 entry but nothing is above the root #0")
    }

    @Test func goBack_negative_isRefused() throws {
        var h = try layered()
        #expect(h.refusal(.goBack(-1)) == "goBack(-1): a count cannot be negative (got -1)")
    }

    // MARK: - goBackTo

    @Test func goBackTo_id_keepsEverythingUpToIt() throws {
        var h = try layered()
        try h.apply(.goBackTo(.id(EntryID(serial: 1))))
        #expect(h.path.entries == [home, pushed(1, .a)])
    }

    @Test func goBackTo_top_changesNothing() throws {
        var h = try layered()
        #expect(try h.apply(.goBackTo(.id(EntryID(serial: 3)))) == nil)
    }

    @Test func goBackTo_unknownId_isRefusedListingThePath() throws {
        var h = try Harness(.push(.a), .goBack(1), .push(.b), .push(.c))
        #expect(h.serials == [0, 2, 3])
        #expect(
            h.refusal(.goBackTo(.id(EntryID(serial: 9))))
                == "goBackTo(#9): no entry ever had id #9; the path's ids so far end before #4")
        #expect(h.refusal(.goBackTo(.id(EntryID(serial: 1)))) == "goBackTo(#1): no entry #1 in path [#0, #2, #3]")
    }

    @Test func goBackTo_index_usesWholePathIndex() throws {
        var h = try layered()
        try h.apply(.goBackTo(.index(2)))
        #expect(h.path.entries == [home, pushed(1, .a), modal(2, .filters, navigation: true)])
        #expect(h.refusal(.goBackTo(.index(7))) == "goBackTo(index 7): no entry at index 7 in path [#0, #1, #2]")
    }

    @Test func goBackTo_routeName_picksTheTopmostMatch() throws {
        var h = try Harness(.push(.item(1)), .push(.a), .push(.item(2)), .push(.b))
        try h.apply(.goBackTo(.routeName("item")))
        #expect(h.path.entries == [home, pushed(1, .item(1)), pushed(2, .a), pushed(3, .item(2))])
        #expect(
            h.refusal(.goBackTo(.routeName("cart")))
                == "goBackTo(name 'cart'): no entry named 'cart' in path [#0 home, #1 item, #2 a, #3 item]"
        )
    }

    @Test func goBackTo_routeType_matchesThroughBaseRoute() throws {
        var h = try Harness<Mixed>(
            root: .screen(.home),
            [.push(.account(.profile)), .push(.screen(.a)), .push(.screen(.b))]
        )
        try h.apply(.goBackTo(.type(AccountRoute.self)))
        #expect(h.path.entries == [rootEntry(0, Mixed.screen(.home)), pushed(1, Mixed.account(.profile))])
        #expect(
            h.refusal(.goBackTo(.routeType("shop")))
                == "goBackTo(type 'shop'): no entry of type 'shop' in path [#0 screen, #1 account]"
        )
    }

    @Test func goBackTo_predicate_recordsTheFoundIdAsData() throws {
        var h = try layered()
        let change = try h.path.goBackTo(where: { $0.route == .a }, ids: &h.ids)
        #expect(change?.operations == [.goBackTo(.id(EntryID(serial: 1)))])
        #expect(h.serials == [0, 1])
        #expect(throws: PathError.self) { try h.path.goBackTo(where: { $0.route == .e }, ids: &h.ids) }
        do {
            try h.path.goBackTo(where: { $0.route == .e }, ids: &h.ids)
        } catch {
            #expect(error.description == "goBackTo(where:): no entry matching the predicate in path [#0 home, #1 a]")
        }
    }

    @Test func targetNotFound_inALongPath_showsSixteenEntries() throws {
        var h = try Harness<Screen>(root: .home, Array(repeating: .push(.a), count: 30) + [.pop(1)])
        #expect(
            h.refusal(.goBackTo(.id(EntryID(serial: 30))))
                == "goBackTo(#30): no entry #30 in path [#0, #1, #2, #3, #4, #5, #6, #7, … 14 more, "
                + "#22, #23, #24, #25, #26, #27, #28, #29]"
        )
    }

    // MARK: - goBackToRoot

    @Test func goBackToRoot_dismissesAndPopsEverything() throws {
        var h = try layered()
        let change = try h.apply(.goBackToRoot)
        #expect(h.path.entries == [home])
        #expect(change?.removed.map(\.id.serial) == [1, 2, 3])
    }

    @Test func goBackToRoot_atRoot_emitsNothing() throws {
        var h = try Harness()
        #expect(try h.apply(.goBackToRoot) == nil)
        var empty = RoutePath<Screen>()
        #expect(try empty.goBackToRoot(ids: &h.ids) == nil)
    }
}
