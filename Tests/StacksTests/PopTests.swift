import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct PopTests {
    /// `[#0 home, #1 a, #2 filters (sheet, with navigation), #3 b, #4 c]`
    private func layered() throws -> Harness<Screen> {
        try Harness(.push(.a), .present(.filters, style: nil, withNavigation: true), .push(.b), .push(.c))
    }

    // MARK: - pop

    @Test func pop_withinTopContext_removesPushedEntries() throws {
        var h = try layered()
        try h.apply(.pop(2))
        #expect(h.path.entries == [home, pushed(1, .a), modal(2, .filters, navigation: true)])
    }

    @Test func pop_acrossTheModal_isRefused() throws {
        var h = try layered()
        #expect(
            h.refusal(.pop(3))
                == "pop(3): asked to pop 3 entries but only 2 are pushed above #2, the root of the current navigation context"
        )
        #expect(!h.path.canPop(3))
        #expect(h.path.canPop(2))
    }

    @Test func pop_atContextRoot_isRefused() throws {
        var h = try Harness(.present(.filters, style: nil, withNavigation: false))
        #expect(
            h.refusal(.pop(1))
                == "pop(1): asked to pop 1 entry but nothing is pushed above #1, the root of the current navigation context"
        )
    }

    @Test func pop_negative_isRefused() throws {
        var h = try layered()
        #expect(h.refusal(.pop(-2)) == "pop(-2): a count cannot be negative (got -2)")
    }

    // MARK: - popTo

    @Test func popTo_entryOfTopContext_keepsIt() throws {
        var h = try layered()
        try h.apply(.popTo(.routeName("b")))
        #expect(h.path.entries == [home, pushed(1, .a), modal(2, .filters, navigation: true), pushed(3, .b)])
    }

    @Test func popTo_entryBelowTheTopModal_isRefused() throws {
        var h = try layered()
        #expect(
            h.refusal(.popTo(.id(EntryID(serial: 1))))
                == "popTo(#1): #1 is below #2, the root of the current navigation context; "
                + "popping cannot dismiss a modal (go back instead)"
        )
    }

    @Test func popTo_predicate_findsTopmostMatch() throws {
        var h = try layered()
        try h.path.popTo(where: { $0.style.isModal }, ids: &h.ids)
        #expect(h.serials == [0, 1, 2])
    }

    // MARK: - popToRoot

    @Test func popToRoot_withoutModals_popsToTheRoot() throws {
        var h = try Harness(.push(.a), .push(.b))
        let change = try h.apply(.popToRoot)
        #expect(h.path.entries == [home])
        #expect(change?.removed == [pushed(1, .a), pushed(2, .b)])
    }

    @Test func popToRoot_withAModalPresented_isRefused() throws {
        var h = try layered()
        #expect(
            h.refusal(.popToRoot)
                == "popToRoot: #0 is below #2, the root of the current navigation context; "
                + "popping cannot dismiss a modal (go back instead)"
        )
    }

    @Test func popToRoot_atRoot_emitsNothing() throws {
        var h = try Harness()
        #expect(try h.apply(.popToRoot) == nil)
    }

    // MARK: - popToCurrentNavigationRoot

    @Test func popToCurrentNavigationRoot_keepsTheModal() throws {
        var h = try layered()
        try h.apply(.popToCurrentNavigationRoot)
        #expect(h.path.entries == [home, pushed(1, .a), modal(2, .filters, navigation: true)])
        #expect(try h.apply(.popToCurrentNavigationRoot) == nil)
    }

    @Test func popToCurrentNavigationRoot_inBaseContext_popsToRoot() throws {
        var h = try Harness(.push(.a), .push(.b))
        try h.apply(.popToCurrentNavigationRoot)
        #expect(h.path.entries == [home])
    }

    // MARK: - popAndPush

    @Test func popAndPush_replacesTopEntriesInOneChange() throws {
        var h = try Harness(.push(.a), .push(.b))
        let change = try h.apply(.popAndPush(2, .c))
        #expect(h.path.entries == [home, pushed(3, .c)])
        #expect(
            change
                == PathChange(
                    operations: [.popAndPush(2, .c)],
                    keptCount: 1,
                    removed: [pushed(1, .a), pushed(2, .b)],
                    inserted: [pushed(3, .c)]
                )
        )
    }

    @Test func popAndPush_zero_isAPush() throws {
        var h = try Harness(.push(.a))
        try h.apply(.popAndPush(0, .b))
        #expect(h.path.entries == [home, pushed(1, .a), pushed(2, .b)])
    }

    @Test func popAndPush_acrossAModal_isRefused() throws {
        var h = try layered()
        #expect(
            h.refusal(.popAndPush(3, .d))
                == "popAndPush(3, d): asked to pop 3 entries but only 2 are pushed above #2, "
                + "the root of the current navigation context"
        )
    }

    @Test func popAndPush_inModalWithoutNavigation_isRefused() throws {
        var h = try Harness(.present(.filters, style: nil, withNavigation: false))
        #expect(
            h.refusal(.popAndPush(0, .d))
                == "popAndPush(0, d): #1 filters, the root of the current navigation context, was shown without "
                + "navigation, so nothing can be pushed inside it"
        )
    }
}
