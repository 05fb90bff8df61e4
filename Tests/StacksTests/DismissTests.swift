import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct DismissTests {
    /// `[#0 home, #1 a, #2 filters (sheet, nav), #3 b, #4 login (cover)]`
    private func layered() throws -> Harness<Screen> {
        try Harness(
            .push(.a),
            .present(.filters, style: nil, withNavigation: true),
            .push(.b),
            .present(.login, style: nil, withNavigation: false)
        )
    }

    @Test func dismiss_one_removesTheTopLayer() throws {
        var h = try layered()
        let change = try h.apply(.dismiss(1))
        #expect(h.path.entries == [home, pushed(1, .a), modal(2, .filters, navigation: true), pushed(3, .b)])
        #expect(change?.removed == [modal(4, .login, .fullScreenCover)])
    }

    @Test func dismiss_two_removesBothLayersAndWhatWasPushedInside() throws {
        var h = try layered()
        try h.apply(.dismiss(2))
        #expect(h.path.entries == [home, pushed(1, .a)])
        #expect(h.path.presentedCount == 0)
    }

    @Test func dismiss_moreThanPresented_isRefused() throws {
        var h = try layered()
        #expect(
            h.refusal(.dismiss(3))
                == "dismiss(3): asked to dismiss 3 modal layers but only 2 are presented above the root #0")
        #expect(!h.path.canDismiss(3))
    }

    @Test func dismiss_withNothingPresented_isRefused() throws {
        var h = try Harness(.push(.a))
        #expect(
            h.refusal(.dismiss(1))
                == "dismiss(1): asked to dismiss 1 modal layer but nothing is presented above the root #0")
        #expect(!h.path.canDismiss())
    }

    @Test func dismiss_onEmptyPath_isRefused() {
        var ids = EntryIDGenerator()
        var path = RoutePath<Screen>()
        #expect(throws: PathError.emptyPath(request: "dismiss(1)")) { try path.dismiss(ids: &ids) }
    }

    @Test func dismissAll_keepsTheBaseContext() throws {
        var h = try layered()
        try h.apply(.dismissAll)
        #expect(h.path.entries == [home, pushed(1, .a)])
    }

    @Test func dismissAll_withNothingPresented_emitsNothing() throws {
        var h = try Harness(.push(.a))
        #expect(try h.apply(.dismissAll) == nil)
        #expect(h.serials == [0, 1])
    }

    @Test func gesture_swipeDownOnSheet_isADismissOfOne() throws {
        var h = try layered()
        try h.apply(.dismiss(1), source: .gesture)
        try h.apply(.dismiss(1), source: .gesture)
        #expect(h.path.entries == [home, pushed(1, .a)])
    }
}
