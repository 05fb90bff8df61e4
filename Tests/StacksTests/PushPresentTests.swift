import Testing
import WayfinderRouting
import WayfinderStacks

@Suite struct PushPresentTests {
    // MARK: - Push

    @Test func push_ontoRoot_appendsPushedEntryWithNextId() throws {
        var h = try Harness()
        let change = try h.apply(.push(.a))
        #expect(h.path.entries == [home, pushed(1, Screen.a)])
        #expect(change == PathChange(operations: [.push(.a)], keptCount: 1, removed: [], inserted: [pushed(1, .a)]))
        #expect(change?.countBefore == 1)
        #expect(change?.countAfter == 2)
    }

    @Test func push_insideSheetWithNavigation_joinsTheSheetsContext() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: true))
        try h.apply(.push(.b))
        #expect(h.path.entries == [home, pushed(1, .a), modal(2, .filters, navigation: true), pushed(3, .b)])
        #expect(h.path.topContext?.startIndex == 2)
        #expect(h.path.topContext?.pushed.map(\.id) == [EntryID(serial: 3)])
    }

    @Test func push_insideSheetWithoutNavigation_isRefused() throws {
        var h = try Harness(.push(.a), .present(.filters, style: nil, withNavigation: false))
        #expect(
            h.refusal(.push(.b))
                == "push(b): #2 filters, the root of the current navigation context, was shown without navigation, "
                + "so nothing can be pushed inside it"
        )
        #expect(!h.path.canPush())
    }

    @Test func push_ontoRootWithoutNavigation_isRefused() {
        var ids = EntryIDGenerator()
        var path = RoutePath(root: Screen.home, withNavigation: false, ids: &ids)
        #expect(throws: PathError.pushWithoutNavigation(request: "push(a)", contextRoot: "#0 home")) {
            try path.push(.a, ids: &ids)
        }
        #expect(path.entries == [Entry(id: EntryID(serial: 0), route: .home, withNavigation: false)])
    }

    @Test func push_ontoEmptyPath_isRefused() {
        var ids = EntryIDGenerator()
        var path = RoutePath<Screen>()
        #expect(throws: PathError.emptyPath(request: "push(a)")) { try path.push(.a, ids: &ids) }
        #expect(PathError.emptyPath(request: "push(a)").description == "push(a): the path is empty; set a root first")
        #expect(path.isEmpty)
        #expect(ids.nextSerial == 0)
    }

    // MARK: - Present

    @Test func present_withRoutesOwnStyle_opensNewContext() throws {
        var h = try Harness(.push(.a))
        try h.apply(.present(.picker, style: nil, withNavigation: false))
        try h.apply(.present(.login, style: nil, withNavigation: true))
        #expect(
            h.path.entries == [
                home, pushed(1, .a), modal(2, .picker, .detents([.medium, .large])),
                modal(3, .login, .fullScreenCover, navigation: true),
            ]
        )
        #expect(h.path.presentedCount == 2)
        #expect(h.path.contexts.map(\.startIndex) == [0, 2, 3])
    }

    @Test func presentSheetAndCover_conveniences_useTheirStyles() throws {
        var h = try Harness()
        try h.path.presentSheet(.a, ids: &h.ids)
        try h.path.presentCover(.b, withNavigation: false, ids: &h.ids)
        #expect(h.path.entries == [home, modal(1, .a, .sheet, navigation: true), modal(2, .b, .fullScreenCover)])
    }

    @Test func present_withPushStyle_isRefused() throws {
        var h = try Harness()
        #expect(
            h.refusal(.present(.a, style: nil, withNavigation: false))
                == "present(a, withNavigation: false): style push is not modal; push it instead"
        )
        #expect(
            h.refusal(.present(.filters, style: .push, withNavigation: true))
                == "present(filters, push, withNavigation: true): style push is not modal; push it instead"
        )
    }

    @Test func present_withInvalidStyle_isRefusedWithStyleError() throws {
        var h = try Harness()
        #expect(
            h.refusal(.present(.a, style: .detents([]), withNavigation: false))
                == "present(a, detents, withNavigation: false): invalid presentation style: detents must name at least one height"
        )
        #expect(
            h.refusal(.present(.a, style: .detents([.fraction(2)]), withNavigation: false))
                == "present(a, detents, withNavigation: false): invalid presentation style: detent fraction 2.0 is "
                + "outside 0...1 (it must be greater than 0 and at most 1)"
        )
    }

    @Test func present_ontoEmptyPath_isRefused() {
        var ids = EntryIDGenerator()
        var path = RoutePath<Screen>()
        #expect(throws: PathError.emptyPath(request: "present(filters, sheet, withNavigation: true)")) {
            try path.presentSheet(.filters, ids: &ids)
        }
    }

    // MARK: - Contexts

    @Test func contexts_listEachLayerWithItsEntriesAndPushPermission() throws {
        let h = try Harness(
            .push(.a),
            .present(.filters, style: nil, withNavigation: true),
            .push(.b),
            .present(.login, style: nil, withNavigation: false)
        )
        let contexts = h.path.contexts
        #expect(contexts.map { $0.entries.map(\.id.serial) } == [[0, 1], [2, 3], [4]])
        #expect(contexts.map(\.allowsPush) == [true, true, false])
        #expect(contexts.map(\.isBase) == [true, false, false])
        #expect(contexts.map(\.opener.route) == [.home, .filters, .login])
        #expect(h.path.top == modal(4, .login, .fullScreenCover))
        #expect(h.path.root == home)
        #expect(h.path.depth == 4)
        #expect(h.path.count == 5)
        #expect(!h.path.isEmpty)
    }
}
